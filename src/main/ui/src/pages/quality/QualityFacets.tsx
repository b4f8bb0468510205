import { Chip, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
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
        <CountRow title={t('quality.facets.bySeverity')} empty={severities.length === 0}>
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
        </CountRow>
        <CountRow title={t('quality.facets.byRule')} empty={byRule.length === 0}>
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
        </CountRow>
      </Stack>
    </Paper>
  );
}

/** One line of counts under its title, or "none". */
function CountRow({
  title,
  empty,
  children,
}: {
  title: string;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <Typography variant="subtitle2" component="h2" sx={{ minWidth: 160 }}>
        {title}
      </Typography>
      {empty && (
        <Typography variant="body2" color="text.secondary">
          {t('quality.facets.none')}
        </Typography>
      )}
      {children}
    </Stack>
  );
}
