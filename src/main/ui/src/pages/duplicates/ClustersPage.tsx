import {
  Alert,
  Box,
  Button,
  Chip,
  Link,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { DataTable } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { entitiesOf, label, useModel } from '../../model/useModel';
import { describe } from './compare';
import { useClusters, useMatchingSets } from './queries';
import { formatMoment } from '../../format/dates';

/** The spec's name of the parameter keeping the clusters that hold one record. */
export const TARGET = 'clusterTargetSubjectId';

/** The cluster table: clusters waiting for a steward, filtered by register, set or record. */
export default function ClustersPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  // What the compare page did last (rejected, dissolved), told once on arrival.
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const target = params.get(TARGET) ?? '';
  const entityName = params.get('entity') ?? '';
  const setName = params.get('set') ?? '';
  const page = Number(params.get('page') ?? '0') || 0;
  const pageSize = Number(params.get('count') ?? '20') || 20;
  const model = useModel();
  const registers = useMemo(
    () => entitiesOf(model.data).filter((e) => e.kind === 'register'),
    [model.data],
  );
  const sets = useMatchingSets(entityName);
  const clusters = useClusters({
    entityName: entityName || null,
    setName: setName || null,
    clusterTargetSubjectId: target || null,
    page: page + 1,
    count: pageSize,
  });
  const rows = clusters.data?.clusters ?? [];
  // The record whose clusters are shown, by its name where one of them holds it.
  const targetRecord = Object.values(clusters.data?.records ?? {})
    .flat()
    .find((r) => r.etalonId === target);

  /** Changes some parameters and goes back to the first page. */
  function change(values: Record<string, string>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(values)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in values)) next.delete('page');
    setParams(next);
  }

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h1">
          {t('duplicates.title')}
        </Typography>
        <Typography color="text.secondary">{t('duplicates.intro')}</Typography>
      </Box>
      {notice && (
        <Alert severity="success" role="status">
          {notice}
        </Alert>
      )}
      <Paper sx={{ p: 2 }}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          useFlexGap
        >
          <TextField
            select
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            label={t('duplicates.register')}
            value={entityName}
            onChange={(e) => change({ entity: e.target.value, set: '' })}
            sx={{ minWidth: 240 }}
          >
            <MenuItem value="">{t('duplicates.anyRegister')}</MenuItem>
            {registers.map((e) => (
              <MenuItem key={e.name} value={e.name!}>
                {label(e)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            label={t('duplicates.set')}
            value={setName}
            disabled={!entityName}
            onChange={(e) => change({ set: e.target.value })}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{t('duplicates.anySet')}</MenuItem>
            {(sets.data ?? []).map((s) => (
              <MenuItem key={s.name} value={s.name}>
                {s.displayName || s.name}
              </MenuItem>
            ))}
          </TextField>
          {target && (
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
              data-testid="target-filter"
            >
              <Chip
                label={t('duplicates.target', {
                  record: (targetRecord && describe(targetRecord)) || target,
                })}
                color="primary"
                variant="outlined"
              />
              <Button size="small" onClick={() => change({ [TARGET]: '' })}>
                {t('duplicates.removeTarget')}
              </Button>
            </Stack>
          )}
        </Stack>
      </Paper>
      {clusters.error && <ErrorNotice error={clusters.error} />}
      {clusters.isPending && <Loading />}
      {clusters.data && (
        <Paper>
          <Typography component="p" role="status" data-testid="cluster-total" sx={{ p: 2, pb: 0 }}>
            {clusters.data.total === 0
              ? t('duplicates.none')
              : t('duplicates.total', { count: clusters.data.total })}
          </Typography>
          <DataTable
            aria-label={t('duplicates.table')}
            rows={rows.map((cluster) => {
              const records = clusters.data?.records[cluster.id ?? ''] ?? [];
              // A name may hold " · " itself (a display format's separator): one a line.
              const names = records.map((r) => describe(r)).filter((name) => name !== '');
              return {
                cluster,
                names,
                entity: registers.find((e) => e.name === cluster.entityName),
              };
            })}
            rowKey={({ cluster }) => cluster.id!}
            rowProps={() => ({ 'data-testid': 'cluster-row', hover: true })}
            columns={[
              {
                header: t('duplicates.records'),
                cell: ({ cluster, names }) => (
                  <Link
                    component={RouterLink}
                    to={`/duplicates/${cluster.id}${target ? `?${TARGET}=${target}` : ''}`}
                    aria-label={t('duplicates.openCluster', {
                      records: names.join('; ') || cluster.id,
                    })}
                  >
                    {names.length === 0
                      ? t('duplicates.open')
                      : names.map((name, index) => (
                          <Box component="span" key={index} sx={{ display: 'block' }}>
                            {name}
                          </Box>
                        ))}
                  </Link>
                ),
              },
              {
                header: t('duplicates.register'),
                cell: ({ cluster, entity }) => (entity ? label(entity) : cluster.entityName),
              },
              {
                header: t('duplicates.rule'),
                cell: ({ cluster }) => (
                  <>
                    {cluster.ruleDisplayName || cluster.ruleName}
                    <Typography variant="body2" color="text.secondary" component="span">
                      {' '}
                      ({cluster.setDisplayName || cluster.setName})
                    </Typography>
                  </>
                ),
              },
              {
                header: t('duplicates.size'),
                align: 'right',
                cell: ({ cluster }) => cluster.recordsCount,
              },
              {
                header: t('duplicates.date'),
                cell: ({ cluster }) =>
                  cluster.matchingDate ? formatMoment(cluster.matchingDate, i18n.language) : '',
              },
            ]}
            paging={{
              count: clusters.data.total,
              page,
              rowsPerPage: pageSize,
              rowsPerPageOptions: [20, 50, 100],
              onPageChange: (next) => change({ page: String(next) }),
              onRowsPerPageChange: (count) => change({ count: String(count) }),
            }}
          />
        </Paper>
      )}
    </Stack>
  );
}
