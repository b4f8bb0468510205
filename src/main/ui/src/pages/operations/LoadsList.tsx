import {
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { useLoads, type Load } from './loadsApi';
import { ProgressBar } from './ProgressBar';
import { StateChip } from './StateChip';
import { when } from './when';

/**
 * How far a load got, as the server tells it (the bytes of its file its committed batches cover);
 * unknown for a load made before the server kept its file's size, whole once done.
 */
export function loadPercent(load: Load): number | null {
  return load.state === 'DONE' ? 100 : (load.percent ?? null);
}

/** The latest loads, newest first, each with its progress and counters. */
export function LoadsList({ selected }: { selected: number | null }) {
  const { t, i18n } = useTranslation();
  const loads = useLoads();
  if (loads.isPending) return <Loading />;
  if (loads.error) return <ErrorNotice error={loads.error} />;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('operations.load.recent')}
      </Typography>
      {loads.data.length === 0 ? (
        <Typography>{t('operations.none')}</Typography>
      ) : (
        <Table size="small" aria-label={t('operations.load.recent')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('operations.load.id')}</TableCell>
              <TableCell>{t('operations.load.format')}</TableCell>
              <TableCell>{t('operations.load.entityColumn')}</TableCell>
              <TableCell>{t('operations.stateColumn')}</TableCell>
              <TableCell sx={{ width: 200 }}>{t('operations.progressColumn')}</TableCell>
              <TableCell align="right">{t('operations.load.linesRead')}</TableCell>
              <TableCell align="right">{t('operations.load.loaded')}</TableCell>
              <TableCell align="right">{t('operations.load.updated')}</TableCell>
              <TableCell align="right">{t('operations.load.rejected')}</TableCell>
              <TableCell>{t('operations.by')}</TableCell>
              <TableCell>{t('operations.when')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {loads.data.map((load) => (
              <TableRow
                key={load.importId}
                selected={load.importId === selected}
                data-testid="load-row"
                data-import={load.importId}
              >
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={`/operations/loads/${load.importId}`}
                    aria-label={t('operations.load.open', { id: load.importId })}
                  >
                    {load.importId}
                  </Link>
                </TableCell>
                <TableCell>{load.format}</TableCell>
                <TableCell>{load.entityName ?? t('common.none')}</TableCell>
                <TableCell>
                  <StateChip state={load.state} />
                </TableCell>
                <TableCell>
                  <ProgressBar
                    value={loadPercent(load)}
                    state={load.state}
                    name={t('operations.load.name', { id: load.importId })}
                  />
                </TableCell>
                <TableCell align="right">{number.format(load.linesRead)}</TableCell>
                <TableCell align="right">{number.format(load.loaded)}</TableCell>
                <TableCell align="right">{number.format(load.updated)}</TableCell>
                <TableCell align="right">{number.format(load.rejected)}</TableCell>
                <TableCell>{load.createdBy}</TableCell>
                <TableCell>{when(load.createDate, i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
