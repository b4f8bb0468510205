import { Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SearchAnswer } from '../../api/schemas';
import { RULE_FACET, SEVERITY_FACET } from './qualityChoice';
import { SEVERITY_COLOR } from './QualityMarks';
import type { Severity } from './qualityResults';

interface Props {
  facets: SearchAnswer['facets'];
  /** The register's rules: shown name by name. */
  rules: Map<string, string>;
  onSeverity(severity: Severity): void;
  onRule(rule: string): void;
}

/**
 * The records with errors counted by severity and by rule, among the matches; a count narrows
 * the search to its records.
 */
export function QualityFacets({ facets, rules, onSeverity, onRule }: Props) {
  const { t } = useTranslation();
  const severities = facets?.[SEVERITY_FACET] ?? [];
  const byRule = facets?.[RULE_FACET] ?? [];
  return (
    <Paper component="aside" aria-label={t('quality.facets.title')} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          useFlexGap
        >
          <Typography variant="subtitle2" component="h2" sx={{ minWidth: 160 }}>
            {t('quality.facets.bySeverity')}
          </Typography>
          {severities.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('quality.facets.none')}
            </Typography>
          )}
          {severities.map((facet) => {
            const severity = String(facet.value) as Severity;
            return (
              <Chip
                key={severity}
                data-facet-severity={severity}
                color={SEVERITY_COLOR[severity] ?? 'default'}
                variant="outlined"
                label={`${t(`quality.severity.${severity}`, { defaultValue: severity })} (${facet.count.toLocaleString()})`}
                onClick={() => onSeverity(severity)}
              />
            );
          })}
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          useFlexGap
        >
          <Typography variant="subtitle2" component="h2" sx={{ minWidth: 160 }}>
            {t('quality.facets.byRule')}
          </Typography>
          {byRule.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('quality.facets.none')}
            </Typography>
          )}
          {byRule.map((facet) => {
            const rule = String(facet.value);
            return (
              <Chip
                key={rule}
                data-facet-rule={rule}
                variant="outlined"
                label={`${rules.get(rule) ?? rule} (${facet.count.toLocaleString()})`}
                onClick={() => onRule(rule)}
              />
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
