import { fieldAt, type FieldOf } from '../../forms/problems';

/**
 * The field of the record editor a problem's `source` points at, if the form has it:
 * `attributes.score` and `attributes.tags[1]` (an array's element) are the attribute's,
 * `attributes.address.city` (a nested record's field) the top-level attribute's;
 * `relations.worksAt[0].toEtalonId` the relation's (`relations.worksAt`); `sourceSystem` and
 * `externalId` the key's.
 */
export function fieldOf(source: string, fields: ReadonlySet<string>): string | null {
  const path = source.replace(/\[\d+\]/g, '');
  const [head, name] = path.split('.');
  if ((head === 'attributes' || head === 'relations') && name) {
    const field = head === 'attributes' ? name : `relations.${name}`;
    return fields.has(field) ? field : null;
  }
  return fieldAt({ code: '', source, message: '' }, fields);
}

/** The record editor's rule for the shared placement of problems (forms/problems.ts). */
export const recordFieldOf: FieldOf = (problem, fields) => fieldOf(problem.source, fields);
