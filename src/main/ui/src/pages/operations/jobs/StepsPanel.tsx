import { Alert, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Loading } from '../../../components/Loading';
import { ProgressBar } from '../ProgressBar';
import { StateChip } from '../StateChip';
import { when } from '../when';
import { useSteps, type Step } from './jobsApi';
import { progressOf } from './runs';

/**
 * The steps of a run (followed while it goes on): each with its progress in words and its failed
 * items with the reason each failed. The checkpoint a restart goes on from is the server's own
 * bookkeeping (`5:3003:3`), not shown: the progress says how far the step got.
 */
export function StepsPanel({ runId, following }: { runId: number; following: boolean }) {
  const { t, i18n } = useTranslation();
  const steps = useSteps(runId, following);
  if (steps.isPending) return <Loading />;
  if (steps.error) return <ErrorNotice error={steps.error} />;
  const number = new Intl.NumberFormat(i18n.language);
  const title = t('operations.job.stepsTitle', { id: runId });
  return (
    <Box component="section" aria-label={title} data-testid="steps">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('operations.job.stepsDone', {
          done: steps.data.completedCount,
          total: steps.data.totalCount,
        })}
      </Typography>
      <DataTable
        aria-label={title}
        rows={steps.data.steps}
        empty={t('operations.job.noSteps')}
        rowKey={(step) => step.id}
        rowProps={(step) => ({ 'data-testid': 'step-row', 'data-step': step.name })}
        columns={[
          {
            header: t('operations.job.step'),
            cell: (step) => (
              <>
                {step.name}
                {step.exitMessage && (
                  // A completed run's message is a remark on how it went, a failed one's the reason.
                  <Alert
                    severity={step.status === 'COMPLETED' ? 'info' : 'error'}
                    sx={{ mt: 1, py: 0 }}
                  >
                    {step.exitMessage}
                  </Alert>
                )}
              </>
            ),
          },
          {
            header: t('operations.stateColumn'),
            cell: (step) => <StateChip state={step.status} />,
          },
          {
            header: t('operations.progressColumn'),
            width: 220,
            cell: (step) => (
              <>
                <ProgressBar
                  value={progressOf(step)}
                  state={step.status}
                  name={t('operations.job.stepName', { name: step.name })}
                />
                <Typography variant="caption" color="text.secondary">
                  {step.total === null
                    ? t('operations.job.processed', { done: number.format(step.processed) })
                    : t('operations.run.done', {
                        done: number.format(step.processed),
                        total: number.format(step.total),
                      })}
                </Typography>
              </>
            ),
          },
          {
            header: t('operations.job.failed'),
            align: 'right',
            cell: (step) => number.format(step.failedItems),
          },
          { header: t('operations.when'), cell: (step) => when(step.startTime, i18n.language) },
          {
            header: t('operations.run.finished'),
            cell: (step) => when(step.endTime, i18n.language),
          },
        ]}
      />
      {steps.data.steps
        .filter((step) => step.failures.length > 0)
        .map((step) => (
          <Failures key={step.id} step={step} language={i18n.language} />
        ))}
    </Box>
  );
}

/** The failed items of a step (its first hundred), each with the reason. */
function Failures({ step, language }: { step: Step; language: string }) {
  const { t } = useTranslation();
  const title = t('operations.job.failuresOf', { name: step.name });
  return (
    <>
      <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <DataTable
        aria-label={title}
        rows={step.failures}
        rowKey={(_failure, i) => i}
        rowProps={() => ({ 'data-testid': 'failure' })}
        columns={[
          {
            header: t('operations.job.item'),
            width: 260,
            cell: (failure) => <code>{failure.item}</code>,
          },
          { header: t('operations.job.reason'), cell: (failure) => failure.reason },
          {
            header: t('operations.job.at'),
            width: 180,
            cell: (failure) => when(failure.at, language),
          },
        ]}
      />
    </>
  );
}
