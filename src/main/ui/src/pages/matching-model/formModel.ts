import type { components } from '../../api/generated/matching';
import { freeName } from '../../forms/keyedLists';
import { VALUE_TYPES } from '../../model/attributeTypes';

export { replaced, without } from '../../forms/keyedLists';

export type MatchingModel = components['schemas']['MatchingModelRO'];
export type MatchSet = components['schemas']['MatchSetRO'];
export type MatchRule = components['schemas']['MatchRuleRO'];
export type Comparison = components['schemas']['ComparisonRO'];
export type ComparisonType = Comparison['type'];
export type MatchAction = MatchRule['action'];

export const COMPARISON_TYPES: ComparisonType[] = [
  'EXACT',
  'NORMALIZED',
  'FUZZY',
  'JARO_WINKLER',
  'EDIT_DISTANCE',
  'PHONETIC',
  'DATE_WITHIN',
  'DATE_SWAPPED',
  'NUMBER_WITHIN',
  'SAME_LOOKUP',
];
export const ACTIONS: MatchAction[] = ['REVIEW', 'AUTO_MERGE'];

export type ParameterName = 'threshold' | 'distance' | 'days' | 'delta';

/** The parameter each comparison type takes, whole numbers or not (as the server checks it). */
export const PARAMETERS: Partial<Record<ComparisonType, { name: ParameterName; whole: boolean }>> =
  {
    FUZZY: { name: 'threshold', whole: false },
    JARO_WINKLER: { name: 'threshold', whole: false },
    EDIT_DISTANCE: { name: 'distance', whole: true },
    DATE_WITHIN: { name: 'days', whole: true },
    NUMBER_WITHIN: { name: 'delta', whole: false },
  };

/** The attribute types each comparison type compares (the server's ComparisonType). */
export const ACCEPTS: Record<ComparisonType, string[]> = {
  EXACT: [...VALUE_TYPES],
  NORMALIZED: ['String'],
  FUZZY: ['String'],
  JARO_WINKLER: ['String'],
  EDIT_DISTANCE: ['String'],
  PHONETIC: ['String'],
  DATE_WITHIN: ['Date', 'Timestamp'],
  DATE_SWAPPED: ['Date', 'Timestamp'],
  NUMBER_WITHIN: ['Integer', 'Number'],
  SAME_LOOKUP: ['LookupLink', 'Enum'],
};

/** Whether a comparison may join several attributes into one value (texts, and EXACT). */
export function joins(type: ComparisonType) {
  return type === 'EXACT' || ACCEPTS[type].join() === 'String';
}

/**
 * The form's copy of a model. Each element has a key of its own, so that React keeps its inputs
 * and the server's problems stay with it when others are added or removed; a parameter is the
 * text of its input until it is sent.
 */
export interface ComparisonForm {
  key: string;
  type: ComparisonType;
  attributes: string[];
  parameter: string;
}
export interface RuleForm {
  key: string;
  name: string;
  displayName: string;
  action: MatchAction;
  comparisons: ComparisonForm[];
  /** A weighted rule as read: its evidence, thresholds and keys are sent back as they were. */
  weighted: MatchRule | null;
}
export interface SetForm {
  key: string;
  name: string;
  displayName: string;
  rules: RuleForm[];
}

let counter = 0;
function nextKey() {
  counter += 1;
  return `e${counter}`;
}

export function parameterOf(comparison: Comparison): number | null | undefined {
  const parameter = PARAMETERS[comparison.type];
  return parameter ? comparison[parameter.name] : null;
}

export function fromModel(model: MatchingModel | null | undefined): SetForm[] {
  return (model?.sets ?? []).map((set) => ({
    key: nextKey(),
    name: set.name,
    displayName: set.displayName ?? '',
    rules: set.rules.map((rule) => ({
      key: nextKey(),
      name: rule.name,
      displayName: rule.displayName ?? '',
      action: rule.action,
      weighted: rule.type === 'WEIGHTED' ? rule : null,
      comparisons: (rule.comparisons ?? []).map((c) => ({
        key: nextKey(),
        type: c.type,
        attributes: c.attributes ?? (c.attribute ? [c.attribute] : []),
        parameter: String(parameterOf(c) ?? ''),
      })),
    })),
  }));
}

/** The comparison as the API takes it: one attribute or several, and only its type's parameter. */
export function toComparison(form: ComparisonForm): Comparison {
  const comparison: Comparison =
    form.attributes.length > 1
      ? { type: form.type, attributes: form.attributes }
      : { type: form.type, attribute: form.attributes[0] ?? null };
  const parameter = PARAMETERS[form.type];
  const text = form.parameter.trim();
  // Sent as typed, even out of range: the server's check says what fits, next to the field.
  if (parameter && text !== '') comparison[parameter.name] = Number(text);
  return comparison;
}

export function toModel(entityName: string, sets: SetForm[]): MatchingModel {
  return {
    entityName,
    sets: sets.map((set) => ({
      name: set.name.trim(),
      displayName: set.displayName.trim() || null,
      rules: set.rules.map((rule) => ({
        ...(rule.weighted ?? {}),
        name: rule.name.trim(),
        displayName: rule.displayName.trim() || null,
        action: rule.action,
        comparisons: rule.weighted ? null : rule.comparisons.map(toComparison),
      })),
    })),
  };
}

export function newComparison(): ComparisonForm {
  return { key: nextKey(), type: 'EXACT', attributes: [], parameter: '' };
}

export function newRule(taken: string[]): RuleForm {
  return {
    key: nextKey(),
    name: freeName('rule', taken),
    displayName: '',
    action: 'REVIEW',
    comparisons: [newComparison()],
    weighted: null,
  };
}

export function newSet(taken: string[]): SetForm {
  return { key: nextKey(), name: freeName('set', taken), displayName: '', rules: [newRule([])] };
}
