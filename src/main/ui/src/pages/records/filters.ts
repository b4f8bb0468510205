import type { AttributeDef, SearchRequest } from '../../api/schemas';

export type Filter = NonNullable<SearchRequest['filters']>;
export type Operator = NonNullable<Filter['operator']>;

/** A condition as the steward builds it: the operand is typed text until it is sent. */
export interface FilterRow {
  attribute: string;
  operator: Operator;
  /** The operand (EQ, GT, PREFIX...), or the first of RANGE, or IN's values one per line. */
  value: string;
  /** RANGE's upper end. */
  to: string;
}

const ORDERED: Operator[] = ['EQ', 'NE', 'GT', 'GE', 'LT', 'LE', 'RANGE', 'IN'];
const PRESENCE: Operator[] = ['EXISTS', 'NOT_EXISTS'];

/** The operators the search accepts for an attribute's type (docs/search.md). */
export function operatorsFor(attribute: AttributeDef): Operator[] {
  switch (attribute.type ?? 'String') {
    case 'String':
      return ['CONTAINS', 'EQ', 'NE', 'PREFIX', 'FUZZY', 'IN', 'GT', 'LT', ...PRESENCE];
    case 'Integer':
    case 'Number':
    case 'Date':
    case 'Time':
    case 'Timestamp':
      return [...ORDERED, ...PRESENCE];
    case 'Boolean':
      return ['EQ', ...PRESENCE];
    case 'Enum':
    case 'LookupLink':
      return ['EQ', 'NE', 'IN', ...PRESENCE];
    default:
      return PRESENCE;
  }
}

/** The attributes a filter row can name: top-level ones of a type the search compares. */
export function filterable(attributes: AttributeDef[]): AttributeDef[] {
  return attributes.filter((a) => !['Complex', 'File', 'Blob', 'Clob'].includes(a.type ?? ''));
}

/** An operand typed as the attribute's values: numbers as numbers, booleans as booleans. */
export function operand(attribute: AttributeDef, text: string): unknown {
  const trimmed = text.trim();
  switch (attribute.type) {
    case 'Integer':
    case 'Number': {
      const number = Number(trimmed);
      return trimmed === '' || Number.isNaN(number) ? trimmed : number;
    }
    case 'Boolean':
      return trimmed === 'true' ? true : trimmed === 'false' ? false : trimmed;
    default:
      return trimmed;
  }
}

/** Whether a row is complete enough to send (an operand where the operator needs one). */
export function complete(row: FilterRow): boolean {
  if (!row.attribute) return false;
  if (PRESENCE.includes(row.operator)) return true;
  if (row.operator === 'RANGE') return row.value.trim() !== '' || row.to.trim() !== '';
  return row.value.trim() !== '';
}

/**
 * The search's filter for the complete rows, all of which must hold (`and`), or null when there
 * is none. A row naming an attribute the model no longer has is left out.
 */
export function filterOf(rows: FilterRow[], attributes: AttributeDef[]): Filter | null {
  const conditions: Filter[] = [];
  for (const row of rows.filter(complete)) {
    const attribute = attributes.find((a) => a.name === row.attribute);
    if (!attribute) continue;
    const condition: Filter = { attribute: row.attribute, operator: row.operator };
    if (row.operator === 'RANGE') {
      condition.values = [row.value, row.to].map((v) =>
        v.trim() === '' ? null : operand(attribute, v),
      );
    } else if (row.operator === 'IN') {
      condition.values = row.value
        .split('\n')
        .filter((v) => v.trim() !== '')
        .map((v) => operand(attribute, v));
    } else if (!PRESENCE.includes(row.operator)) {
      condition.value = operand(attribute, row.value);
    }
    conditions.push(condition);
  }
  if (conditions.length === 0) return null;
  return conditions.length === 1 ? conditions[0]! : { and: conditions };
}

/** Rows to and from the page's address (`?f=`), so that a filtered search can be shared. */
export function rowsToParam(rows: FilterRow[]): string | null {
  const kept = rows.filter(complete);
  return kept.length
    ? JSON.stringify(kept.map((r) => [r.attribute, r.operator, r.value, r.to]))
    : null;
}

export function rowsFromParam(param: string | null): FilterRow[] {
  if (!param) return [];
  try {
    const parsed = JSON.parse(param) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((r): r is string[] => Array.isArray(r) && r.length === 4)
      .map(([attribute, operator, value, to]) => ({
        attribute: String(attribute),
        operator: String(operator) as Operator,
        value: String(value),
        to: String(to),
      }));
  } catch {
    return [];
  }
}

/** The types whose values the search API counts as facets (its FACET_TYPES). */
export const FACET_TYPES = ['Enum', 'LookupLink', 'Boolean', 'String'];

/** The most facets one search asks for (the API takes at most 20). */
export const MAX_FACETS = 20;

/** Every attribute of the register the search can count values of, in the model's order. */
export function facetChoicesOf(attributes: AttributeDef[]): AttributeDef[] {
  return attributes.filter((a) => FACET_TYPES.includes(a.type ?? ''));
}

/** The facets shown before the steward chooses: the first six categories (Enum, LookupLink, Boolean). */
export function facetsOf(attributes: AttributeDef[]): string[] {
  return attributes
    .filter((a) => ['Enum', 'LookupLink', 'Boolean'].includes(a.type ?? ''))
    .map((a) => a.name!)
    .slice(0, 6);
}

/**
 * The facets to ask for: the steward's choice kept in the page's address (`facets`, names joined
 * by commas; empty: none), those the register still can count; without a choice, the defaults.
 */
export function chosenFacets(attributes: AttributeDef[], param: string | null): string[] {
  if (param === null) return facetsOf(attributes);
  const known = new Set(facetChoicesOf(attributes).map((a) => a.name!));
  return param
    .split(',')
    .filter((name) => known.has(name))
    .slice(0, MAX_FACETS);
}

/** A choice of facets as the address keeps it. */
export function facetsToParam(names: string[]): string {
  return names.join(',');
}
