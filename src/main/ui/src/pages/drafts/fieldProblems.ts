import type { Problem } from '../../api/errors';

/** The server's problems of a refused write, those of each field of the form and the rest. */
export interface PlacedProblems {
  /** By field: an attribute's name, or `sourceSystem`, `externalId`, `relations.<name>`. */
  fields: Record<string, Problem[]>;
  /** Problems of no field the form shows (of the draft, the request, the server). */
  others: Problem[];
}

/**
 * The field a problem's `source` points at, if the form has it: `attributes.score` and
 * `attributes.tags[1]` (an array's element) are the attribute's, `attributes.address.city` (a
 * nested record's field) the top-level attribute's; `relations.worksAt[0].toEtalonId` the
 * relation's.
 */
export function fieldOf(source: string, fields: ReadonlySet<string>): string | null {
  const path = source.replace(/\[\d+\]/g, '');
  const [head, name] = path.split('.');
  if ((head === 'attributes' || head === 'relations') && name) {
    const field = head === 'attributes' ? name : `relations.${name}`;
    return fields.has(field) ? field : null;
  }
  return head && fields.has(head) ? head : null;
}

export function placeProblems(problems: Problem[], fields: Iterable<string>): PlacedProblems {
  const known = new Set(fields);
  const placed: PlacedProblems = { fields: {}, others: [] };
  for (const problem of problems) {
    const field = fieldOf(problem.source, known);
    if (field) (placed.fields[field] ??= []).push(problem);
    else placed.others.push(problem);
  }
  return placed;
}
