import type { Problem } from '../../api/errors';

/** The problems of each element of the form (by its key) and field; those of no element apart. */
export interface PlacedProblems {
  /** `byElement[key][field]`; the field `''` holds the element's own problems. */
  byElement: Record<string, Record<string, Problem[]>>;
  /** Problems of the model as a whole, or of an element the form no longer has. */
  others: Problem[];
}

/**
 * The element and field a problem's `source` names, by the positions of the document sent
 * (`sets[0].mappings[1]` → a key): the longest position the source starts with is the element,
 * the rest its field without list positions (`runCondition.sourceSystems[1]` →
 * `runCondition.sourceSystems`). A `model.` prefix (the request's field) is allowed. Null when
 * the source names no element (the model as a whole, a URL).
 */
export function elementOf(
  source: string,
  positions: Map<string, string>,
): { key: string; field: string } | null {
  const path = source.replace(/^model\./, '');
  let best: string | null = null;
  for (const position of positions.keys()) {
    const under = path === position || path.startsWith(position + '.');
    if (under && (best === null || position.length > best.length)) best = position;
  }
  if (best === null) return null;
  const field = path.slice(best.length + 1).replace(/\[\d+\]/g, '');
  return { key: positions.get(best)!, field };
}

/** Places the server's problems on the elements of the form that was sent. */
export function placeProblems(problems: Problem[], positions: Map<string, string>): PlacedProblems {
  const placed: PlacedProblems = { byElement: {}, others: [] };
  for (const problem of problems) {
    const at = elementOf(problem.source, positions);
    if (!at) {
      placed.others.push(problem);
      continue;
    }
    const fields = (placed.byElement[at.key] ??= {});
    (fields[at.field] ??= []).push(problem);
  }
  return placed;
}

/** The problems of one element's field ('' for the element's own), none when there are none. */
export function problemsAt(placed: PlacedProblems | null, key: string, field = ''): Problem[] {
  return placed?.byElement[key]?.[field] ?? [];
}

/** The problems of an element at fields starting with `prefix` (`validation` and its parts). */
export function problemsUnder(placed: PlacedProblems | null, key: string, prefix: string) {
  const fields = placed?.byElement[key] ?? {};
  return Object.entries(fields)
    .filter(([field]) => field === prefix || field.startsWith(prefix + '.'))
    .flatMap(([, list]) => list);
}

/**
 * The problems left once the steward changed the form: an element's problems go with any change
 * of its own fields (its value as JSON, nested elements apart), so what stays marked still needs
 * mending; the next check or save looks at everything again.
 */
export function withoutMended(
  placed: PlacedProblems | null,
  before: unknown,
  after: unknown,
): PlacedProblems | null {
  if (!placed) return null;
  const was = ownFields(before);
  const is = ownFields(after);
  const byElement: PlacedProblems['byElement'] = {};
  for (const [key, fields] of Object.entries(placed.byElement)) {
    if (was.has(key) && was.get(key) === is.get(key)) byElement[key] = fields;
  }
  const left = Object.keys(byElement).length > 0 || placed.others.length > 0;
  return left ? { byElement, others: placed.others } : null;
}

/** Each keyed element of a form as JSON of its own fields (lists of keyed elements left out). */
function ownFields(form: unknown, into = new Map<string, string>()) {
  if (Array.isArray(form)) form.forEach((each) => ownFields(each, into));
  else if (form && typeof form === 'object') {
    const own: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(form)) {
      if (Array.isArray(value) && value.some((v) => v && typeof v === 'object' && 'key' in v))
        ownFields(value, into);
      else if (value && typeof value === 'object' && !Array.isArray(value)) ownFields(value, into);
      else own[name] = value;
    }
    if ('key' in form) into.set(String((form as { key: unknown }).key), JSON.stringify(own));
  }
  return into;
}

/** The problems of an element at fields other than those shown next to their inputs. */
export function problemsExcept(placed: PlacedProblems | null, key: string, shown: string[]) {
  const fields = placed?.byElement[key] ?? {};
  return Object.entries(fields)
    .filter(([field]) => !shown.includes(field))
    .flatMap(([, list]) => list);
}
