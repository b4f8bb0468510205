import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../api/errors';
import { messages } from '../../components/ProblemText';
import { PHASES, type Phase, type RuleForm } from './formModel';

interface Props {
  rule: RuleForm;
  /** The data model's source systems, by name. */
  sourceSystems: string[];
  at(field: string): Problem[];
  onChange(rule: RuleForm): void;
}

/** When a rule runs: on origins or the golden record, and for which source systems (none: all). */
export function RunConditionFields({ rule, sourceSystems, at, onChange }: Props) {
  const { t } = useTranslation();
  const phase = at('runCondition.phase');
  const systems = at('runCondition.sourceSystems');
  const offered = [...new Set([...sourceSystems, ...rule.sourceSystems])];
  return (
    <Stack direction="row" spacing={1.5}>
      <TextField
        select
        size="small"
        label={t('qualityDraft.phase')}
        value={rule.phase}
        onChange={(e) => onChange({ ...rule, phase: e.target.value as Phase | '' })}
        error={phase.length > 0}
        helperText={messages(phase)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">{t('qualityDraft.anyPhase')}</MenuItem>
        {PHASES.map((p) => (
          <MenuItem key={p} value={p}>
            {t(`qualityModel.phases.${p}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('qualityDraft.sourceSystems')}
        value={rule.sourceSystems}
        onChange={(e) => {
          const value = e.target.value as unknown as string[] | string;
          onChange({
            ...rule,
            sourceSystems: typeof value === 'string' ? value.split(',') : value,
          });
        }}
        error={systems.length > 0}
        helperText={messages(systems) ?? t('qualityDraft.allSystems')}
        slotProps={{ select: { multiple: true } }}
        sx={{ minWidth: 260 }}
      >
        {offered.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
