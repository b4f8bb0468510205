import { useTranslation } from 'react-i18next';
import type { AttributeDef } from '../../api/schemas';
import { layOutAttributes } from './attributeLayout';
import { targetOf } from './elements';
import { DataTable } from '../../components/DataTable';

/** A confidential attribute's function with the parameters given: `Mask (keepLast 2)`. */
function obfuscationOf(attribute: AttributeDef) {
  const settings = attribute.obfuscationFunction;
  if (!attribute.confidential || !settings) return '';
  const given = Object.entries(settings.parameters ?? {}).map(
    ([name, value]) => `${name} ${value}`,
  );
  const library = settings.libraryName ? `${settings.libraryName}: ` : '';
  return `${library}${settings.name ?? ''}${given.length ? ` (${given.join(', ')})` : ''}`;
}

function weightsOf(attribute: AttributeDef) {
  return Object.entries(attribute.sourceWeights ?? {})
    .map(([source, weight]) => `${source}: ${weight}`)
    .join(', ');
}

/** An element's attributes, read-only, in the groups of the entity's layout setting. */
export function AttributesTable({
  owner,
  attributes,
}: {
  owner: string;
  attributes: AttributeDef[];
}) {
  const { t } = useTranslation();
  const yes = (flag: boolean | null | undefined) => (flag ? t('model.yes') : '');
  return (
    <DataTable
      aria-label={t('model.attributesOf', { name: owner })}
      groups={layOutAttributes(owner, attributes).map((group) => ({
        key: group.title ?? '',
        title: group.title,
        rows: group.attributes,
      }))}
      rowKey={({ index }) => index}
      emptyRow={t('model.noAttributes')}
      columns={[
        { header: t('model.field.name'), cell: ({ attribute }) => attribute.name },
        { header: t('model.field.displayName'), cell: ({ attribute }) => attribute.displayName },
        { header: t('model.field.type'), cell: ({ attribute }) => attribute.type },
        {
          header: t('model.target'),
          cell: ({ attribute }) => {
            const target = targetOf(attribute.type);
            return target ? attribute[target.field] : '';
          },
        },
        { header: t('model.field.required'), cell: ({ attribute }) => yes(attribute.required) },
        { header: t('model.field.array'), cell: ({ attribute }) => yes(attribute.array) },
        { header: t('model.sourceWeights'), cell: ({ attribute }) => weightsOf(attribute) },
        { header: t('dp.confidential'), cell: ({ attribute }) => obfuscationOf(attribute) },
      ]}
    />
  );
}
