import type { Problem } from '../../api/errors';

/** The kinds of model element the editor shows, by their field in the model document. */
export const KINDS = [
  'entities',
  'lookupEntities',
  'nestedEntities',
  'enumerations',
  'relations',
  'sourceSystems',
] as const;
export type Kind = (typeof KINDS)[number];

/**
 * Where a problem's `source` points in the model: `entities[Customer].attributes[inn].type` is
 * the field `type` of the part `attributes[inn]` of the element `Customer` of the kind `entities`.
 * An element or part without a name is named by its position (`relations[3]`), as the server does.
 */
export interface ModelPlace {
  kind: string;
  /** The element's name, or its position as digits; null for the kind as a whole. */
  element: string | null;
  /** A part of the element: an attribute, an enumeration value, the code attribute (key ''). */
  part: { collection: string; key: string } | null;
  /** What is left: `type`, `sourceWeights[crm]`, `customProperties.addAttributesTo…`; or null. */
  field: string | null;
}

interface Step {
  name: string;
  key: string | null;
}

/**
 * The steps of a path. A key in brackets runs to the `]` that ends the step (one followed by `.`,
 * `[` or the end), so a refused name holding `.` or `]` still reads as one key.
 */
export function stepsOf(path: string): Step[] {
  const steps: Step[] = [];
  let i = 0;
  while (i < path.length) {
    let name = '';
    while (i < path.length && path[i] !== '.' && path[i] !== '[') name += path[i++];
    let key: string | null = null;
    if (path[i] === '[') {
      let end = i + 1;
      for (;;) {
        end = path.indexOf(']', end);
        if (end < 0 || end === path.length - 1 || path[end + 1] === '.' || path[end + 1] === '[') {
          break;
        }
        end += 1;
      }
      if (end < 0) end = path.length;
      key = path.slice(i + 1, end);
      i = end + 1;
    }
    steps.push({ name, key });
    if (path[i] === '.') i += 1;
  }
  return steps;
}

const PARTS = new Set(['attributes', 'values', 'nodes', 'codeAttribute']);

/** The place of a problem, or null when its source is not a path into the model (a URL). */
export function placeOf(source: string): ModelPlace | null {
  if (!source || source.startsWith('/')) return null;
  const steps = stepsOf(source);
  const [head, ...rest] = steps;
  if (!head?.name) return null;
  const place: ModelPlace = { kind: head.name, element: head.key, part: null, field: null };
  let fieldSteps = rest;
  const next = rest[0];
  if (next && PARTS.has(next.name) && (next.key !== null || next.name === 'codeAttribute')) {
    place.part = { collection: next.name, key: next.key ?? '' };
    fieldSteps = rest.slice(1);
  }
  if (fieldSteps.length) {
    place.field = fieldSteps
      .map((s) => (s.key === null ? s.name : `${s.name}[${s.key}]`))
      .join('.');
  }
  return place;
}

/** How a model element or part is named in paths: its name, else its position. */
export function keyOf(item: { name?: string | null }, index: number): string {
  return item.name && item.name.trim() ? item.name : String(index);
}

export interface PlacedProblem extends Problem {
  place: ModelPlace | null;
}

export function placeAll(problems: Problem[]): PlacedProblem[] {
  return problems.map((p) => ({ ...p, place: placeOf(p.source) }));
}

/** The problems of one element (with its parts), and of the kind as a whole when key is null. */
export function problemsOfElement(problems: PlacedProblem[], kind: string, key: string | null) {
  return problems.filter((p) => p.place?.kind === kind && p.place.element === key);
}

function isAt(place: ModelPlace | null, field: string) {
  const at = place?.field;
  return !!at && (at === field || at.startsWith(field + '[') || at.startsWith(field + '.'));
}

/** The problems of one field of the element itself (not of its parts). */
export function problemsOfField(problems: PlacedProblem[], field: string) {
  return problems.filter((p) => p.place?.part === null && isAt(p.place, field));
}

/** The problems of one part (an attribute by its key, the code attribute by key ''). */
export function problemsOfPart(problems: PlacedProblem[], collection: string, key: string) {
  return problems.filter(
    (p) => p.place?.part?.collection === collection && p.place.part.key === key,
  );
}

/** The messages of problems on one field, for an input's helper text. */
export function messagesAt(problems: PlacedProblem[], field: string): string {
  return problems
    .filter((p) => isAt(p.place, field))
    .map((p) => p.message)
    .join(' ');
}
