import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ElementBox } from '../../components/ElementBox';
import { ElementProblems, messages } from '../../components/ProblemText';
import { label } from '../../model/useModel';
import type { AttributePath } from './attributePaths';
import {
  withInput,
  withOutput,
  type MappingForm,
  type QualityFunction,
  type RuleForm,
} from './formModel';
import { PathField } from './PathField';
import { PortInputField } from './PortInputField';
import { problemsAt, problemsExcept, type PlacedProblems } from './problemPaths';

interface Props {
  mapping: MappingForm;
  number: number;
  rules: RuleForm[];
  functions: QualityFunction[];
  paths: AttributePath[];
  placed: PlacedProblems | null;
  onChange(mapping: MappingForm): void;
  onRemove(): void;
}

/** A rule of a set, with what feeds each of its function's inputs and where its outputs go. */
export function MappingEditor(props: Props) {
  const { mapping, number, rules, functions, paths, placed, onChange, onRemove } = props;
  const { t } = useTranslation();
  const rule = rules.find((r) => r.name === mapping.ruleName);
  const fn = functions.find((f) => f.name === rule?.functionName);
  const ruleProblems = problemsAt(placed, mapping.key, 'ruleName');
  const title = t('qualityDraft.mapping', { number });
  const known = new Set([
    ...(fn?.inputs ?? []).map((p) => `in:${p.name}`),
    ...(rule?.mode === 'ENRICH' ? (fn?.outputs ?? []) : []).map((p) => `out:${p.name}`),
  ]);
  // Inputs and outputs of ports the function lacks are shown with their problems only.
  const strays = [
    ...mapping.inputs.filter((i) => !known.has(`in:${i.portName}`)),
    ...mapping.outputs.filter((o) => !known.has(`out:${o.portName}`)),
  ];
  return (
    <ElementBox
      title={title}
      remove={t('qualityDraft.removeMapping', { number })}
      onRemove={onRemove}
      data-testid="mapping"
    >
      <Stack spacing={1.5}>
        <TextField
          select
          size="small"
          label={t('qualityDraft.mappingRule')}
          value={mapping.ruleName}
          onChange={(e) => onChange({ ...mapping, ruleName: e.target.value })}
          error={ruleProblems.length > 0}
          helperText={messages(ruleProblems)}
          sx={{ maxWidth: 400 }}
        >
          {mapping.ruleName && !rule && (
            <MenuItem value={mapping.ruleName}>{mapping.ruleName}</MenuItem>
          )}
          {rules.map((r) => (
            <MenuItem key={r.key} value={r.name}>
              {label(r)}
            </MenuItem>
          ))}
        </TextField>
        {fn?.inputs.map((port) => (
          <PortInputField
            key={port.name}
            port={port}
            input={mapping.inputs.find((i) => i.portName === port.name)}
            paths={paths}
            placed={placed}
            onChange={(change) => onChange(withInput(mapping, port.name, change))}
          />
        ))}
        {rule?.mode === 'ENRICH' &&
          fn?.outputs.map((port) => {
            const output = mapping.outputs.find((o) => o.portName === port.name);
            return (
              <PathField
                key={port.name}
                label={t('qualityDraft.writeTo', { port: port.displayName })}
                value={output?.path ?? ''}
                paths={paths}
                problems={problemsAt(placed, output?.key ?? '', 'path')}
                onChange={(path) => onChange(withOutput(mapping, port.name, path))}
              />
            );
          })}
      </Stack>
      <ElementProblems
        problems={[
          ...problemsExcept(placed, mapping.key, ['ruleName']),
          ...strays.flatMap((s) => problemsExcept(placed, s.key, [])),
        ]}
      />
    </ElementBox>
  );
}
