import type { Problem } from '../../api/errors';

/** Where in a matching model a problem's `source` points: element positions and a field. */
export interface ProblemPath {
  set?: number;
  rule?: number;
  comparison?: number;
  /** The element's field (`name`, `action`, `threshold`, `rules`…); absent: the element itself. */
  field?: string;
}

const PATH =
  /^(?:model\.)?(?:sets(?:\[(\d+)\](?:\.rules(?:\[(\d+)\](?:\.comparisons(?:\[(\d+)\])?)?)?)?)?)?(?:\.?([A-Za-z]+))?$/;

const WEIGHTED = /^(?:model\.)?sets\[(\d+)\]\.rules\[(\d+)\]\.((?:evidence|blocking)(?:\[.*)?)$/;

/**
 * Reads a problem's `source` as the matching model's checks write it: `sets[0].rules[1]
 * .comparisons[2].threshold`, `sets[0].rules` (an empty list: the set's field `rules`), `sets`,
 * `entityName`. A `model.` prefix (the save request's field) is allowed. Null for a source that is
 * no such path (a URL, when the problem is of the request as a whole).
 */
export function parseSource(source: string): ProblemPath | null {
  if (!source || source.startsWith('/')) return null;
  // A weighted rule's evidence and keys are fields of the rule: `evidence[1].levels[0].m`.
  const weighted = WEIGHTED.exec(source);
  if (weighted) {
    return { set: Number(weighted[1]), rule: Number(weighted[2]), field: weighted[3] };
  }
  const match = PATH.exec(source);
  if (!match) return null;
  const [, set, rule, comparison, field] = match;
  const path: ProblemPath = {};
  if (set !== undefined) path.set = Number(set);
  if (rule !== undefined) path.rule = Number(rule);
  if (comparison !== undefined) path.comparison = Number(comparison);
  // A list named without a position ("sets[0].rules") is a field of the element holding it.
  if (field) path.field = field;
  else if (/(^|\.)(sets|rules|comparisons)$/.test(source)) path.field = source.split('.').pop();
  return path;
}

/** An element of the form by its position, as the model sent to the server had it. */
interface Positioned {
  key: string;
  rules?: Positioned[];
  comparisons?: Positioned[];
}

/** The problems of each element of the form (by its key) and field; those of no element apart. */
export interface PlacedProblems {
  /** `problems[key][field]`; the field `''` holds the element's own problems. */
  byElement: Record<string, Record<string, Problem[]>>;
  /** Problems of the model as a whole, or of an element the form no longer has. */
  others: Problem[];
}

/**
 * Places the server's problems on the elements of the form that was sent (`sets`, in the order
 * the request had them), by the elements' keys: they stay with their element when the steward
 * then adds or removes others.
 */
export function placeProblems(problems: Problem[], sets: Positioned[]): PlacedProblems {
  const placed: PlacedProblems = { byElement: {}, others: [] };
  for (const problem of problems) {
    const path = parseSource(problem.source);
    const element = path && elementAt(path, sets);
    if (!path || !element) {
      placed.others.push(problem);
      continue;
    }
    const fields = (placed.byElement[element.key] ??= {});
    (fields[path.field ?? ''] ??= []).push(problem);
  }
  return placed;
}

function elementAt(path: ProblemPath, sets: Positioned[]): Positioned | null {
  if (path.set === undefined) return null;
  const set = sets[path.set];
  if (!set || path.rule === undefined) return set ?? null;
  const rule = set.rules?.[path.rule];
  if (!rule || path.comparison === undefined) return rule ?? null;
  return rule.comparisons?.[path.comparison] ?? null;
}

/** The problems of one element's field ('' for the element's own), none when there are none. */
export function problemsAt(placed: PlacedProblems | null, key: string, field = ''): Problem[] {
  return placed?.byElement[key]?.[field] ?? [];
}
