import { ApiError, type Problem } from '../api/errors';

/** The server's problems of a refused write, those of each field of the form and the rest. */
export interface PlacedProblems {
  /** By the form's field. */
  fields: Record<string, Problem[]>;
  /** Problems of no field the form shows (of the request, the version, the server). */
  others: Problem[];
}

/** The field of the form a problem belongs at, or null when the form shows no field of it. */
export type FieldOf = (problem: Problem, fields: ReadonlySet<string>) => string | null;

/**
 * The field a problem's `source` names: the longest field of the form that is the source or that
 * the source lies under (`entityNames` holds `entityNames[1]`, `domains[0].baseDn` itself).
 */
export const fieldAt: FieldOf = ({ source }, fields) => {
  let found: string | null = null;
  for (const field of fields) {
    const under = source.startsWith(field) && ['', '.', '['].includes(source.charAt(field.length));
    if (field !== '' && under && (found === null || field.length > found.length)) found = field;
  }
  return found;
};

/** Each problem at the field `fieldOf` names, the rest apart, in the server's order. */
export function placeProblems(
  problems: readonly Problem[],
  fields: Iterable<string>,
  fieldOf: FieldOf = fieldAt,
): PlacedProblems {
  const known = new Set(fields);
  const placed: PlacedProblems = { fields: {}, others: [] };
  for (const problem of problems) {
    const field = fieldOf(problem, known);
    if (field !== null) (placed.fields[field] ??= []).push(problem);
    else placed.others.push(problem);
  }
  return placed;
}

/**
 * The server's problems of a refused save, placed at the form's fields: `said(field)` is what to
 * show under a field (undefined: nothing), `others` what no field shows (the form's dialog shows
 * them above its buttons). Every form dialog shows its problems this way.
 */
export function formProblems(error: unknown, fields: Iterable<string>, fieldOf: FieldOf = fieldAt) {
  const placed = placeProblems(error instanceof ApiError ? error.problems : [], fields, fieldOf);
  return {
    said: (field: string): string | undefined =>
      placed.fields[field]?.map((p) => p.message).join(' '),
    others: placed.others,
  };
}
