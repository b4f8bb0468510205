import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Loading } from '../../../components/Loading';
import { fileSize } from '../../../files/lobs';
import { duration, stoppable } from '../../operations/jobs/runs';
import { ProgressBar } from '../../operations/ProgressBar';
import { finished } from '../../operations/progress';
import { StateChip } from '../../operations/StateChip';
import { downloadRunFile, useBulkRun, useStopRun, type BulkRun } from './bulkApi';
import { failuresOf, percentOf, progressText, stepsText } from './bulkLogic';

/**
 * A bulk run followed every second until it ends: its state, a bar and the count, a stop while it
 * goes on; at the end the export's file to download, or why it failed, and the items it could
 * not do.
 */
export function BulkRunView({ runId }: { runId: number }) {
  const { t, i18n } = useTranslation();
  const run = useBulkRun(runId);
  const stop = useStopRun();
  const download = useMutation({ mutationFn: downloadRunFile });
  if (run.isPending) return <Loading />;
  if (run.error) return <ErrorNotice error={run.error} />;
  const current = run.data;
  const name = t('bulk.run.name', { id: current.executionId });
  const eta = finished(current.status) ? null : duration(current.etaSeconds);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Box data-testid="bulk-run" data-run={current.executionId} data-status={current.status}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <StateChip state={current.status} />
        <Box sx={{ flex: 1 }}>
          <ProgressBar value={percentOf(current)} state={current.status} name={name} />
        </Box>
        {stoppable(current.status) && (
          <Button
            variant="outlined"
            color="warning"
            size="small"
            onClick={() => stop.mutate(current.executionId)}
            disabled={stop.isPending}
          >
            {t('bulk.run.stop')}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {progressText(current, t, i18n.language)}
        {eta && ` · ${t('bulk.run.eta', { time: eta })}`}
      </Typography>
      {current.steps.length > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="bulk-steps">
          {stepsText(current, t, i18n.language)}
        </Typography>
      )}
      {current.rows && (
        <Typography variant="body2" data-testid="import-rows" sx={{ mt: 0.5 }}>
          {t('bulk.run.rows', {
            changed: number.format(current.rows.changed),
            unchanged: number.format(current.rows.unchanged),
            failed: number.format(current.rows.failed),
          })}
        </Typography>
      )}
      {stop.error && <ErrorNotice error={stop.error} />}
      <Ending run={current} onDownload={() => download.mutate(current)} />
      {download.error && <ErrorNotice error={download.error} />}
      <Failures run={current} />
    </Box>
  );
}

/** How the run ended: its file, why it failed, or that it was stopped. */
function Ending({ run, onDownload }: { run: BulkRun; onDownload: () => void }) {
  const { t, i18n } = useTranslation();
  switch (run.status) {
    case 'COMPLETED':
      return run.file ? (
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
          <Button
            variant="contained"
            onClick={onDownload}
            aria-label={t('bulk.run.downloadLabel', { name: run.file.fileName })}
          >
            {t('bulk.run.download')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {run.file.size === null
              ? t('bulk.run.readyName', { name: run.file.fileName })
              : t('bulk.run.ready', {
                  name: run.file.fileName,
                  size: fileSize(run.file.size, i18n.language),
                })}
          </Typography>
        </Stack>
      ) : (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t('bulk.run.loaded')}
        </Alert>
      );
    case 'FAILED':
      return (
        <Alert severity="error" sx={{ mt: 2 }}>
          {run.exitMessage
            ? t('bulk.run.failed', { message: run.exitMessage })
            : t('bulk.run.failedWithout')}
        </Alert>
      );
    case 'STOPPED':
      return (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('bulk.run.stopped')}
        </Alert>
      );
    default:
      return null;
  }
}

/** The items the run's steps could not do, each with its reason. */
function Failures({ run }: { run: BulkRun }) {
  const { t } = useTranslation();
  const failures = failuresOf(run);
  if (failures.length === 0) {
    return finished(run.status) && run.jobName === 'importDataJob' ? (
      <Typography sx={{ mt: 2 }}>{t('bulk.run.noFailures')}</Typography>
    ) : null;
  }
  const title = t('bulk.run.failures');
  return (
    <Box component="section" aria-label={title} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box sx={{ maxHeight: 280, overflow: 'auto' }}>
        <DataTable
          stickyHeader
          aria-label={title}
          rows={failures}
          rowKey={(_failure, index) => index}
          rowProps={() => ({ 'data-testid': 'failed-item' })}
          columns={[
            { header: t('bulk.run.step'), width: 90, cell: (failure) => failure.step },
            { header: t('bulk.run.item'), width: 180, cell: (failure) => failure.item },
            {
              header: t('bulk.run.reason'),
              cell: (failure) => failure.reason,
              cellProps: () => ({ sx: { overflowWrap: 'anywhere' } }),
            },
          ]}
        />
      </Box>
    </Box>
  );
}
