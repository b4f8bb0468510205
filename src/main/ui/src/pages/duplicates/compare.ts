import type { components } from '../../api/generated/matching';
import { attributesOf, displayOf, label, type Entity } from '../../model/useModel';

export type ClusterRecord = components['schemas']['ClusterRecord'];
export type ClusterView = components['schemas']['ClusterView'];
export type Pair = components['schemas']['PairView'];

/** One comparison of a matched pair as the server reports it. */
export type Comparison = NonNullable<Pair['comparisons']>[number];
/** What one attribute told of a pair under a weighted rule. */
export type EvidenceScore = NonNullable<Pair['evidence']>[number];

/** A row of the side-by-side table: an attribute, each record's value, whether they differ. */
export interface CompareRow {
  name: string;
  label: string;
  values: string[];
  differs: boolean;
}

function valuesOf(record: ClusterRecord): Record<string, unknown> {
  return (record.attributes ?? {}) as Record<string, unknown>;
}

/**
 * The rows comparing the records: the entity's attributes in the model's order, then any other
 * attribute a record carries (so nothing the server sent is hidden). Values are compared as the
 * steward reads them (trimmed, case ignored): "Moscow" and "moscow " are the same to the eye,
 * while an empty value against a filled one is a difference. Dates and moments are printed in the
 * language's one format, as every screen prints them.
 */
export function compareRows(
  entity: Entity | undefined,
  records: ClusterRecord[],
  language: string,
): CompareRow[] {
  const defined = entity ? attributesOf(entity) : [];
  const names = defined.map((a) => a.name!);
  for (const record of records) {
    for (const name of Object.keys(valuesOf(record))) {
      if (!names.includes(name)) names.push(name);
    }
  }
  return names.map((name) => {
    const attribute = defined.find((a) => a.name === name);
    const values = records.map((record) => displayOf(attribute, valuesOf(record)[name], language));
    const seen = new Set(values.map((v) => v.trim().toLowerCase()));
    return {
      name,
      label: attribute ? label(attribute) : name,
      values,
      differs: seen.size > 1,
    };
  });
}

/** How many attributes of a record have a value. */
function filled(record: ClusterRecord): number {
  return Object.values(valuesOf(record)).filter(
    (v) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
  ).length;
}

/**
 * The record proposed as the winner: the one the steward came from (clusterTargetSubjectId) when
 * it is in the cluster, else the most complete record (most values filled), the first listed on a
 * tie. Keeping the most complete record's id loses the fewest links to it.
 */
export function defaultWinner(records: ClusterRecord[], target?: string | null): string | null {
  if (target && records.some((r) => r.etalonId === target)) return target;
  let best: ClusterRecord | null = null;
  for (const record of records) {
    if (!best || filled(record) > filled(best)) best = record;
  }
  return best?.etalonId ?? null;
}

/** A record as one line: its name as the server gives it (the entity's display format, else a key). */
export function describe(record: ClusterRecord): string {
  return record.displayName ?? '';
}

/** The comparisons of a pair (none for a pair a weighted rule scored). */
export function comparisonsOf(pair: Pair): Comparison[] {
  return pair.comparisons ?? [];
}
