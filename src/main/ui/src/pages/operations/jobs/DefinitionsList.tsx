import {
  Autocomplete,
  Box,
  Button,
  Chip,
  Link,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { PagedGrid } from './PagedGrid';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { finished } from '../progress';
import { ProgressBar } from '../ProgressBar';
import { StateChip } from '../StateChip';
import { when } from '../when';
import {
  useDefinitions,
  useEnableDefinition,
  useTags,
  type Definition,
  type Descriptor,
} from './jobsApi';
import { progressOf } from './runs';
import { ExportButton, ImportButton } from './TransferButtons';

const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

interface Props {
  descriptors: Descriptor[];
  onNew: () => void;
}

/**
 * The operations found by name and tags, a page at a time, each with its type, schedule, whether
 * it is on, and its latest run (followed while it goes on); chosen ones are exported.
 */
export function DefinitionsList({ descriptors, onNew }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const found = useDefinitions({ name, tags, ...paging });
  const known = useTags();
  const columns = useColumns(descriptors);
  const rows = found.data?.definitions ?? [];
  // The chosen of the operations shown (one deleted meanwhile is no longer there to export).
  const chosen = rows
    .map((d) => d.id)
    .filter((id) => selection.ids.has(id) === (selection.type === 'include'));

  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('operations.job.list')}
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <TextField
          size="small"
          type="search"
          label={t('operations.job.searchName')}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setPaging((p) => ({ ...p, page: 0 }));
          }}
          sx={{ minWidth: 240 }}
        />
        <Autocomplete
          multiple
          size="small"
          options={known.data ?? []}
          value={tags}
          onChange={(_, value) => {
            setTags(value);
            setPaging((p) => ({ ...p, page: 0 }));
          }}
          renderInput={(params) => <TextField {...params} label={t('operations.job.searchTags')} />}
          sx={{ minWidth: 240 }}
        />
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={onNew}>
          {t('operations.job.new')}
        </Button>
        <ExportButton ids={chosen} />
        <ImportButton />
      </Stack>
      {found.error && <ErrorNotice error={found.error} />}
      <PagedGrid
        aria-label={t('operations.job.list')}
        rows={rows}
        columns={columns}
        loading={found.isPending}
        total={found.data?.totalCount}
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        disableRowSelectionOnClick
        checkboxSelection
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
      />
    </Paper>
  );
}

function useColumns(descriptors: Descriptor[]): GridColDef<Definition>[] {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => [
      {
        field: 'name',
        headerName: t('operations.job.field.name'),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={`/operations/jobs/${row.id}`}
            data-testid="definition-link"
          >
            {row.name}
          </Link>
        ),
      },
      {
        field: 'jobName',
        headerName: t('operations.job.field.type'),
        width: 170,
        valueGetter: (_, row) =>
          descriptors.find((d) => d.jobName === row.jobName)?.displayName ?? row.jobName,
      },
      {
        field: 'enabled',
        headerName: t('operations.job.field.enabled'),
        width: 100,
        renderCell: ({ row }) => <EnabledSwitch definition={row} />,
      },
      {
        field: 'cronExpression',
        headerName: t('operations.job.field.cron'),
        width: 160,
        renderCell: ({ row }) => <code>{row.cronExpression ?? t('common.none')}</code>,
      },
      {
        field: 'tags',
        headerName: t('operations.job.field.tags'),
        width: 160,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {row.tags.map((tag) => (
              <Chip key={tag} size="small" label={tag} title={tag} />
            ))}
          </Stack>
        ),
      },
      {
        field: 'lastStatus',
        headerName: t('operations.job.lastRun'),
        width: 160,
        valueGetter: (_, row) => row.lastExecution?.status ?? null,
        renderCell: ({ row }) =>
          row.lastExecution ? <StateChip state={row.lastExecution.status} /> : t('common.none'),
      },
      {
        field: 'lastProgress',
        headerName: t('operations.job.lastRunProgress'),
        width: 220,
        renderCell: ({ row }) => {
          const run = row.lastExecution;
          if (!run) return '';
          if (finished(run.status)) return when(run.endTime ?? run.startTime, i18n.language);
          return (
            <Box sx={{ width: '100%' }}>
              <ProgressBar value={progressOf(run)} state={run.status} name={row.name} />
            </Box>
          );
        },
      },
    ],
    [t, i18n.language, descriptors],
  );
}

/** Switches an operation's schedule on or off, in its row. */
function EnabledSwitch({ definition }: { definition: Definition }) {
  const { t } = useTranslation();
  const enable = useEnableDefinition();
  return (
    <Switch
      size="small"
      checked={enable.isPending ? !definition.enabled : definition.enabled}
      disabled={enable.isPending}
      onChange={(e) => enable.mutate({ id: definition.id, enabled: e.target.checked })}
      slotProps={{
        input: { 'aria-label': t('operations.job.enabledOf', { name: definition.name }) },
      }}
    />
  );
}
