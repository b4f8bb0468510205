import {
  Alert,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../ProgressBar';
import { StateChip } from '../StateChip';
import { when } from '../when';
import type { Execution } from './jobsApi';
import { duration, progressOf, stoppable } from './runs';

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
  if (runs.length === 0) return <Typography>{t('operations.job.noRuns')}</Typography>;
  return (
    <Table size="small" aria-label={label ?? t('operations.job.runs')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('operations.job.run')}</TableCell>
          <TableCell>{t('operations.stateColumn')}</TableCell>
          <TableCell sx={{ width: 220 }}>{t('operations.progressColumn')}</TableCell>
          <TableCell align="right">{t('operations.job.failed')}</TableCell>
          <TableCell align="right">{t('operations.job.rate')}</TableCell>
          <TableCell align="right">{t('operations.job.eta')}</TableCell>
          <TableCell>{t('operations.when')}</TableCell>
          <TableCell>{t('operations.run.finished')}</TableCell>
          <TableCell>{t('operations.job.node')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {runs.map((run) => (
          <TableRow
            key={run.id}
            selected={run.id === selected}
            data-testid="run-row"
            data-run={run.id}
            data-status={run.status}
          >
            <TableCell>
              {run.id}
              {run.attempts > 1 && (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {t('operations.job.attempts', { count: run.attempts })}
                </Typography>
              )}
            </TableCell>
            <TableCell>
              <StateChip state={run.status} />
            </TableCell>
            <TableCell>
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
            </TableCell>
            <TableCell align="right">{number.format(run.failedItems)}</TableCell>
            <TableCell align="right">
              {run.rate === null
                ? t('common.none')
                : t('operations.job.rateValue', { rate: rate.format(run.rate) })}
            </TableCell>
            <TableCell align="right">{duration(run.etaSeconds) ?? t('common.none')}</TableCell>
            <TableCell>{when(run.startTime ?? run.createDate, i18n.language)}</TableCell>
            <TableCell>{when(run.endTime, i18n.language)}</TableCell>
            <TableCell>{run.node ?? t('common.none')}</TableCell>
            <TableCell>
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
                <Alert severity="error" sx={{ mt: 1, py: 0 }}>
                  {run.exitMessage}
                </Alert>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
