import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { Section } from '../../components/Section';
import { formatMoment } from '../../format/dates';
import { useProcessHistory } from './tasksApi';

/** The history of a task's process: when it started, its state, and each step it went through. */
export function ProcessSteps({ processInstanceId }: { processInstanceId: string }) {
  const { t, i18n } = useTranslation();
  const history = useProcessHistory(processInstanceId);
  const at = (moment: string | null) => formatMoment(moment, i18n.language);
  return (
    <Section id="process-history-title" title={t('tasks.history.title')} helpGap={1}>
      {history.isPending ? (
        <Loading />
      ) : history.error ? (
        <ErrorNotice error={history.error} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('tasks.history.summary', {
              state: t(`tasks.history.state.${history.data.state}`, {
                defaultValue: history.data.state,
              }),
              initiator: history.data.initiator || t('common.none'),
              start: at(history.data.startDate),
            })}
            {history.data.endDate &&
              ` ${t('tasks.history.ended', { at: at(history.data.endDate) })}`}
            {history.data.cancelReason &&
              ` ${t('tasks.history.cancelled', { reason: history.data.cancelReason })}`}
          </Typography>
          <DataTable
            data-testid="process-steps"
            rows={history.data.steps}
            rowKey={(step, index) => `${index}-${step.activityId}`}
            columns={[
              { header: t('tasks.history.step'), cell: (step) => step.name || step.activityId },
              { header: t('tasks.history.started'), cell: (step) => at(step.startDate) },
              {
                header: t('tasks.history.endedAt'),
                cell: (step) => (step.endDate ? at(step.endDate) : t('tasks.history.open')),
              },
              { header: t('tasks.history.by'), cell: (step) => step.assignee || '' },
              {
                header: t('tasks.history.decision'),
                cell: (step) =>
                  step.decision
                    ? t(`tasks.decision.${step.decision}`, { defaultValue: step.decision })
                    : '',
              },
              { header: t('tasks.history.comment'), cell: (step) => step.comment || '' },
            ]}
          />
        </>
      )}
    </Section>
  );
}
