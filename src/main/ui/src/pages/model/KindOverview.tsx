import { Link, Paper } from '@mui/material';
import { Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DataModel, EntityDef, EnumerationDef } from '../../api/schemas';
import { elementsOf } from './elements';
import type { RelationDef, SourceSystemDef } from './modelApi';
import { keyOf, type Kind } from './modelPath';
import { DataTable } from '../../components/DataTable';

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
      <DataTable
        aria-label={t(`model.kinds.${kind}`)}
        rows={elements}
        empty={t('model.noElements')}
        rowKey={(element, index) => keyOf(element, index)}
        columns={[
          {
            header: t('model.field.name'),
            cell: (element, index) => (
              <Link
                component={RouterLink}
                to={`?kind=${kind}&name=${encodeURIComponent(keyOf(element, index))}`}
              >
                {element.name || t('model.unnamed', { number: index + 1 })}
              </Link>
            ),
          },
          {
            header:
              kind === 'sourceSystems'
                ? t('model.field.description')
                : t('model.field.displayName'),
            cell: (element) => {
              const shown = element as { displayName?: string | null; description?: string | null };
              return (kind === 'sourceSystems' ? shown.description : shown.displayName) ?? '';
            },
          },
          { header: t(`model.summary.${kind}`), cell: (element) => summaryOf(kind, element, t) },
        ]}
      />
    </Paper>
  );
}
