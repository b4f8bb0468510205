import { List, ListItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AttributeDef } from '../../api/schemas';
import { attributeLabel } from './describe';
import { PARAMETERS, type MatchRule } from './formModel';
import { elseWeight, levelWeight, signed } from './weights';

/**
 * A weighted rule in words: what decides (the thresholds), each attribute's levels with their
 * weights, and the keys that make records candidates.
 */
export function WeightedSummary({
  rule,
  attributes,
}: {
  rule: MatchRule;
  attributes: AttributeDef[];
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });
  const names = (one?: string | null, many?: string[] | null) =>
    (many ?? (one ? [one] : [])).map((p) => attributeLabel(p, attributes)).join(' + ');
  const levelName = (level: {
    type: string;
    threshold?: number | null;
    distance?: number | null;
    days?: number | null;
    delta?: number | null;
  }) => {
    const parameter = PARAMETERS[level.type as keyof typeof PARAMETERS];
    const value = parameter ? level[parameter.name] : null;
    const type = t(`matchingModels.types.${level.type}`);
    return value === null || value === undefined ? type : `${type} ${number.format(value)}`;
  };
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('matchingModels.weighted')}.{' '}
        {t('matchingModels.weightedThen', {
          upper: number.format(rule.upperThreshold ?? 0),
          lower: number.format(rule.lowerThreshold ?? 0),
          action: t(`matchingModels.actions.${rule.action}`),
        })}
      </Typography>
      <List dense disablePadding sx={{ listStyle: 'disc', pl: 3 }} data-testid="evidence">
        {(rule.evidence ?? []).map((evidence, i) => (
          <ListItem key={i} sx={{ display: 'list-item', py: 0 }}>
            {t('matchingModels.evidence', {
              attributes: names(evidence.attribute, evidence.attributes),
            })}{' '}
            {evidence.levels
              .map((level) =>
                t('matchingModels.levelWeight', {
                  level: levelName(level),
                  weight: signed(levelWeight(level), i18n.language),
                }),
              )
              .join(' · ')}
            {' · '}
            {t('matchingModels.elseWeight', {
              weight: signed(elseWeight(evidence), i18n.language),
            })}
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color="text.secondary">
        {t('matchingModels.blocking', {
          keys: (rule.blocking ?? [])
            .map((key) =>
              key.comparisons
                .map((c) => `${names(c.attribute, c.attributes)} (${levelName(c)})`)
                .join(' + '),
            )
            .join('; '),
        })}
      </Typography>
      {rule.linkage === 'ACROSS_SOURCES' && (
        <Typography variant="body2" color="text.secondary">
          {t('matchingModels.linkage.ACROSS_SOURCES')}
        </Typography>
      )}
    </>
  );
}
