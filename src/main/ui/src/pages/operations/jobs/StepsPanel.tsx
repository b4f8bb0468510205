import {
  Alert,
  Box,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
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
      {steps.data.steps.length === 0 ? (
        <Typography>{t('operations.job.noSteps')}</Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{t('operations.job.step')}</TableCell>
              <TableCell>{t('operations.stateColumn')}</TableCell>
              <TableCell sx={{ width: 220 }}>{t('operations.progressColumn')}</TableCell>
              <TableCell align="right">{t('operations.job.failed')}</TableCell>
              <TableCell>{t('operations.when')}</TableCell>
              <TableCell>{t('operations.run.finished')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {steps.data.steps.map((step) => (
              <StepRow key={step.id} step={step} number={number} language={i18n.language} />
            ))}
          </TableBody>
        </Table>
      )}
      {steps.data.steps
        .filter((step) => step.failures.length > 0)
        .map((step) => (
          <Failures key={step.id} step={step} language={i18n.language} />
        ))}
    </Box>
  );
}

function StepRow({
  step,
  number,
  language,
}: {
  step: Step;
  number: Intl.NumberFormat;
  language: string;
}) {
  const { t } = useTranslation();
  return (
    <TableRow data-testid="step-row" data-step={step.name}>
      <TableCell>
        {step.name}
        {step.exitMessage && (
          <Alert severity="error" sx={{ mt: 1, py: 0 }}>
            {step.exitMessage}
          </Alert>
        )}
      </TableCell>
      <TableCell>
        <StateChip state={step.status} />
      </TableCell>
      <TableCell>
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
      </TableCell>
      <TableCell align="right">{number.format(step.failedItems)}</TableCell>
      <TableCell>{when(step.startTime, language)}</TableCell>
      <TableCell>{when(step.endTime, language)}</TableCell>
    </TableRow>
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
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 260 }}>{t('operations.job.item')}</TableCell>
            <TableCell>{t('operations.job.reason')}</TableCell>
            <TableCell sx={{ width: 180 }}>{t('operations.job.at')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {step.failures.map((failure, i) => (
            <TableRow key={i} data-testid="failure">
              <TableCell>
                <code>{failure.item}</code>
              </TableCell>
              <TableCell>{failure.reason}</TableCell>
              <TableCell>{when(failure.at, language)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
