import { ApiError, type Problem } from '../../../api/errors';
import type { Definition, DefinitionIn, Descriptor, Parameter } from './jobsApi';

/** How a parameter is entered, by its type, its layout and whether it has a selector. */
export type InputKind =
  | 'select'
  | 'multiselect'
  | 'switch'
  | 'integer'
  | 'number'
  | 'date'
  | 'timestamp'
  | 'text'
  | 'list'
  | 'map';

/** A field of the parameter form: a parameter the user sees (hidden ones have none). */
export interface ParameterField {
  name: string;
  label: string;
  help: string | null;
  input: InputKind;
  required: boolean;
  readOnly: boolean;
  /** The values a selector offers, with their labels; null: any value. */
  options: { value: string; label: string }[] | null;
}

/** One entry of a map parameter as the form holds it: its key and its value, as typed or picked. */
export interface MapEntry {
  key: string;
  value: string;
}

/**
 * A parameter's value as the form holds it: a switch's boolean, a multiple choice's or a list's
 * strings, a map's entries in order, else the text typed (numbers too, so a half-typed one stays
 * as typed).
 */
export type FieldValue = string | string[] | boolean | MapEntry[];

export type ParameterValues = Record<string, FieldValue>;

function inputOf(p: Parameter): InputKind {
  if (p.kind === 'MAP') return 'map';
  if (p.kind === 'COLLECTION') return p.selector ? 'multiselect' : 'list';
  if (p.selector) return 'select';
  switch (p.type) {
    case 'BOOLEAN':
      return 'switch';
    case 'INTEGER':
      return 'integer';
    case 'NUMBER':
      return 'number';
    case 'DATE':
      return 'date';
    case 'TIMESTAMP':
      return 'timestamp';
    default:
      return 'text';
  }
}

/** The fields of an operation type's parameters, in its order, without the hidden ones. */
export function fieldsOf(descriptor: Descriptor): ParameterField[] {
  return descriptor.parameters
    .filter((p) => !p.hidden)
    .map((p) => ({
      name: p.name,
      label: p.displayName || p.name,
      help: p.description,
      input: inputOf(p),
      required: p.required,
      readOnly: p.readOnly,
      options: p.selector ? p.selector.map(({ value, label }) => ({ value, label })) : null,
    }));
}

/** The strings of a multiple choice's or list's value; none for a value of another shape. */
export function stringsOf(value: FieldValue | undefined): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The entries of a map's value; none for a value of another shape. */
export function entriesOf(value: FieldValue | undefined): MapEntry[] {
  return Array.isArray(value)
    ? value.filter((v): v is MapEntry => typeof v === 'object' && v !== null)
    : [];
}

/**
 * The positions (from 0) of the entries whose key an entry above already has: sent as a JSON
 * object, only the last of them would reach the server, so the form says so at once.
 */
export function repeatedKeys(entries: MapEntry[]): Set<number> {
  const seen = new Set<string>();
  const repeated = new Set<number>();
  entries.forEach((entry, i) => {
    const key = entry.key.trim();
    if (!key) return;
    if (seen.has(key)) repeated.add(i);
    seen.add(key);
  });
  return repeated;
}

/** A timestamp as `datetime-local` shows it: the moment in the browser's time zone, to minutes. */
function localMoment(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}` +
    `T${two(date.getHours())}:${two(date.getMinutes())}`
  );
}

/** A stored value (or a default) as the field holds it. */
function fieldValueOf(input: InputKind, value: unknown): FieldValue {
  switch (input) {
    case 'switch':
      return value === true;
    case 'multiselect':
    case 'list':
      return Array.isArray(value) ? value.map(String) : [];
    case 'map': {
      const entries =
        value && typeof value === 'object' && !Array.isArray(value)
          ? Object.entries(value as Record<string, unknown>).map(([key, v]) => ({
              key,
              value: v === null || v === undefined ? '' : String(v),
            }))
          : [];
      // Nothing stored: one blank entry, ready to be filled.
      return entries.length > 0 ? entries : [{ key: '', value: '' }];
    }
    case 'timestamp':
      return typeof value === 'string' ? localMoment(value) : '';
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/**
 * The form's values of a type's parameters: those stored (an operation changed), else the
 * parameters' defaults.
 */
export function initialValues(
  descriptor: Descriptor,
  stored: Record<string, unknown> = {},
): ParameterValues {
  const values: ParameterValues = {};
  for (const field of fieldsOf(descriptor)) {
    const parameter = descriptor.parameters.find((p) => p.name === field.name)!;
    const value = field.name in stored ? stored[field.name] : parameter.defaultValue;
    values[field.name] = fieldValueOf(field.input, value);
  }
  return values;
}

/** One scalar of a parameter's type from its text; the text itself when it is no such value. */
function scalarOf(type: string, text: string): unknown {
  switch (type) {
    case 'INTEGER': {
      const n = Number(text);
      return Number.isInteger(n) ? n : text;
    }
    case 'NUMBER': {
      const n = Number(text);
      return text.trim() !== '' && Number.isFinite(n) ? n : text;
    }
    case 'BOOLEAN':
      return text === 'true' ? true : text === 'false' ? false : text;
    case 'TIMESTAMP': {
      const date = new Date(text);
      return Number.isNaN(date.getTime()) ? text : date.toISOString();
    }
    default:
      return text;
  }
}

/**
 * A map's entries as the JSON object the API takes, in their order, each value in the parameter's
 * type; entries left blank are left out. Null when none is left.
 */
function mapOf(type: string, entries: MapEntry[]): Record<string, unknown> | null {
  const filled = entries.filter((e) => e.key.trim() !== '' || e.value.trim() !== '');
  if (filled.length === 0) return null;
  const map: Record<string, unknown> = {};
  for (const entry of filled) map[entry.key.trim()] = scalarOf(type, entry.value.trim());
  return map;
}

/**
 * The parameter values to send: each field of a value in its parameter's type; a field left empty
 * and a read-only one are left out (the run takes the default), a value the form could not read
 * as its type is sent as typed (the server names the parameter). Hidden parameters keep the
 * values stored.
 */
export function parametersOf(
  descriptor: Descriptor,
  values: ParameterValues,
  stored: Record<string, unknown> = {},
): Record<string, unknown> {
  const parameters: Record<string, unknown> = {};
  for (const p of descriptor.parameters) {
    if (p.hidden) {
      if (p.name in stored) parameters[p.name] = stored[p.name];
      continue;
    }
    const value = values[p.name];
    if (p.readOnly || value === undefined) continue;
    if (p.kind === 'MAP') {
      const map = mapOf(p.type, entriesOf(value));
      if (map) parameters[p.name] = map;
    } else if (typeof value === 'boolean') {
      parameters[p.name] = value;
    } else if (Array.isArray(value)) {
      const list = stringsOf(value);
      if (list.length > 0) parameters[p.name] = list.map((v) => scalarOf(p.type, v));
    } else if (value.trim() !== '') {
      parameters[p.name] = scalarOf(p.type, value.trim());
    }
  }
  return parameters;
}

/** What the dialog edits of an operation. */
export interface DefinitionForm {
  jobName: string;
  name: string;
  description: string;
  enabled: boolean;
  cronExpression: string;
  tags: string[];
  parameters: ParameterValues;
  /** The operation whose runs this one follows; '' for none. */
  startAfterId: number | '';
  startAfterStatus: 'COMPLETED' | 'FAILED';
}

/** The form of an operation changed, or of a new one of the type (its parameters' defaults). */
export function definitionFormOf(
  definition: Definition | null,
  descriptor: Descriptor | null,
): DefinitionForm {
  return {
    jobName: definition?.jobName ?? descriptor?.jobName ?? '',
    name: definition?.name ?? '',
    description: definition?.description ?? '',
    enabled: definition?.enabled ?? true,
    cronExpression: definition?.cronExpression ?? '',
    tags: definition?.tags ?? [],
    parameters: descriptor ? initialValues(descriptor, definition?.parameters) : {},
    startAfterId: definition?.startAfter?.definitionId ?? '',
    startAfterStatus: definition?.startAfter?.status === 'FAILED' ? 'FAILED' : 'COMPLETED',
  };
}

/** The definition sent for the form; empty texts are sent as none. */
export function definitionBodyOf(
  form: DefinitionForm,
  descriptor: Descriptor | null,
  stored: Record<string, unknown> = {},
): DefinitionIn {
  return {
    jobName: form.jobName,
    name: form.name.trim(),
    description: form.description.trim() || null,
    enabled: form.enabled,
    cronExpression: form.cronExpression.trim() || null,
    tags: form.tags,
    parameters: descriptor ? parametersOf(descriptor, form.parameters, stored) : {},
    startAfter:
      form.startAfterId === ''
        ? null
        : { definitionId: form.startAfterId, status: form.startAfterStatus },
  };
}

/** The form's fields a problem may be about (a parameter's is `parameters.<name>`). */
export const FORM_FIELDS = [
  'jobName',
  'name',
  'description',
  'enabled',
  'cronExpression',
  'tags',
  'startAfter',
] as const;

/**
 * The field of the form a problem's `source` points at: `tags[2]` is the tags',
 * `startAfter.definitionId` the chain's, `parameters.blockSize` that parameter's (when the form
 * shows it); `definition.name` (the body's path) the name's. Null for any other.
 */
export function fieldOf(source: string, parameters: readonly string[]): string | null {
  const path = source.replace(/\[\d+\]/g, '').replace(/^definition\./, '');
  const [head, name] = path.split('.');
  if (head === 'parameters') return name && parameters.includes(name) ? `parameters.${name}` : null;
  return (FORM_FIELDS as readonly string[]).includes(head ?? '') ? head! : null;
}

/** The server's problems of a refused save: those of each field of the form, and the rest. */
export interface PlacedProblems {
  fields: Record<string, Problem[]>;
  others: Problem[];
}

export function placeProblems(error: unknown, parameters: readonly string[]): PlacedProblems {
  const placed: PlacedProblems = { fields: {}, others: [] };
  if (!(error instanceof ApiError)) return placed;
  for (const problem of error.problems) {
    const field = fieldOf(problem.source, parameters);
    if (field) (placed.fields[field] ??= []).push(problem);
    else placed.others.push(problem);
  }
  return placed;
}

/** The messages of a field's problems, one sentence after another. */
export function messageOf(problems: Problem[] | undefined): string {
  return (problems ?? []).map((p) => p.message).join(' ');
}

export const CRON_TOO_FREQUENT = 'JOB_CRON_TOO_FREQUENT';

/**
 * Whether the server refused only because the schedule fires every minute or more often: the user
 * is then asked whether to keep it, and the same request is sent again with `skipCronWarnings`.
 */
export function onlyCronWarnings(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.problems.length > 0 &&
    error.problems.every((p) => p.code === CRON_TOO_FREQUENT)
  );
}
