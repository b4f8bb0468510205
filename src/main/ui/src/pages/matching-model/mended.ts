import type { ComparisonForm, RuleForm, SetForm } from './formModel';
import type { PlacedProblems } from './problemPaths';

/** The fields of each element as the form holds them, by the element's key. */
function fieldsOf(sets: SetForm[]) {
  const fields = new Map<string, Record<string, unknown>>();
  const comparison = (c: ComparisonForm) =>
    fields.set(c.key, { '': JSON.stringify(c), type: c.type, attribute: c.attributes.join() });
  const rule = (r: RuleForm) => {
    fields.set(r.key, {
      name: r.name,
      displayName: r.displayName,
      action: r.action,
      comparisons: r.comparisons.length,
      weighted: JSON.stringify(r.weighted),
    });
    r.comparisons.forEach(comparison);
  };
  sets.forEach((s) => {
    fields.set(s.key, { name: s.name, displayName: s.displayName, rules: s.rules.length });
    s.rules.forEach(rule);
  });
  return fields;
}

/**
 * The problems left once the steward changed the form: a problem goes with the field it is about
 * (a comparison's, with any change of the comparison), so what stays marked still needs mending;
 * the next save or publish checks everything again.
 */
export function withoutMended(
  placed: PlacedProblems | null,
  before: SetForm[],
  after: SetForm[],
): PlacedProblems | null {
  // Null when none is left, so that the notice of the refusal goes with its last problem.
  if (!placed) return null;
  const was = fieldsOf(before);
  const is = fieldsOf(after);
  const byElement: PlacedProblems['byElement'] = {};
  for (const [key, problems] of Object.entries(placed.byElement)) {
    const then = was.get(key);
    const now = is.get(key);
    if (!then || !now) continue;
    const comparison = '' in then;
    for (const [field, list] of Object.entries(problems)) {
      // A weighted rule's own fields (`evidence[0].levels[1].m`, thresholds) go with any change
      // of its weighted part.
      const changed = comparison
        ? then[''] !== now['']
        : field !== '' &&
          (field in then ? then[field] !== now[field] : then.weighted !== now.weighted);
      if (!changed) (byElement[key] ??= {})[field] = list;
    }
  }
  const left = Object.keys(byElement).length > 0 || placed.others.length > 0;
  return left ? { byElement, others: placed.others } : null;
}
