import { Paper, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { EntityDef, EnumerationDef, LookupEntityDef } from '../../api/schemas';
import { AttributesTable } from './AttributesTable';
import type { AnyElement, RelationDef, SourceSystemDef } from './modelApi';
import type { Kind } from './modelPath';

/** A few properties of an element as a two-column table (name → value). */
function Properties({ rows, label }: { rows: [string, unknown][]; label: string }) {
  const shown = rows.filter(([, value]) => value !== undefined);
  return (
    <Table size="small" aria-label={label} sx={{ maxWidth: 720 }}>
      <TableBody>
        {shown.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ width: 220, fontWeight: 600 }}>
              {label}
            </TableCell>
            <TableCell>{value === null || value === '' ? '—' : String(value)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** One element of the published model (or of a draft), read-only. */
export function ElementView({ kind, element }: { kind: Kind; element: AnyElement }) {
  const { t } = useTranslation();
  const f = (field: string) => t(`model.field.${field}`);
  const entity = element as LookupEntityDef & RelationDef & SourceSystemDef;
  const rows: [string, unknown][] = [
    [f('name'), element.name ?? null],
    [f('displayName'), kind === 'sourceSystems' ? undefined : (entity.displayName ?? null)],
    [f('description'), kind === 'enumerations' ? undefined : (entity.description ?? null)],
  ];
  if (kind === 'entities' || kind === 'lookupEntities') {
    rows.push([f('consolidation'), entity.consolidation ?? 'BVT']);
  }
  if (kind === 'lookupEntities') {
    rows.push([
      t('model.codeAttribute'),
      `${entity.codeAttribute?.name} (${entity.codeAttribute?.type})`,
    ]);
    rows.push([f('hierarchical'), entity.hierarchical ? t('model.yes') : t('model.no')]);
  }
  if (kind === 'relations') {
    rows.push([f('from'), entity.from ?? null], [f('to'), entity.to ?? null]);
    rows.push([f('relationType'), entity.type ? t(`model.relationType.${entity.type}`) : null]);
  }
  if (kind === 'sourceSystems') rows.push([f('weight'), entity.weight ?? 0]);
  const attributes =
    kind === 'enumerations' || kind === 'sourceSystems'
      ? null
      : ((element as EntityDef).attributes ?? []);
  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h2">
          {entity.displayName || element.name}
        </Typography>
        <Properties rows={rows} label={t('model.properties')} />
        {attributes && (
          <>
            <Typography variant="h6" component="h3">
              {t('model.attributes')}
            </Typography>
            <AttributesTable owner={element.name ?? ''} attributes={attributes} />
          </>
        )}
        {kind === 'enumerations' && (
          <>
            <Typography variant="h6" component="h3">
              {t('model.values')}
            </Typography>
            <Properties
              label={t('model.values')}
              rows={((element as EnumerationDef).values ?? []).map((v) => [
                v.name ?? '',
                v.displayName ?? null,
              ])}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
