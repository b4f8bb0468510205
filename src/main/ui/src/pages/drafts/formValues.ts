import type { AttributeDef } from '../../api/schemas';
import { fileIdsOf, holdsList } from '../../files/lobs';

/**
 * What an input of the record form holds: text for typed inputs (what the browser's inputs give),
 * true/false/null for a Boolean, a list for an array, the large-object ids of a file attribute
 * (File, Blob, Clob) as a list, and any other value (nested records) kept as read so that a write
 * sends it back unchanged.
 */
export type FieldValue = string | boolean | null | string[] | { kept: unknown };

export type FormValues = Record<string, FieldValue>;

/** The kind of input an attribute gets, by its type in the model. */
export type InputKind =
  | 'text'
  | 'longText'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'date'
  | 'time'
  | 'timestamp'
  | 'enum'
  | 'lookup'
  | 'file'
  | 'kept';

export function inputKind(attribute: AttributeDef): InputKind {
  if (attribute.enumeration) return 'enum';
  if (attribute.lookupEntity) return 'lookup';
  switch (attribute.type ?? 'String') {
    case 'String':
      return 'text';
    case 'File':
    case 'Blob':
    case 'Clob':
      // Their values are ids of uploaded large objects, not the text or bytes themselves.
      return 'file';
    case 'Integer':
      return 'integer';
    case 'Number':
      return 'number';
    case 'Boolean':
      return 'boolean';
    case 'Date':
      return 'date';
    case 'Time':
      return 'time';
    case 'Timestamp':
      return 'timestamp';
    case 'Enum':
      return 'enum';
    case 'LookupLink':
      return 'lookup';
    default:
      return 'kept';
  }
}

const two = (n: number) => String(n).padStart(2, '0');

/** A moment as a datetime-local input shows it: the steward's local time, to the second. */
export function localDateTime(moment: Date): string {
  return (
    `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}` +
    `T${two(moment.getHours())}:${two(moment.getMinutes())}:${two(moment.getSeconds())}`
  );
}

/** The offset of the steward's zone at a local time, as ISO 8601 writes it (`+03:00`). */
function offsetAt(moment: Date): string {
  const minutes = -moment.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  return `${sign}${two(Math.floor(Math.abs(minutes) / 60))}:${two(Math.abs(minutes) % 60)}`;
}

/** One value of the API as the text of its input. */
function scalarToInput(kind: InputKind, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (kind === 'timestamp') {
    const moment = new Date(String(value));
    return Number.isNaN(moment.getTime()) ? String(value) : localDateTime(moment);
  }
  if (kind === 'time') return String(value).slice(0, 8);
  if (kind === 'date') return String(value).slice(0, 10);
  return String(value);
}

/**
 * The text of an input as the API's value: numbers as JSON numbers, a local date-time with the
 * steward's offset, nothing as null. Text that is not a number is sent as it is, so that the
 * server's own message says what is wrong with it.
 */
function scalarToApi(kind: InputKind, text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  switch (kind) {
    case 'integer':
      return /^[-+]?\d+$/.test(trimmed) && Number.isSafeInteger(Number(trimmed))
        ? Number(trimmed)
        : trimmed;
    case 'number':
      return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
    case 'timestamp': {
      const full = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(trimmed) ? `${trimmed}:00` : trimmed;
      const moment = new Date(full);
      return Number.isNaN(moment.getTime()) ? trimmed : `${full}${offsetAt(moment)}`;
    }
    case 'time':
      return /^\d{2}:\d{2}$/.test(trimmed) ? `${trimmed}:00` : trimmed;
    case 'text':
    case 'longText':
      return text;
    default:
      return trimmed;
  }
}

/** A record's value of an attribute as its input holds it. */
export function toInput(attribute: AttributeDef, value: unknown): FieldValue {
  const kind = inputKind(attribute);
  if (kind === 'kept') return value === undefined || value === null ? null : { kept: value };
  if (kind === 'file') return fileIdsOf(value);
  if (attribute.array) {
    const list = Array.isArray(value)
      ? value
      : value === null || value === undefined
        ? []
        : [value];
    return list.map((v) => (kind === 'boolean' ? String(v) : scalarToInput(kind, v)));
  }
  if (kind === 'boolean') return typeof value === 'boolean' ? value : null;
  return scalarToInput(kind, value);
}

/** An input's content as the API's value of the attribute (null: no value). */
export function toApi(attribute: AttributeDef, field: FieldValue | undefined): unknown {
  const kind = inputKind(attribute);
  if (field === undefined || field === null) return null;
  if (typeof field === 'object' && !Array.isArray(field)) return field.kept;
  if (kind === 'file') {
    const ids = fileIdsOf(field);
    if (holdsList(attribute)) return ids.length > 0 ? ids : null;
    return ids[0] ?? null;
  }
  if (typeof field === 'boolean') return field;
  if (Array.isArray(field)) {
    const values = field
      .map((text) =>
        kind === 'boolean' ? (text === 'true' ? true : text === 'false' ? false : null) : text,
      )
      .map((v) => (typeof v === 'string' ? scalarToApi(kind, v) : v))
      .filter((v) => v !== null);
    return values.length === 0 ? null : values;
  }
  return scalarToApi(kind, field);
}

/** The form of a record: every attribute's input from the record's values. */
export function formOf(attributes: AttributeDef[], values: Record<string, unknown>): FormValues {
  return Object.fromEntries(attributes.map((a) => [a.name!, toInput(a, values[a.name!])]));
}

/** The `attributes` of a record write from the form; attributes without a value are left out. */
export function attributesOf(
  attributes: AttributeDef[],
  form: FormValues,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const attribute of attributes) {
    const value = toApi(attribute, form[attribute.name!]);
    if (value !== null) body[attribute.name!] = value;
  }
  return body;
}

/**
 * A steward's changes of a record there is: the attributes whose value differs from the one read,
 * an emptied one as null. What was not touched is not sent, so that it keeps following the sources.
 */
export function changedAttributesOf(
  attributes: AttributeDef[],
  initial: FormValues,
  form: FormValues,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const attribute of attributes) {
    const before = toApi(attribute, initial[attribute.name!]);
    const after = toApi(attribute, form[attribute.name!]);
    if (JSON.stringify(before) !== JSON.stringify(after)) body[attribute.name!] = after;
  }
  return body;
}
