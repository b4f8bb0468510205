import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { displayOf } from '../../model/useModel';
import type { AttributeDef } from '../../api/schemas';
import { attributeLabel, useAssetTypes, type Asset } from './catalogApi';

interface Row {
  name: string;
  label: string;
  attribute?: AttributeDef;
  value: unknown;
}

/** The attributes of an asset's type in the type's order, then any other value it holds. */
export function attributeRows(attributes: AttributeDef[], values: Record<string, unknown>): Row[] {
  const rows: Row[] = attributes.map((a) => ({
    name: a.name!,
    label: attributeLabel(a),
    attribute: a,
    value: values[a.name!],
  }));
  const known = new Set(rows.map((r) => r.name));
  for (const [name, value] of Object.entries(values)) {
    if (!known.has(name)) rows.push({ name, label: attributeLabel({ name }), value });
  }
  return rows;
}

/** An asset's attribute values, labelled as its type names them. */
export function AssetAttributes({
  asset,
  hideEmpty = false,
}: {
  asset: Asset;
  hideEmpty?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const types = useAssetTypes();
  const type = types.get(asset.assetType ?? '');
  const values = (asset.attributes ?? {}) as Record<string, unknown>;
  const rows = attributeRows(type?.attributes ?? [], values).filter(
    (r) => !hideEmpty || (r.value !== null && r.value !== undefined && r.value !== ''),
  );
  return (
    <DataTable
      size="small"
      data-testid="asset-attributes"
      rows={rows}
      rowKey={(r) => r.name}
      rowProps={(r) => ({ 'data-attribute': r.name })}
      empty={t('catalog.asset.noValues')}
      columns={[
        {
          header: t('catalog.asset.attribute'),
          width: 200,
          cell: (r) => r.label,
          cellProps: () => ({ component: 'th', scope: 'row', sx: { color: 'text.secondary' } }),
        },
        {
          header: t('catalog.asset.value'),
          cellProps: () => ({ sx: { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } }),
          cell: (r) =>
            valueText(r.attribute, r.value, i18n.language, t('catalog.yes'), t('catalog.no')),
        },
      ]}
    />
  );
}

/** A value as the catalog prints it: a boolean as yes or no, the rest as every screen does. */
export function valueText(
  attribute: Pick<AttributeDef, 'type'> | undefined,
  value: unknown,
  language: string,
  yes: string,
  no: string,
): string {
  if (typeof value === 'boolean') return value ? yes : no;
  return displayOf(attribute, value, language);
}
