import { Link, Paper, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DataModel, EntityDef, EnumerationDef } from '../../api/schemas';
import { elementsOf } from './elements';
import type { RelationDef, SourceSystemDef } from './modelApi';
import { keyOf, type Kind } from './modelPath';

/** What a kind's table says of each element besides its names. */
function summaryOf(kind: Kind, element: unknown, t: TFunction) {
  switch (kind) {
    case 'sourceSystems':
      return String((element as SourceSystemDef).weight ?? 0);
    case 'relations': {
      const r = element as RelationDef;
      return `${r.from ?? '?'} → ${r.to ?? '?'} (${r.type ?? '?'})`;
    }
    case 'enumerations':
      return t('model.valueCount', { count: (element as EnumerationDef).values?.length ?? 0 });
    default:
      return t('model.attributeCount', { count: (element as EntityDef).attributes?.length ?? 0 });
  }
}

/** The elements of one kind as a table; a name opens the element. */
export function KindOverview({ kind, model }: { kind: Kind; model: DataModel }) {
  const { t } = useTranslation();
  const elements = elementsOf(model, kind);
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t(`model.kinds.${kind}`)}
      </Typography>
      {elements.length === 0 ? (
        <Typography>{t('model.noElements')}</Typography>
      ) : (
        <Table size="small" aria-label={t(`model.kinds.${kind}`)}>
          <TableHead>
            <TableRow>
              <TableCell component="th">{t('model.field.name')}</TableCell>
              <TableCell component="th">
                {kind === 'sourceSystems'
                  ? t('model.field.description')
                  : t('model.field.displayName')}
              </TableCell>
              <TableCell component="th">{t(`model.summary.${kind}`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {elements.map((element, index) => {
              const key = keyOf(element, index);
              const shown = element as { displayName?: string | null; description?: string | null };
              return (
                <TableRow key={key}>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={`?kind=${kind}&name=${encodeURIComponent(key)}`}
                    >
                      {element.name || t('model.unnamed', { number: index + 1 })}
                    </Link>
                  </TableCell>
                  <TableCell>
                    {(kind === 'sourceSystems' ? shown.description : shown.displayName) ?? ''}
                  </TableCell>
                  <TableCell>{summaryOf(kind, element, t)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
