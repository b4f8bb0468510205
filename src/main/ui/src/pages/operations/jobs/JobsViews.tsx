import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

const VIEWS = [
  { view: 'definitions', to: '/operations/jobs', label: 'operations.job.definitionsView' },
  { view: 'runs', to: '/operations/jobs/runs', label: 'operations.job.allRuns' },
] as const;

/**
 * The two views of the background operations, each with its address: the operations defined (with
 * their runs), and every run, of those operations and of the work started without one.
 */
export function JobsViews({ current }: { current: (typeof VIEWS)[number]['view'] }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} component="nav" aria-label={t('operations.job.views')}>
      {VIEWS.map(({ view, to, label }) => (
        <Button
          key={view}
          component={RouterLink}
          to={to}
          size="small"
          variant={view === current ? 'contained' : 'outlined'}
          aria-current={view === current ? 'page' : undefined}
        >
          {t(label)}
        </Button>
      ))}
    </Stack>
  );
}
