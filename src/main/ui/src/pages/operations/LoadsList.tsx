import { Link, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../components/DataTable';
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
      <DataTable
        aria-label={t('operations.load.recent')}
        rows={loads.data}
        empty={t('operations.none')}
        rowKey={(load) => load.importId}
        rowProps={(load) => ({
          selected: load.importId === selected,
          'data-testid': 'load-row',
          'data-import': load.importId,
        })}
        columns={[
          {
            header: t('operations.load.id'),
            cell: (load) => (
              <Link
                component={RouterLink}
                to={`/operations/loads/${load.importId}`}
                aria-label={t('operations.load.open', { id: load.importId })}
              >
                {load.importId}
              </Link>
            ),
          },
          { header: t('operations.load.format'), cell: (load) => load.format },
          {
            header: t('operations.load.entityColumn'),
            cell: (load) => load.entityName ?? t('common.none'),
          },
          { header: t('operations.stateColumn'), cell: (load) => <StateChip state={load.state} /> },
          {
            header: t('operations.progressColumn'),
            width: 200,
            cell: (load) => (
              <ProgressBar
                value={loadPercent(load)}
                state={load.state}
                name={t('operations.load.name', { id: load.importId })}
              />
            ),
          },
          {
            header: t('operations.load.linesRead'),
            align: 'right',
            cell: (load) => number.format(load.linesRead),
          },
          {
            header: t('operations.load.loaded'),
            align: 'right',
            cell: (load) => number.format(load.loaded),
          },
          {
            header: t('operations.load.updated'),
            align: 'right',
            cell: (load) => number.format(load.updated),
          },
          {
            header: t('operations.load.rejected'),
            align: 'right',
            cell: (load) => number.format(load.rejected),
          },
          { header: t('operations.by'), cell: (load) => load.createdBy },
          { header: t('operations.when'), cell: (load) => when(load.createDate, i18n.language) },
        ]}
      />
    </Paper>
  );
}
