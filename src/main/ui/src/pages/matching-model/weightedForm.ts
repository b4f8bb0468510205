import type { AttributeDef } from '../../api/schemas';
import {
  ACCEPTS,
  PARAMETERS,
  type Comparison,
  type ComparisonType,
  type MatchRule,
} from './formModel';
import type { Evidence, Level } from './weights';

/** The fields a weighted rule adds to a rule, as the API takes them. */
export type Weighted = Pick<
  MatchRule,
  'type' | 'evidence' | 'upperThreshold' | 'lowerThreshold' | 'linkage' | 'blocking'
>;

/**
 * A first weighted rule: the register's first text attribute weighed (agreeing exactly is 90 %
 * likely among matches, 1 % among others) and its values as the one blocking key, for the
 * administrator to extend and then to estimate from the records.
 */
export function newWeighted(attributes: AttributeDef[]): Weighted {
  const first = attributes.find((a) => (a.type ?? 'String') === 'String')?.name ?? '';
  return {
    type: 'WEIGHTED',
    evidence: [newEvidence(first)],
    upperThreshold: 12,
    lowerThreshold: 4,
    linkage: 'WITHIN',
    blocking: [{ comparisons: [{ attribute: first || null, type: 'NORMALIZED' }] }],
  };
}

export function newEvidence(attribute: string): Evidence {
  return { attribute: attribute || null, levels: [newLevel('EXACT')] };
}

export function newLevel(type: ComparisonType): Level {
  return { type, m: 0.9, u: 0.01 };
}

/** The attributes an evidence or key compares. */
export function pathsOf(item: { attribute?: string | null; attributes?: string[] | null }) {
  return item.attributes ?? (item.attribute ? [item.attribute] : []);
}

/** One attribute as `attribute`, several as `attributes`. */
export function withPaths<T extends { attribute?: string | null; attributes?: string[] | null }>(
  item: T,
  paths: string[],
): T {
  return paths.length > 1
    ? { ...item, attribute: null, attributes: paths }
    : { ...item, attribute: paths[0] ?? null, attributes: null };
}

/** A level or comparison of another type: the parameter of the former type goes. */
export function withType<T extends Comparison | Level>(item: T, type: ComparisonType): T {
  const next = { ...item, type };
  for (const name of ['threshold', 'distance', 'days', 'delta'] as const) {
    if (PARAMETERS[type]?.name !== name) delete next[name];
  }
  return next;
}

/** The types an evidence's levels may take for its attributes' types. */
export function typesFor(paths: string[], attributes: AttributeDef[], all: ComparisonType[]) {
  const types = paths.map((p) => attributes.find((a) => a.name === p)?.type ?? 'String');
  return all.filter((t) => types.every((type) => ACCEPTS[t].includes(type)));
}

/** A list with one element replaced, or removed. */
export function at<T>(list: T[], index: number, item?: T): T[] {
  return item === undefined
    ? list.filter((_, i) => i !== index)
    : list.map((x, i) => (i === index ? item : x));
}
