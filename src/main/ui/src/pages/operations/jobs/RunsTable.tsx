import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../ProgressBar';
import { StateChip } from '../StateChip';
import { when } from '../when';
import type { Execution } from './jobsApi';
import { duration, progressOf, stoppable } from './runs';
import { DataTable } from '../../../components/DataTable';

interface Props {
  runs: Execution[];
  /** The table's name for assistive technology; the runs of an operation by default. */
  label?: string;
  selected: number | null;
  /** Shows a run's steps; without it (a run shown alone, its steps below) there is no button. */
  onSelect?: (id: number) => void;
  onStop: (id: number) => void;
  onRestart: (id: number) => void;
  busy: boolean;
}

/**
 * The runs of an operation, newest first: each with its status, progress, rate and time left while
 * it goes on, why it failed, and what may be done with it (stop one under way, restart one failed or
 * stopped from where it left off, see its steps).
 */
export function RunsTable({ runs, label, selected, onSelect, onStop, onRestart, busy }: Props) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const rate = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <DataTable
      aria-label={label ?? t('operations.job.runs')}
      rows={runs}
      empty={t('operations.job.noRuns')}
      rowKey={(run) => run.id}
      rowProps={(run) => ({
        selected: run.id === selected,
        'data-testid': 'run-row',
        'data-run': run.id,
        'data-status': run.status,
      })}
      columns={[
        {
          header: t('operations.job.run'),
          cell: (run) => (
            <>
              {run.id}
              {run.attempts > 1 && (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {t('operations.job.attempts', { count: run.attempts })}
                </Typography>
              )}
            </>
          ),
        },
        { header: t('operations.stateColumn'), cell: (run) => <StateChip state={run.status} /> },
        {
          header: t('operations.progressColumn'),
          width: 220,
          cell: (run) => (
            <>
              <ProgressBar
                value={progressOf(run)}
                state={run.status}
                name={t('operations.job.runName', { id: run.id })}
              />
              <Typography variant="caption" color="text.secondary">
                {run.total === null
                  ? t('operations.job.processed', { done: number.format(run.processed) })
                  : t('operations.run.done', {
                      done: number.format(run.processed),
                      total: number.format(run.total),
                    })}
              </Typography>
            </>
          ),
        },
        {
          header: t('operations.job.failed'),
          align: 'right',
          cell: (run) => number.format(run.failedItems),
        },
        {
          header: t('operations.job.rate'),
          align: 'right',
          cell: (run) =>
            run.rate === null
              ? t('common.none')
              : t('operations.job.rateValue', { rate: rate.format(run.rate) }),
        },
        {
          header: t('operations.job.eta'),
          align: 'right',
          cell: (run) => duration(run.etaSeconds) ?? t('common.none'),
        },
        {
          header: t('operations.when'),
          cell: (run) => when(run.startTime ?? run.createDate, i18n.language),
        },
        { header: t('operations.run.finished'), cell: (run) => when(run.endTime, i18n.language) },
        { header: t('operations.job.node'), cell: (run) => run.node ?? t('common.none') },
        {
          cell: (run) => (
            <>
              <Stack direction="row" spacing={1}>
                {onSelect && (
                  <Button
                    size="small"
                    onClick={() => onSelect(run.id)}
                    aria-label={t('operations.job.stepsOf', { id: run.id })}
                    aria-pressed={run.id === selected}
                  >
                    {t('operations.job.steps')}
                  </Button>
                )}
                {stoppable(run.status) && (
                  <Button
                    size="small"
                    variant="outlined"
                    color="warning"
                    disabled={busy}
                    onClick={() => onStop(run.id)}
                    aria-label={t('operations.job.stopOf', { id: run.id })}
                  >
                    {t('operations.job.stop')}
                  </Button>
                )}
                {run.restartable && (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={busy}
                    onClick={() => onRestart(run.id)}
                    aria-label={t('operations.job.restartOf', { id: run.id })}
                  >
                    {t('operations.job.restart')}
                  </Button>
                )}
              </Stack>
              {run.exitMessage && (
                // A completed run's message is a remark on how it went, a failed one's the reason.
                <Alert
                  severity={run.status === 'COMPLETED' ? 'info' : 'error'}
                  sx={{ mt: 1, py: 0 }}
                >
                  {run.exitMessage}
                </Alert>
              )}
            </>
          ),
        },
      ]}
    />
  );
}
