import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { useLoad, useResumeLoad } from './loadsApi';
import { loadPercent } from './LoadsList';
import { ProgressBar } from './ProgressBar';
import { Rejections } from './Rejections';
import { StateChip } from './StateChip';

/** One load followed until it ends: its state, progress, counters and rejected lines. */
export function LoadDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const load = useLoad(id);
  const resume = useResumeLoad();
  if (load.isPending) return <Loading />;
  if (load.error) return <ErrorNotice error={load.error} />;
  const current = load.data;
  const number = new Intl.NumberFormat(i18n.language);
  const counters = [
    ['linesRead', current.linesRead],
    ['loaded', current.loaded],
    ['updated', current.updated],
    ['unchanged', current.unchanged],
    ['rejected', current.rejected],
  ] as const;
  return (
    <Paper sx={{ p: 2 }} aria-labelledby="load-title" component="section" data-testid="load">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id="load-title" variant="h6" component="h2">
          {t('operations.load.title', { id })}
        </Typography>
        <StateChip state={current.state} />
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {[
            current.format,
            current.entityName,
            current.resumed > 0 ? t('operations.load.resumed', { count: current.resumed }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {current.resumable && (
          <Button variant="contained" onClick={() => resume.mutate(id)} disabled={resume.isPending}>
            {t('operations.resume')}
          </Button>
        )}
        <Button component={RouterLink} to="/operations/loads">
          {t('operations.load.close')}
        </Button>
      </Stack>
      <ProgressBar
        value={loadPercent(current)}
        state={current.state}
        name={t('operations.load.name', { id })}
      />
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 2, my: 2 }}
      >
        {counters.map(([name, value]) => (
          <Box key={name} data-testid={`count-${name}`}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`operations.load.${name}`)}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }}>
              {number.format(value)}
            </Typography>
          </Box>
        ))}
      </Box>
      {current.error && <Alert severity="error">{current.error}</Alert>}
      {resume.error && <ErrorNotice error={resume.error} />}
      <Rejections rejections={current.rejections} removed={current.rejectionsRemoved} />
    </Paper>
  );
}
