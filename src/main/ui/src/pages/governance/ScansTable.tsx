import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { formatMoment } from '../../format/dates';
import { StateChip } from '../operations/StateChip';
import { scanEnded, useScanAction, type Scan } from './governanceApi';
import { scanDuration, scanPercent } from './scanProgress';

/** How many scans a crawler instance shows before "show all". */
const SHOWN = 5;

/**
 * The scans of a crawler instance, newest first: state, when, what they found and wrote (a bar
 * while one runs), why one failed; a running one stopped, a stopped or failed one run again.
 */
export function ScansTable({ scans, label }: { scans: readonly Scan[]; label: string }) {
  const { t, i18n } = useTranslation();
  const action = useScanAction();
  const [all, setAll] = useState(false);
  const shown = all ? scans : scans.slice(0, SHOWN);
  const count = (n: number) => n.toLocaleString(i18n.language);
  return (
    <>
      {action.error && <ErrorNotice error={action.error} />}
      <DataTable
        size="small"
        aria-label={label}
        rows={shown}
        rowKey={(s) => s.executionId}
        rowProps={(s) => ({ 'data-testid': 'scan-row', 'data-status': s.status })}
        emptyRow={t('governance.scan.none')}
        columns={[
          {
            header: t('governance.scan.status'),
            width: 190,
            cell: (s) => {
              const percent = scanPercent(s);
              return (
                <>
                  <StateChip state={s.status} />
                  {!scanEnded(s) && (
                    <LinearProgress
                      sx={{ mt: 1 }}
                      aria-label={t('governance.scan.progress')}
                      variant={percent === null ? 'indeterminate' : 'determinate'}
                      value={percent ?? undefined}
                    />
                  )}
                </>
              );
            },
          },
          {
            header: t('governance.scan.started'),
            cell: (s) => (
              <>
                <Typography variant="body2">
                  {formatMoment(s.startTime ?? s.createDate, i18n.language, true)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {s.startedBy}
                </Typography>
              </>
            ),
          },
          {
            header: t('governance.scan.duration'),
            cell: (s) => {
              const d = scanDuration(s);
              return d === null ? '—' : t('governance.scan.seconds', { count: d });
            },
          },
          { header: t('governance.scan.found'), align: 'right', cell: (s) => count(s.found) },
          { header: t('governance.scan.written'), align: 'right', cell: (s) => count(s.written) },
          {
            header: t('governance.scan.unchanged'),
            align: 'right',
            cell: (s) => count(s.unchanged),
          },
          { header: t('governance.scan.deleted'), align: 'right', cell: (s) => count(s.deleted) },
          {
            header: t('governance.scan.message'),
            // A completed scan's message repeats its counts: only a failure's or a stop's is shown.
            cell: (s) =>
              s.status !== 'COMPLETED' &&
              s.exitMessage && (
                <Typography
                  variant="body2"
                  color={s.status === 'FAILED' ? 'error' : 'text.secondary'}
                  data-testid="scan-message"
                  sx={{ wordBreak: 'break-word', maxWidth: 360 }}
                >
                  {s.exitMessage}
                </Typography>
              ),
          },
          {
            cell: (s) =>
              s.status === 'STARTED' || s.status === 'STARTING' ? (
                <Button
                  size="small"
                  color="warning"
                  disabled={action.isPending}
                  onClick={() => action.mutate({ action: 'stop', scan: s })}
                >
                  {t('governance.scan.stop')}
                </Button>
              ) : (
                (s.status === 'FAILED' || s.status === 'STOPPED') &&
                s === scans[0] && (
                  <Button
                    size="small"
                    disabled={action.isPending}
                    onClick={() => action.mutate({ action: 'restart', scan: s })}
                  >
                    {t('governance.scan.restart')}
                  </Button>
                )
              ),
          },
        ]}
      />
      {scans.length > SHOWN && (
        <Box sx={{ mt: 1 }}>
          <Button size="small" onClick={() => setAll(!all)}>
            {all ? t('governance.scan.fewer') : t('governance.scan.all', { count: scans.length })}
          </Button>
        </Box>
      )}
    </>
  );
}
