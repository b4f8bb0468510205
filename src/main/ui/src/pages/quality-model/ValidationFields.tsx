import { MenuItem, Stack, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../api/errors';
import { messages } from '../../components/ProblemText';
import { SEVERITIES, type Port, type RuleForm, type Severity } from './formModel';

interface Props {
  rule: RuleForm;
  /** The output ports of the rule's function. */
  outputs: Port[];
  at(field: string): Problem[];
  onChange(rule: RuleForm): void;
}

type PortField = 'raisePort' | 'messagePort' | 'severityPort' | 'scorePort' | 'categoryPort';

/** What a validating rule raises: when (a yes/no output), and its message, severity, score, category. */
export function ValidationFields({ rule, outputs, at, onChange }: Props) {
  const { t } = useTranslation();
  const set = (change: Partial<RuleForm>) => onChange({ ...rule, ...change });
  const portSelect = (field: PortField, label: string, ports: Port[], none: string) => {
    const problems = at(`validation.${field}`);
    return (
      <TextField
        select
        size="small"
        label={label}
        value={rule[field]}
        onChange={(e) => set({ [field]: e.target.value })}
        error={problems.length > 0}
        helperText={messages(problems)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: field === 'raisePort' ? 320 : 220, alignSelf: 'flex-start' }}
      >
        <MenuItem value="">{none}</MenuItem>
        {rule[field] && !ports.some((p) => p.name === rule[field]) && (
          <MenuItem value={rule[field]}>{rule[field]}</MenuItem>
        )}
        {ports.map((p) => (
          <MenuItem key={p.name} value={p.name}>
            {p.displayName}
          </MenuItem>
        ))}
      </TextField>
    );
  };
  const pair = (field: PortField, label: string, constant: ReactNode) => (
    <Stack direction="row" spacing={1.5}>
      {portSelect(
        field,
        t('qualityDraft.fromPort', { what: label }),
        outputs,
        t('qualityDraft.constant'),
      )}
      {!rule[field] && constant}
    </Stack>
  );
  const text = (field: 'messageText' | 'categoryText' | 'score', label: string, number = false) => (
    <TextField
      size="small"
      label={label}
      type={number ? 'number' : 'text'}
      value={rule[field]}
      onChange={(e) => set({ [field]: e.target.value })}
      error={at(`validation.${field}`).length > 0}
      helperText={messages(at(`validation.${field}`))}
      sx={{ flex: 1, minWidth: 220 }}
    />
  );
  const booleans = outputs.filter((p) => p.types.includes('BOOLEAN'));
  return (
    <Stack spacing={1.5} data-testid="validation">
      {portSelect('raisePort', t('qualityDraft.raisePort'), booleans, t('qualityDraft.noPort'))}
      {pair(
        'messagePort',
        t('qualityDraft.message'),
        text('messageText', t('qualityDraft.message')),
      )}
      {pair(
        'severityPort',
        t('qualityDraft.severity'),
        <TextField
          select
          size="small"
          label={t('qualityDraft.severity')}
          value={rule.severity}
          onChange={(e) => set({ severity: e.target.value as Severity })}
          error={at('validation.severity').length > 0}
          helperText={messages(at('validation.severity'))}
          sx={{ minWidth: 220 }}
        >
          {SEVERITIES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`qualityModel.severities.${s}`)}
            </MenuItem>
          ))}
        </TextField>,
      )}
      {pair('scorePort', t('qualityDraft.score'), text('score', t('qualityDraft.score'), true))}
      {pair(
        'categoryPort',
        t('qualityDraft.category'),
        text('categoryText', t('qualityDraft.category')),
      )}
    </Stack>
  );
}

/** The fields ValidationFields shows a problem at. */
export const VALIDATION_FIELDS = [
  'raisePort',
  'messagePort',
  'messageText',
  'severityPort',
  'severity',
  'scorePort',
  'score',
  'categoryPort',
  'categoryText',
].map((f) => `validation.${f}`);
