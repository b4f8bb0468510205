import { Box, Button, LinearProgress, TableCell, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/DataTable';
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
  const columns: Column<Scan>[] = [
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
      cellProps: () => ({ sx: { whiteSpace: 'nowrap' } }),
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
    { header: t('governance.scan.found'), align: 'right', width: 110, cell: (s) => count(s.found) },
    {
      header: t('governance.scan.written'),
      align: 'right',
      width: 110,
      cell: (s) => count(s.written),
    },
    {
      header: t('governance.scan.unchanged'),
      align: 'right',
      cell: (s) => count(s.unchanged),
    },
    {
      header: t('governance.scan.deleted'),
      align: 'right',
      width: 110,
      cell: (s) => count(s.deleted),
    },
    {
      cellProps: () => ({ sx: { whiteSpace: 'nowrap' } }),
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
  ];
  return (
    <>
      {action.error && <ErrorNotice error={action.error} />}
      <DataTable
        size="small"
        aria-label={label}
        rows={shown}
        rowKey={(s) => s.executionId}
        emptyRow={t('governance.scan.none')}
        // A failure's or a stop's reason stands in a row of its own under its scan, the table's
        // width (a completed scan's message only repeats its counts).
        renderRow={(s, index) => (
          <>
            <TableRow data-testid="scan-row" data-status={s.status}>
              {columns.map((c, n) => (
                <TableCell key={n} align={c.align} {...c.cellProps?.(s, index)}>
                  {c.cell?.(s, index)}
                </TableCell>
              ))}
            </TableRow>
            {s.status !== 'COMPLETED' && s.exitMessage && (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ pt: 0 }}>
                  <Typography
                    variant="body2"
                    color={s.status === 'FAILED' ? 'error' : 'text.secondary'}
                    sx={{ wordBreak: 'break-word' }}
                    data-testid="scan-message"
                  >
                    {s.exitMessage}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </>
        )}
        columns={columns}
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
