import { Box, Link, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import {
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gridTexts } from '../../../theme';
import { PagedGrid } from './PagedGrid';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { ProgressBar } from '../ProgressBar';
import { StateChip } from '../StateChip';
import { when } from '../when';
import { useAllDefinitions, useAllExecutions, type Descriptor, type Execution } from './jobsApi';
import { progressOf, RUN_STATUSES, typeName } from './runs';

interface Props {
  descriptors: Descriptor[];
  /** The run shown above the list, if one is. */
  selected: number | null;
}

/**
 * Every run, newest first, a page at a time, of one type or all and in one status or any: each
 * with its type, who started it, its status and progress, and when it started and ended (followed
 * while one goes on). A run is opened by its number or its row.
 */
export function RunsList({ descriptors, selected }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [jobName, setJobName] = useState('');
  const [status, setStatus] = useState('');
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const found = useAllExecutions({ jobName, status, ...paging });
  const definitions = useAllDefinitions();
  const names = useMemo(
    () => new Map((definitions.data ?? []).map((d) => [d.id, d.name])),
    [definitions.data],
  );
  const columns = useColumns(descriptors, names);
  const shown = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(selected === null ? [] : [selected]) }),
    [selected],
  );
  const types = useMemo(
    () =>
      descriptors
        .map((d) => ({ jobName: d.jobName, name: typeName(descriptors, d.jobName) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [descriptors],
  );
  // "Any type" and "Any state" are shown as chosen values, under their labels.
  const anyShown = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {t('operations.job.allRuns')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('operations.job.allRunsHelp')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t('operations.job.field.type')}
          value={jobName}
          onChange={(e) => {
            setJobName(e.target.value);
            setPaging((p) => ({ ...p, page: 0 }));
          }}
          slotProps={anyShown}
          sx={{ minWidth: 260 }}
        >
          <MenuItem value="">{t('operations.job.anyType')}</MenuItem>
          {types.map((type) => (
            <MenuItem key={type.jobName} value={type.jobName}>
              {type.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('operations.stateColumn')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setPaging((p) => ({ ...p, page: 0 }));
          }}
          slotProps={anyShown}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('operations.job.anyState')}</MenuItem>
          {RUN_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`operations.state.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {found.error && <ErrorNotice error={found.error} />}
      <PagedGrid
        aria-label={t('operations.job.allRuns')}
        rows={found.data?.executions ?? []}
        columns={columns}
        loading={found.isPending}
        total={found.data?.totalCount}
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        rowSelectionModel={shown}
        hideFooterSelectedRowCount
        clickable
        onRowClick={({ row }) => void navigate(`/operations/jobs/runs/${row.id}`)}
        // The prop replaces the theme's texts whole: the language's others are kept first.
        localeText={{ ...gridTexts(i18n.language), noRowsLabel: t('operations.job.noRunFound') }}
      />
    </Paper>
  );
}

/** The columns of the list; `names` are the operations' names by id. */
function useColumns(
  descriptors: Descriptor[],
  names: Map<number, string>,
): GridColDef<Execution>[] {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const number = new Intl.NumberFormat(i18n.language);
    return [
      {
        field: 'id',
        headerName: t('operations.job.run'),
        width: 80,
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={`/operations/jobs/runs/${row.id}`}
            aria-label={t('operations.job.openRun', { id: row.id })}
            data-testid="run-link"
          >
            {row.id}
          </Link>
        ),
      },
      {
        field: 'jobName',
        headerName: t('operations.job.field.type'),
        flex: 1,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Box>
            {typeName(descriptors, row.jobName)}
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {row.definitionId === null
                ? t('operations.job.oneOff')
                : t('operations.job.ofDefinition', {
                    name: names.get(row.definitionId) ?? `#${row.definitionId}`,
                  })}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'startedBy',
        headerName: t('operations.job.startedBy'),
        width: 120,
      },
      {
        field: 'status',
        headerName: t('operations.stateColumn'),
        width: 140,
        renderCell: ({ row }) => <StateChip state={row.status} />,
      },
      {
        field: 'progress',
        headerName: t('operations.progressColumn'),
        width: 200,
        renderCell: ({ row }) => (
          <Box sx={{ width: '100%' }}>
            <ProgressBar
              value={progressOf(row)}
              state={row.status}
              name={t('operations.job.runName', { id: row.id })}
            />
            <Typography variant="caption" color="text.secondary">
              {row.total === null
                ? t('operations.job.processed', { done: number.format(row.processed) })
                : t('operations.run.done', {
                    done: number.format(row.processed),
                    total: number.format(row.total),
                  })}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'startTime',
        headerName: t('operations.when'),
        width: 190,
        valueGetter: (_, row) => when(row.startTime ?? row.createDate, i18n.language),
      },
      {
        field: 'endTime',
        headerName: t('operations.run.finished'),
        width: 190,
        valueGetter: (_, row) => when(row.endTime, i18n.language),
      },
    ];
  }, [t, i18n.language, descriptors, names]);
}
