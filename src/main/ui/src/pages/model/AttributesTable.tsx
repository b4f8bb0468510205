import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttributeDef } from '../../api/schemas';
import { layOutAttributes } from './attributeLayout';
import { targetOf } from './elements';

const COLUMNS = 7;

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
    <Table size="small" aria-label={t('model.attributesOf', { name: owner })}>
      <TableHead>
        <TableRow>
          <TableCell component="th">{t('model.field.name')}</TableCell>
          <TableCell component="th">{t('model.field.displayName')}</TableCell>
          <TableCell component="th">{t('model.field.type')}</TableCell>
          <TableCell component="th">{t('model.target')}</TableCell>
          <TableCell component="th">{t('model.field.required')}</TableCell>
          <TableCell component="th">{t('model.field.array')}</TableCell>
          <TableCell component="th">{t('model.sourceWeights')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {layOutAttributes(owner, attributes).map((group) => (
          <Fragment key={group.title ?? ''}>
            {group.title && (
              <TableRow>
                <TableCell
                  component="th"
                  scope="rowgroup"
                  colSpan={COLUMNS}
                  sx={{ fontWeight: 700 }}
                >
                  {group.title}
                </TableCell>
              </TableRow>
            )}
            {group.attributes.map(({ attribute, index }) => {
              const target = targetOf(attribute.type);
              return (
                <TableRow key={index}>
                  <TableCell>{attribute.name}</TableCell>
                  <TableCell>{attribute.displayName}</TableCell>
                  <TableCell>{attribute.type}</TableCell>
                  <TableCell>{target ? attribute[target.field] : ''}</TableCell>
                  <TableCell>{yes(attribute.required)}</TableCell>
                  <TableCell>{yes(attribute.array)}</TableCell>
                  <TableCell>{weightsOf(attribute)}</TableCell>
                </TableRow>
              );
            })}
          </Fragment>
        ))}
        {attributes.length === 0 && (
          <TableRow>
            <TableCell colSpan={COLUMNS}>{t('model.noAttributes')}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
