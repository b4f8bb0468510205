import { useTranslation } from 'react-i18next';
import { attributesOf, label, type Entity } from '../../model/useModel';
import { comparisonsOf, describe, type ClusterRecord, type Pair } from './compare';
import { DataTable } from '../../components/DataTable';
import { signed } from '../matching-model/weights';

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
    <DataTable
      data-testid="pairs"
      aria-label={t('duplicates.pairs')}
      rows={pairs}
      rowKey={(pair) => `${pair.etalonIdA}/${pair.etalonIdB}`}
      rowProps={() => ({ 'data-testid': 'pair' })}
      columns={[
        {
          header: t('duplicates.pair'),
          cell: (pair) => (
            <>
              {name(pair.etalonIdA)} ↔ {name(pair.etalonIdB)}
            </>
          ),
        },
        {
          header: t('duplicates.rule'),
          cell: (pair) => pair.ruleDisplayName || pair.ruleName,
          cellProps: () => ({ 'data-testid': 'pair-rule' }),
        },
        {
          header: t('duplicates.scores'),
          cell: (pair) =>
            pair.evidence ? (
              <WeightedExplanation pair={pair} attributeLabel={attributeLabel} />
            ) : (
              comparisonsOf(pair).map((comparison, index) => (
                <div key={index} data-testid="comparison">
                  {t('duplicates.score', {
                    attributes: comparison.attributes.map(attributeLabel).join(' + '),
                    type: t(`matchingModels.types.${comparison.type}`, {
                      defaultValue: comparison.type,
                    }),
                    score: scores.format(comparison.score),
                  })}
                </div>
              ))
            ),
        },
      ]}
    />
  );
}

/** A weighted rule's score of a pair: the sum against the thresholds, then each attribute's part. */
function WeightedExplanation({
  pair,
  attributeLabel,
}: {
  pair: Pair;
  attributeLabel: (name: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const reached = (pair.score ?? 0) >= (pair.upperThreshold ?? 0);
  return (
    <>
      <div data-testid="weighted-score" style={{ fontWeight: 600 }}>
        {/* A REVIEW rule reviews from its lower threshold up: its upper one changes nothing. */}
        {pair.action === 'REVIEW'
          ? t('duplicates.weightedReview', {
              score: number.format(pair.score ?? 0),
              lower: number.format(pair.lowerThreshold ?? 0),
            })
          : t('duplicates.weightedScore', {
              score: number.format(pair.score ?? 0),
              lower: number.format(pair.lowerThreshold ?? 0),
              upper: number.format(pair.upperThreshold ?? 0),
              action: t('matchingModels.actionNames.AUTO_MERGE').toLowerCase(),
            })}
        {reached && pair.action !== 'REVIEW' ? ' ✓' : ''}
      </div>
      {(pair.evidence ?? []).map((evidence, index) => (
        <div key={index} data-testid="evidence">
          {t('duplicates.evidenceScore', {
            attributes: evidence.attributes.map(attributeLabel).join(' + '),
            level:
              evidence.level === 'NONE' || evidence.level === 'MISSING'
                ? t(`duplicates.levels.${evidence.level}`)
                : t(`matchingModels.types.${evidence.level}`, { defaultValue: evidence.level }),
            weight: signed(evidence.weight, i18n.language),
          })}
        </div>
      ))}
    </>
  );
}
