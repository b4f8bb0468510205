import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  ListSubheader,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { DataGrid } from '@mui/x-data-grid';
import type {
  GridColDef,
  GridPaginationModel,
  GridRowSelectionModel,
  GridSortModel,
} from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Hit } from '../../api/schemas';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import {
  attributesOf,
  descriptionAttribute,
  displayOf,
  entitiesOf,
  label,
  useModel,
  type Entity,
} from '../../model/useModel';
import { MergeSelected, NO_SELECTION } from '../duplicates/MergeSelected';
import { Facets } from './Facets';
import { FilterPanel } from './FilterPanel';
import { chosenFacets, facetsToParam, rowsFromParam, rowsToParam, type FilterRow } from './filters';
import { FacetChoice } from './FacetChoice';
import { useSearchResults } from './useSearchResults';
import { pageLabel, pagerOf } from './searchPaging';
import { ClassifiedUnderFilter } from '../classifications/ClassifiedUnderFilter';
import {
  underFromParam,
  underToParam,
  type UnderNode,
} from '../classifications/classificationLogic';
import { VALUE_TYPES } from '../../model/attributeTypes';
import { BulkMenu } from './bulk/BulkMenu';
import { ImportButton } from './bulk/ImportDialog';
import { DateField } from '../../components/DateField';
import { CutText } from '../../components/CutText';
import { may, useSession } from '../../auth/session';
import { gridTexts } from '../../theme';
import { QualityFacets } from '../quality/QualityFacets';
import { QualityFilter } from '../quality/QualityFilter';
import { QUALITY_FACETS, qualityFromParams, qualityToParams } from '../quality/qualityChoice';
import { ruleNamesOf, useRegisterRules } from '../quality/registerRules';

const COLUMNS = 8;
const SIMPLE = new Set<string>(VALUE_TYPES);

function columnsOf(entity: Entity, description: string, language: string): GridColDef<Hit>[] {
  const describedBy = descriptionAttribute(entity);
  const columns: GridColDef<Hit>[] = [
    {
      field: '$description',
      headerName: description,
      flex: 2,
      minWidth: 200,
      valueGetter: (_value, hit) => hit.displayName ?? '',
      renderCell: (params) => <CutText text={String(params.formattedValue ?? '')} />,
    },
  ];
  for (const attribute of attributesOf(entity)) {
    if (columns.length > COLUMNS || attribute.array || attribute.name === describedBy) continue;
    if (
      !attribute.lookupEntity &&
      !attribute.enumeration &&
      !SIMPLE.has(attribute.type ?? 'String')
    ) {
      continue;
    }
    columns.push({
      field: attribute.name!,
      headerName: label(attribute),
      flex: 1,
      minWidth: 120,
      type: attribute.type === 'Integer' || attribute.type === 'Number' ? 'number' : 'string',
      valueGetter: (_value, hit) => (hit.attributes as Record<string, unknown>)?.[attribute.name!],
      valueFormatter: (value) => displayOf(attribute, value, language),
      renderCell: (params) => <CutText text={String(params.formattedValue ?? '')} />,
    });
  }
  return columns;
}

/** Records of a register or reference set: text, validity date, a page of the golden records. */
export default function SearchPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { entity: entityName } = useParams();
  const [params, setParams] = useSearchParams();
  const model = useModel();
  const { session } = useSession();
  const entities = useMemo(() => entitiesOf(model.data), [model.data]);
  const entity = entities.find((e) => e.name === entityName);
  const text = params.get('text') ?? '';
  const at = params.get('at') ?? '';
  const inactive = params.get('inactive') === 'true';
  const rows = useMemo(() => rowsFromParam(params.get('f')), [params]);
  const under = useMemo(() => underFromParam(params.get('under')), [params]);
  const facetParam = params.get('facets');
  const facetNames = useMemo(
    () => (entity ? chosenFacets(attributesOf(entity), facetParam) : []),
    [entity, facetParam],
  );
  const quality = useMemo(() => qualityFromParams(params), [params]);
  const rules = useRegisterRules(entity?.name ?? undefined);
  const ruleNames = useMemo(() => ruleNamesOf(rules.data), [rules.data]);
  const [draft, setDraft] = useState({ text, at, inactive, rows, under, quality });
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const [sort, setSort] = useState<GridSortModel>([]);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);

  const {
    results,
    restart,
    refresh,
    selection: found,
    countExactly,
  } = useSearchResults({
    entity,
    text,
    at,
    inactive,
    rows,
    under,
    quality,
    paging,
    sort,
    // The records with errors are counted by severity and rule while the steward looks at them.
    facetNames: quality ? [...facetNames, ...QUALITY_FACETS] : facetNames,
  });

  const pager = pagerOf(results.data, paging.page, paging.pageSize);

  const columns = useMemo(
    () => (entity ? columnsOf(entity, t('search.name'), i18n.language) : []),
    [entity, t, i18n.language],
  );

  function search(what: typeof draft) {
    restart();
    setPaging((p) => ({ ...p, page: 0 }));
    const next = new URLSearchParams();
    if (what.text) next.set('text', what.text);
    if (what.at) next.set('at', what.at);
    if (what.inactive) next.set('inactive', 'true');
    const filters = rowsToParam(what.rows);
    if (filters) next.set('f', filters);
    const nodes = underToParam(what.under);
    if (nodes) next.set('under', nodes);
    if (facetParam !== null) next.set('facets', facetParam);
    qualityToParams(what.quality, next);
    setParams(next);
  }

  /** Records with errors (of a severity, of a rule) or every record: the search runs. */
  function chooseQuality(choice: typeof draft.quality) {
    const next = { ...draft, quality: choice };
    setDraft(next);
    search(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    search(draft);
  }

  /** A facet's value narrows the search: a condition is added and the search runs. */
  function choose(attribute: string, value: unknown) {
    const row: FilterRow = { attribute, operator: 'EQ', value: String(value), to: '' };
    const next = { ...draft, rows: [...draft.rows, row] };
    setDraft(next);
    search(next);
  }

  /** The facets chosen anew: kept in the address, counted for the same conditions. */
  function chooseFacets(names: string[]) {
    const next = new URLSearchParams(params);
    next.set('facets', facetsToParam(names));
    setParams(next);
  }

  /** A node added or removed: the search runs with the nodes it keeps to. */
  function classifiedUnder(nodes: UnderNode[]) {
    const next = { ...draft, under: nodes };
    setDraft(next);
    search(next);
  }

  function open(etalonId: string) {
    navigate(
      `/records/${encodeURIComponent(entityName ?? '')}/${etalonId}${at ? `?at=${at}` : ''}`,
    );
  }

  if (model.isPending) return <Loading />;
  if (model.error) return <ErrorNotice error={model.error} />;
  // The model lists what the user may read: nothing there is a missing right, unless an
  // administrator (who reads everything) sees it.
  if (entities.length === 0) {
    return session?.admin ? (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/model" color="inherit">
            {t('search.defineModel')}
          </Button>
        }
      >
        {t('search.noEntities')}
      </Alert>
    ) : (
      <Alert severity="info">{t('search.noneReadable')}</Alert>
    );
  }
  const writable =
    entity !== undefined &&
    (may(session, entity.name!, 'CREATE') || may(session, entity.name!, 'UPDATE'));

  return (
    <Stack spacing={2}>
      {!session?.admin && !entities.some((e) => e.kind === 'register') && (
        <Alert severity="info">{t('search.noRegistersReadable')}</Alert>
      )}
      <Paper component="form" role="search" onSubmit={submit} sx={{ p: 2 }}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
          useFlexGap
        >
          <TextField
            select
            label={t('search.entity')}
            value={entity?.name ?? ''}
            onChange={(e) => {
              restart();
              setPaging((p) => ({ ...p, page: 0 }));
              setSort([]);
              setSelection(NO_SELECTION);
              // Another register has other attributes: its facets are its defaults.
              const kept = new URLSearchParams(params);
              kept.delete('facets');
              navigate(`/records/${encodeURIComponent(e.target.value)}?${kept}`);
            }}
            sx={{ minWidth: 260 }}
          >
            <ListSubheader>{t('search.registers')}</ListSubheader>
            {entities
              .filter((e) => e.kind === 'register')
              .map((e) => (
                <MenuItem key={e.name} value={e.name!}>
                  {label(e)}
                </MenuItem>
              ))}
            <ListSubheader>{t('search.referenceSets')}</ListSubheader>
            {entities
              .filter((e) => e.kind === 'referenceSet')
              .map((e) => (
                <MenuItem key={e.name} value={e.name!}>
                  {label(e)}
                </MenuItem>
              ))}
          </TextField>
          <TextField
            label={t('search.text')}
            helperText={t('search.textHelp')}
            value={draft.text}
            onChange={(e) => setDraft({ ...draft, text: e.target.value })}
            sx={{ flex: 1, minWidth: 280 }}
            type="search"
          />
          <DateField
            label={t('search.at')}
            value={draft.at}
            onChange={(at) => setDraft({ ...draft, at })}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.inactive}
                onChange={(e) => setDraft({ ...draft, inactive: e.target.checked })}
              />
            }
            label={t('search.inactive')}
            sx={{ mt: 1 }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!entity}
            sx={{ mt: 0.5 }}
          >
            {t('search.submit')}
          </Button>
          {entity && may(session, entity.name!, 'CREATE') && (
            <Button
              variant="outlined"
              size="large"
              sx={{ mt: 0.5 }}
              onClick={() => navigate(`/records/${encodeURIComponent(entity.name!)}/new`)}
            >
              {t('drafts.list.newRecord')}
            </Button>
          )}
        </Stack>
        {entity && (
          <Box sx={{ mt: 2 }}>
            <FilterPanel
              attributes={attributesOf(entity)}
              enumerations={model.data?.enumerations ?? []}
              rows={draft.rows}
              onChange={(next) => setDraft({ ...draft, rows: next })}
            />
            <ClassifiedUnderFilter
              entityName={entity.name!}
              nodes={draft.under}
              onChange={classifiedUnder}
            />
            {ruleNames.size > 0 && (
              <QualityFilter rules={ruleNames} choice={draft.quality} onChange={chooseQuality} />
            )}
          </Box>
        )}
      </Paper>
      {!entity && (
        <Typography color="text.secondary" data-testid="choose-entity">
          {t('search.chooseEntity')}
        </Typography>
      )}
      {entity && results.data && quality && (
        <QualityFacets
          facets={results.data.facets}
          rules={ruleNames}
          onSeverity={(severity) => chooseQuality({ rule: quality.rule, severity })}
          onRule={(rule) => chooseQuality({ severity: quality.severity, rule })}
        />
      )}
      {entity && results.data && (
        <Facets facets={results.data.facets} attributes={attributesOf(entity)} onChoose={choose} />
      )}
      {results.error && <ErrorNotice error={results.error} />}
      {entity && (
        <Box>
          <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', minHeight: 32 }}>
            <Typography component="p" role="status" data-testid="total">
              {results.data
                ? t(
                    results.data.totalCountExact === false ? 'search.totalAtLeast' : 'search.total',
                    {
                      count: results.data.totalCount,
                    },
                  )
                : ''}
            </Typography>
            {results.data?.totalCountExact === false && (
              <Button size="small" onClick={countExactly} disabled={results.isFetching}>
                {t('search.countExactly')}
              </Button>
            )}
            <MergeSelected entity={entity} hits={results.data?.hits ?? []} selection={selection} />
            <Box sx={{ flex: 1 }} />
            <Button
              size="small"
              component={RouterLink}
              to={`/profiles/${encodeURIComponent(entity.name!)}`}
            >
              {t('profile.open')}
            </Button>
            <FacetChoice
              attributes={attributesOf(entity)}
              chosen={facetNames}
              onChange={chooseFacets}
            />
            <BulkMenu
              selection={found}
              count={results.data?.totalCount ?? null}
              exact={results.data?.totalCountExact !== false}
              onCountExactly={countExactly}
              entityLabel={label(entity)}
            />
            {writable ? (
              <ImportButton
                entityName={entity.name!}
                onShowRecords={() => {
                  refresh();
                  setPaging((p) => ({ ...p, page: 0 }));
                }}
              />
            ) : (
              <Typography variant="body2" color="text.secondary" data-testid="read-only">
                {t('search.readOnly')}
              </Typography>
            )}
          </Stack>
          <DataGrid
            aria-label={t('search.results')}
            rows={results.data?.hits ?? []}
            getRowId={(hit) => hit.etalonId ?? ''}
            columns={columns}
            loading={results.isFetching}
            rowCount={pager.rowCount}
            paginationMeta={{ hasNextPage: pager.hasNextPage }}
            paginationMode="server"
            sortingMode="server"
            paginationModel={paging}
            onPaginationModelChange={setPaging}
            pageSizeOptions={[25, 50, 100]}
            localeText={{
              ...gridTexts(i18n.language),
              paginationDisplayedRows: (shown) =>
                pageLabel(t, shown, results.data?.totalCount ?? null),
            }}
            sortModel={sort}
            onSortModelChange={(model) => {
              restart();
              setSort(model);
              setPaging((p) => ({ ...p, page: 0 }));
            }}
            disableColumnFilter
            disableRowSelectionOnClick
            checkboxSelection
            keepNonExistentRowsSelected
            rowSelectionModel={selection}
            onRowSelectionModelChange={setSelection}
            onRowClick={(row, event) => {
              // Ticking a row's box chooses it for a merge; it does not open the record.
              if ((event.target as HTMLElement).closest('.MuiDataGrid-cellCheckbox')) return;
              open(String(row.id));
            }}
            onCellKeyDown={(cell, event) => {
              if (event.key === 'Enter' && cell.field !== '__check__') open(String(cell.id));
            }}
            sx={{
              bgcolor: 'background.paper',
              height: 640,
              '& .MuiDataGrid-row': { cursor: 'pointer' },
            }}
          />
        </Box>
      )}
    </Stack>
  );
}
