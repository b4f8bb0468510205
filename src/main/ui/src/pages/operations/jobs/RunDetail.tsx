import { Box, Button, Chip, Divider, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Loading } from '../../../components/Loading';
import { finished } from '../progress';
import { when } from '../when';
import { useExecution, useRunAction, type Descriptor } from './jobsApi';
import { ProblemList } from './ProblemList';
import { typeName } from './runs';
import { RunsTable } from './RunsTable';
import { StepsPanel } from './StepsPanel';

interface Props {
  id: number;
  descriptors: Descriptor[];
}

/**
 * One run, whatever started it, followed every second while it goes on: as the runs of an
 * operation show it (progress, rate, time left, why it failed, stop and restart), with its steps
 * and their failed items, and the operation it runs if it has one.
 */
export function RunDetail({ id, descriptors }: Props) {
  const { t, i18n } = useTranslation();
  const run = useExecution(id);
  const action = useRunAction();
  if (run.isPending) return <Loading />;
  if (run.error) return <ErrorNotice error={run.error} />;
  const current = run.data;
  const title = t('operations.job.runTitle', { id });
  return (
    <Paper sx={{ p: 2 }} component="section" aria-labelledby="run-title" data-testid="run">
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="run-title" variant="h6" component="h2">
          {title}
        </Typography>
        <Chip size="small" variant="outlined" label={typeName(descriptors, current.jobName)} />
        <Box sx={{ flex: 1 }} />
        {current.definitionId !== null && (
          <Button component={RouterLink} to={`/operations/jobs/${current.definitionId}`}>
            {t('operations.job.openDefinition')}
          </Button>
        )}
        <Button component={RouterLink} to="/operations/jobs/runs">
          {t('operations.load.close')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {[
          t('operations.job.startedByName', { name: current.startedBy }),
          current.scheduledFor
            ? t('operations.job.scheduledFor', { when: when(current.scheduledFor, i18n.language) })
            : null,
          current.definitionId === null ? t('operations.job.oneOff') : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {action.error && <ProblemList error={action.error} />}
      <RunsTable
        runs={[current]}
        label={title}
        selected={null}
        onStop={(runId) => action.mutate({ action: 'stop', id: runId })}
        onRestart={(runId) => action.mutate({ action: 'restart', id: runId })}
        busy={action.isPending}
      />
      <Divider sx={{ my: 2 }} />
      <StepsPanel runId={id} following={!finished(current.status)} />
    </Paper>
  );
}
