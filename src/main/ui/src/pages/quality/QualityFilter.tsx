import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { QualityChoice } from './qualityChoice';
import type { Severity } from './qualityResults';

const SEVERITIES: Severity[] = ['RED', 'YELLOW', 'GREEN'];
/** The severity select's value for "any error" and for "every record". */
const ANY = 'any';
const ALL = 'all';

interface Props {
  /** The register's rules: shown name by name. */
  rules: Map<string, string>;
  choice: QualityChoice | null;
  onChange(choice: QualityChoice | null): void;
}

/**
 * "Data quality" among the search's conditions: every record, or only those with errors (of a
 * severity), of one rule or any. Shown for registers whose quality model has rules.
 */
export function QualityFilter({ rules, choice, onChange }: Props) {
  const { t } = useTranslation();
  const severity = choice ? (choice.severity ?? ANY) : ALL;
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 2 }} data-testid="quality-filter">
      <TextField
        select
        size="small"
        label={t('quality.filter.label')}
        value={severity}
        onChange={(e) => {
          const value = e.target.value;
          if (value === ALL) onChange(null);
          else
            onChange({
              severity: value === ANY ? null : (value as Severity),
              rule: choice?.rule ?? null,
            });
        }}
        sx={{ minWidth: 240 }}
      >
        <MenuItem value={ALL}>{t('quality.filter.all')}</MenuItem>
        <MenuItem value={ANY}>{t('quality.filter.any')}</MenuItem>
        {SEVERITIES.map((s) => (
          <MenuItem key={s} value={s}>
            {t('quality.filter.of', { severity: t(`quality.severity.${s}`) })}
          </MenuItem>
        ))}
      </TextField>
      {choice && (
        <TextField
          select
          size="small"
          label={t('quality.filter.rule')}
          value={choice.rule ?? ''}
          onChange={(e) => onChange({ ...choice, rule: e.target.value || null })}
          // "Any rule" is the empty value, shown as any other choice
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">{t('quality.filter.anyRule')}</MenuItem>
          {[...rules].map(([name, shown]) => (
            <MenuItem key={name} value={name}>
              {shown}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
