import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ElementBox } from '../../components/ElementBox';
import { ElementProblems, messages } from '../../components/ProblemText';
import { NameFields } from '../matching-model/NameFields';
import {
  MODES,
  withFunction,
  type QualityFunction,
  type RuleForm,
  type RuleMode,
} from './formModel';
import { FunctionPicker } from './FunctionPicker';
import { PortSummary } from './PortSummary';
import { problemsAt, problemsExcept, type PlacedProblems } from './problemPaths';
import { RunConditionFields } from './RunConditionFields';
import { VALIDATION_FIELDS, ValidationFields } from './ValidationFields';

interface Props {
  rule: RuleForm;
  functions: QualityFunction[];
  sourceSystems: string[];
  placed: PlacedProblems | null;
  onChange(rule: RuleForm): void;
  onRemove(): void;
}

const SHOWN = [
  'name',
  'displayName',
  'description',
  'functionName',
  'mode',
  'enrichment.sourceSystem',
  'runCondition.phase',
  'runCondition.sourceSystems',
  ...VALIDATION_FIELDS,
];

/** A quality rule: the function it calls, what it does with the answer, and when it runs. */
export function RuleEditor({ rule, functions, sourceSystems, placed, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const at = (field: string) => problemsAt(placed, rule.key, field);
  const fn = functions.find((f) => f.name === rule.functionName);
  const title = t('qualityModel.rule', { name: rule.name });
  const field = (name: 'description' | 'sourceSystem', label: string, problemField: string) => (
    <TextField
      size="small"
      label={label}
      value={rule[name]}
      onChange={(e) => onChange({ ...rule, [name]: e.target.value })}
      error={at(problemField).length > 0}
      helperText={messages(at(problemField))}
      sx={{ flex: 1 }}
    />
  );
  return (
    <ElementBox
      title={title}
      remove={t('qualityDraft.removeRule', { name: rule.name })}
      onRemove={onRemove}
      data-testid="dq-rule"
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1.5}>
          <NameFields
            element={rule}
            nameLabel={t('qualityDraft.ruleName')}
            at={at}
            onChange={onChange}
          />
        </Stack>
        {field('description', t('qualityDraft.description'), 'description')}
        <Stack direction="row" spacing={1.5}>
          <FunctionPicker
            functions={functions}
            value={rule.functionName}
            problems={at('functionName')}
            onChange={(functionName) => onChange(withFunction(rule, functionName, functions))}
          />
          <TextField
            select
            size="small"
            label={t('qualityDraft.mode')}
            value={rule.mode}
            onChange={(e) => onChange({ ...rule, mode: e.target.value as RuleMode })}
            error={at('mode').length > 0}
            helperText={messages(at('mode'))}
            sx={{ minWidth: 200 }}
          >
            {MODES.map((m) => (
              <MenuItem key={m} value={m}>
                {t(`qualityModel.modes.${m}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {fn && <PortSummary fn={fn} />}
        {rule.mode === 'VALIDATE' ? (
          <ValidationFields rule={rule} outputs={fn?.outputs ?? []} at={at} onChange={onChange} />
        ) : (
          field('sourceSystem', t('qualityDraft.enrichSource'), 'enrichment.sourceSystem')
        )}
        <RunConditionFields rule={rule} sourceSystems={sourceSystems} at={at} onChange={onChange} />
      </Stack>
      <ElementProblems problems={problemsExcept(placed, rule.key, SHOWN)} />
    </ElementBox>
  );
}
