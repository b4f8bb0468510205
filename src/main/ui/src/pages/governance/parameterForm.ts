import type { CrawlerParameter } from './governanceApi';

/** The values a connection's form holds, one text per parameter ('true'/'false' for a BOOLEAN). */
export type ParameterValues = Record<string, string>;

/** A parameter's value a form cannot send, as a text key under `governance.parameter`. */
export type ParameterProblem = 'required' | 'notInteger';

/**
 * The form's first values: a stored connection's (a SECRET never: its field starts empty), else
 * the crawler type's defaults, else empty.
 */
export function initialValues(
  parameters: readonly CrawlerParameter[],
  stored?: Record<string, unknown> | null,
): ParameterValues {
  const values: ParameterValues = {};
  for (const p of parameters) {
    const had = stored ? stored[p.name] : undefined;
    if (p.type === 'SECRET') values[p.name] = '';
    else if (had !== undefined && had !== null) values[p.name] = String(had);
    else if (stored) values[p.name] = p.type === 'BOOLEAN' ? 'false' : '';
    else values[p.name] = p.defaultValue ?? (p.type === 'BOOLEAN' ? 'false' : '');
  }
  return values;
}

const INTEGER = /^-?\d+$/;

/**
 * What keeps each value from being sent, by parameter: a required one left empty (a SECRET with a
 * stored value counts as given: left empty, the stored one is kept), an INTEGER that is not a whole
 * number. The server checks the same; the form says it before the round trip.
 */
export function parameterProblems(
  parameters: readonly CrawlerParameter[],
  values: ParameterValues,
  secretsSet: readonly string[] = [],
): Record<string, ParameterProblem> {
  const problems: Record<string, ParameterProblem> = {};
  for (const p of parameters) {
    const value = (values[p.name] ?? '').trim();
    if (value === '') {
      const kept = p.type === 'SECRET' && secretsSet.includes(p.name);
      if (p.required && !kept) problems[p.name] = 'required';
    } else if (p.type === 'INTEGER' && !INTEGER.test(value)) {
      problems[p.name] = 'notInteger';
    }
  }
  return problems;
}

/**
 * The `parameters` of a connection's request: texts trimmed, an INTEGER as a number, a BOOLEAN as
 * true or false; an empty value left out (a SECRET left out keeps the stored one), and nothing the
 * crawler type does not name.
 */
export function parameterBody(
  parameters: readonly CrawlerParameter[],
  values: ParameterValues,
): Record<string, string | number | boolean> {
  const body: Record<string, string | number | boolean> = {};
  for (const p of parameters) {
    const raw = values[p.name] ?? '';
    const value = p.type === 'SECRET' ? raw : raw.trim();
    if (p.type === 'BOOLEAN') body[p.name] = value === 'true';
    else if (value === '') continue;
    else if (p.type === 'INTEGER' && INTEGER.test(value)) body[p.name] = Number(value);
    else body[p.name] = value;
  }
  return body;
}

/**
 * A connection's parameters as one line for a list (`host:port/database` where the crawler names
 * them, else its other values), secrets never.
 */
export function connectionSummary(
  parameters: readonly CrawlerParameter[],
  stored: Record<string, unknown>,
): string {
  const text = (name: string) => {
    const v = stored[name];
    return v === undefined || v === null || v === '' ? null : String(v);
  };
  if (text('host')) {
    const port = text('port');
    const database = text('database');
    return `${text('host')}${port ? `:${port}` : ''}${database ? `/${database}` : ''}`;
  }
  if (text('url')) return text('url') ?? '';
  return parameters
    .filter((p) => p.type !== 'SECRET' && text(p.name))
    .map((p) => `${p.displayName}: ${text(p.name)}`)
    .join(', ');
}
