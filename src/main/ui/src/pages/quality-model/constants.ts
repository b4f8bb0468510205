import type { Port } from './formModel';

export type PortType = Port['types'][number];

/** The type a port's constant is entered as: the first of its types, text when it has none. */
export function entryType(types: PortType[]): PortType {
  return types[0] ?? 'STRING';
}

/**
 * A constant as its input's text gives it: a number for a number port (the text itself when it is
 * none, so the server says so at the port), true or false, a date as 2024-01-31; '' for nothing.
 */
export function constantOf(type: PortType, text: string): unknown {
  if (text === '') return '';
  if (type === 'INTEGER' || type === 'NUMBER') {
    const number = Number(text);
    return Number.isFinite(number) ? number : text;
  }
  if (type === 'BOOLEAN') return text === 'true' ? true : text === 'false' ? false : text;
  return text;
}

/** A constant as its input shows it. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The values of a function call: only the ports given something. */
export function callInputs(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined));
}
