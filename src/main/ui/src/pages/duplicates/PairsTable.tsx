import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { attributesOf, label, type Entity } from '../../model/useModel';
import { comparisonsOf, describe, type ClusterRecord, type Pair } from './compare';

/** Each matched pair of a cluster: the rule that matched it and every comparison's score. */
export function PairsTable({
  entity,
  records,
  pairs,
}: {
  entity: Entity | undefined;
  records: ClusterRecord[];
  pairs: Pair[];
}) {
  const { t, i18n } = useTranslation();
  const scores = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });
  const name = (etalonId: string | null) => {
    const record = records.find((r) => r.etalonId === etalonId);
    return record ? describe(record) : '';
  };
  const attributes = entity ? attributesOf(entity) : [];
  const attributeLabel = (attributeName: string) => {
    const attribute = attributes.find((a) => a.name === attributeName);
    return attribute ? label(attribute) : attributeName;
  };
  return (
    <Table size="small" data-testid="pairs" aria-label={t('duplicates.pairs')}>
      <TableHead>
        <TableRow>
          <TableCell component="th">{t('duplicates.pair')}</TableCell>
          <TableCell component="th">{t('duplicates.rule')}</TableCell>
          <TableCell component="th">{t('duplicates.scores')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {pairs.map((pair) => (
          <TableRow key={`${pair.etalonIdA}/${pair.etalonIdB}`} data-testid="pair">
            <TableCell>
              {name(pair.etalonIdA)} ↔ {name(pair.etalonIdB)}
            </TableCell>
            <TableCell data-testid="pair-rule">{pair.ruleDisplayName || pair.ruleName}</TableCell>
            <TableCell>
              {comparisonsOf(pair).map((comparison, index) => (
                <div key={index} data-testid="comparison">
                  {t('duplicates.score', {
                    attributes: comparison.attributes.map(attributeLabel).join(' + '),
                    type: t(`matchingModels.types.${comparison.type}`, {
                      defaultValue: comparison.type,
                    }),
                    score: comparison.score === null ? '—' : scores.format(comparison.score),
                  })}
                </div>
              ))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
