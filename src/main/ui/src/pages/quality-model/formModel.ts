import type { components } from '../../api/generated/dq';
import { freeName, replaced } from '../../forms/keyedLists';

export { replaced, without } from '../../forms/keyedLists';

export type QualityModel = components['schemas']['QualityModel'];
export type QualityRule = components['schemas']['QualityRule'];
export type RuleSet = components['schemas']['RuleSet'];
export type Mapping = components['schemas']['Mapping'];
export type Assignment = components['schemas']['Assignment'];
export type QualityFunction = components['schemas']['FunctionRO'];
export type Port = components['schemas']['PortRO'];
export type RuleMode = 'VALIDATE' | 'ENRICH';
export type Severity = 'RED' | 'YELLOW' | 'GREEN';
export type Phase = 'ORIGIN' | 'ETALON';

export const MODES: RuleMode[] = ['VALIDATE', 'ENRICH'];
export const SEVERITIES: Severity[] = ['RED', 'YELLOW', 'GREEN'];
export const PHASES: Phase[] = ['ORIGIN', 'ETALON'];

/**
 * The form's copy of a quality model. Each element has a key of its own, so that React keeps its
 * inputs and the server's problems stay with it; a validation's settings are each either a port
 * (named) or a constant (the port left empty), as the document has them.
 */
export interface RuleForm {
  key: string;
  name: string;
  displayName: string;
  description: string;
  functionName: string;
  mode: RuleMode;
  raisePort: string;
  messagePort: string;
  messageText: string;
  severityPort: string;
  severity: Severity;
  scorePort: string;
  /** The score's input text until it is sent. */
  score: string;
  categoryPort: string;
  categoryText: string;
  sourceSystem: string;
  phase: Phase | '';
  sourceSystems: string[];
}
export interface InputForm {
  key: string;
  portName: string;
  /** An attribute path (`birthDate`, `address.city`, `phones[]`); empty: the constant is used. */
  path: string;
  /** The constant as its port's type has it (text, number, true/false, 2024-01-31); '' for none. */
  constant: unknown;
}
export interface OutputForm {
  key: string;
  portName: string;
  path: string;
}
export interface MappingForm {
  key: string;
  ruleName: string;
  inputs: InputForm[];
  outputs: OutputForm[];
}
export interface SetForm {
  key: string;
  name: string;
  displayName: string;
  description: string;
  mappings: MappingForm[];
}
export interface AssignmentForm {
  key: string;
  entityName: string;
  setNames: string[];
}
export interface ModelForm {
  rules: RuleForm[];
  sets: SetForm[];
  assignments: AssignmentForm[];
  /** The composite functions, kept as they are (shown, not edited). */
  functions: QualityModel['functions'];
}

let counter = 0;
export function nextKey() {
  counter += 1;
  return `q${counter}`;
}

const text = (value: string | null | undefined) => value ?? '';
const orNull = (value: string) => value.trim() || null;

function ruleForm(rule: QualityRule): RuleForm {
  const v = rule.validation ?? {};
  return {
    key: nextKey(),
    name: text(rule.name),
    displayName: text(rule.displayName),
    description: text(rule.description),
    functionName: text(rule.functionName),
    mode: rule.mode ?? 'VALIDATE',
    raisePort: text(v.raisePort),
    messagePort: text(v.messagePort),
    messageText: text(v.messageText),
    severityPort: text(v.severityPort),
    severity: v.severity ?? 'RED',
    scorePort: text(v.scorePort),
    score: v.score === null || v.score === undefined ? '' : String(v.score),
    categoryPort: text(v.categoryPort),
    categoryText: text(v.categoryText),
    sourceSystem: text(rule.enrichment?.sourceSystem),
    phase: rule.runCondition?.phase ?? '',
    sourceSystems: rule.runCondition?.sourceSystems ?? [],
  };
}

function mappingForm(mapping: Mapping): MappingForm {
  return {
    key: nextKey(),
    ruleName: text(mapping.ruleName),
    inputs: (mapping.inputs ?? []).map((i) => ({
      key: nextKey(),
      portName: text(i.portName),
      path: text(i.path),
      constant: i.constant ?? '',
    })),
    outputs: (mapping.outputs ?? []).map((o) => ({
      key: nextKey(),
      portName: text(o.portName),
      path: text(o.path),
    })),
  };
}

export function fromModel(model: QualityModel | null | undefined): ModelForm {
  return {
    rules: (model?.rules ?? []).map(ruleForm),
    sets: (model?.sets ?? []).map((set) => ({
      key: nextKey(),
      name: text(set.name),
      displayName: text(set.displayName),
      description: text(set.description),
      mappings: (set.mappings ?? []).map(mappingForm),
    })),
    assignments: (model?.assignments ?? []).map((a) => ({
      key: nextKey(),
      entityName: text(a.entityName),
      setNames: a.setNames ?? [],
    })),
    functions: model?.functions ?? [],
  };
}

function toRule(rule: RuleForm): QualityRule {
  const validate = rule.mode === 'VALIDATE';
  const score = rule.score.trim();
  return {
    name: rule.name.trim(),
    displayName: orNull(rule.displayName),
    description: orNull(rule.description),
    functionName: orNull(rule.functionName),
    mode: rule.mode,
    validation: validate
      ? {
          raisePort: orNull(rule.raisePort),
          messagePort: orNull(rule.messagePort),
          messageText: rule.messagePort ? null : orNull(rule.messageText),
          severityPort: orNull(rule.severityPort),
          severity: rule.severityPort ? null : rule.severity,
          scorePort: orNull(rule.scorePort),
          // Sent as typed, even not a whole number: the server's check says so at the field.
          score: rule.scorePort || score === '' ? null : Number(score),
          categoryPort: orNull(rule.categoryPort),
          categoryText: rule.categoryPort ? null : orNull(rule.categoryText),
        }
      : null,
    enrichment: validate ? null : { sourceSystem: orNull(rule.sourceSystem) },
    runCondition:
      rule.phase || rule.sourceSystems.length
        ? { phase: rule.phase || null, sourceSystems: rule.sourceSystems }
        : null,
  };
}

/** Whether an input gives its port anything: a path, or a constant. */
export function isSet(input: InputForm) {
  return input.path.trim() !== '' || (input.constant !== '' && input.constant !== null);
}

/**
 * The document the form stands for, with where each element of the form went in it (`sets[0]
 * .mappings[1]` → the mapping's key): the problems the server finds in the document are placed
 * back by these positions. Inputs that give nothing and outputs without a path are left out.
 */
export function toModel(form: ModelForm): { model: QualityModel; positions: Map<string, string> } {
  const positions = new Map<string, string>();
  const rules = form.rules.map((rule, i) => {
    positions.set(`rules[${i}]`, rule.key);
    return toRule(rule);
  });
  const sets = form.sets.map((set, s) => {
    const at = `sets[${s}]`;
    positions.set(at, set.key);
    return {
      name: set.name.trim(),
      displayName: orNull(set.displayName),
      description: orNull(set.description),
      mappings: set.mappings.map((mapping, m) => {
        const mat = `${at}.mappings[${m}]`;
        positions.set(mat, mapping.key);
        const inputs = mapping.inputs.filter(isSet);
        const outputs = mapping.outputs.filter((o) => o.path.trim() !== '');
        inputs.forEach((input, i) => positions.set(`${mat}.inputs[${i}]`, input.key));
        outputs.forEach((output, i) => positions.set(`${mat}.outputs[${i}]`, output.key));
        return {
          ruleName: orNull(mapping.ruleName),
          inputs: inputs.map((input) =>
            input.path.trim()
              ? { portName: input.portName, path: input.path.trim() }
              : { portName: input.portName, constant: input.constant },
          ),
          outputs: outputs.map((o) => ({ portName: o.portName, path: o.path.trim() })),
        };
      }),
    };
  });
  const assignments = form.assignments.map((a, i) => {
    positions.set(`assignments[${i}]`, a.key);
    return { entityName: orNull(a.entityName), setNames: a.setNames };
  });
  return { model: { rules, sets, assignments, functions: form.functions }, positions };
}

export function newRule(taken: string[]): RuleForm {
  return ruleForm({ name: freeName('rule', taken), mode: 'VALIDATE' });
}

export function newSet(taken: string[]): SetForm {
  return {
    key: nextKey(),
    name: freeName('set', taken),
    displayName: '',
    description: '',
    mappings: [],
  };
}

export function newMapping(): MappingForm {
  return { key: nextKey(), ruleName: '', inputs: [], outputs: [] };
}

export function newAssignment(): AssignmentForm {
  return { key: nextKey(), entityName: '', setNames: [] };
}

/** A port's input of a mapping, changed by `change`; added when the mapping had none. */
export function withInput(
  mapping: MappingForm,
  portName: string,
  change: Partial<InputForm>,
): MappingForm {
  const found = mapping.inputs.find((i) => i.portName === portName);
  const input: InputForm = {
    ...(found ?? { key: nextKey(), portName, path: '', constant: '' }),
    ...change,
  };
  return {
    ...mapping,
    inputs: found ? replaced(mapping.inputs, input) : [...mapping.inputs, input],
  };
}

/** A port's output of a mapping, written to `path`; added when the mapping had none. */
export function withOutput(mapping: MappingForm, portName: string, path: string): MappingForm {
  const found = mapping.outputs.find((o) => o.portName === portName);
  const output: OutputForm = { ...(found ?? { key: nextKey(), portName, path: '' }), path };
  return {
    ...mapping,
    outputs: found ? replaced(mapping.outputs, output) : [...mapping.outputs, output],
  };
}

/**
 * The rule calling another function: its raise port is the function's one yes/no output when it
 * has just one (a port the new function lacks is not kept).
 */
export function withFunction(
  rule: RuleForm,
  functionName: string,
  functions: QualityFunction[],
): RuleForm {
  const outputs = functions.find((f) => f.name === functionName)?.outputs ?? [];
  const booleans = outputs.filter((p) => p.types.includes('BOOLEAN'));
  const kept = booleans.some((p) => p.name === rule.raisePort);
  const raisePort = kept ? rule.raisePort : booleans.length === 1 ? booleans[0]!.name : '';
  return { ...rule, functionName, raisePort };
}
