import type { AttributeDef, DataModel } from '../../api/schemas';
import type { AnyElement } from './modelApi';
import { keyOf, type Kind } from './modelPath';

export { ATTRIBUTE_TYPES } from '../../model/attributeTypes';

export const RELATION_TYPES = ['REFERENCES', 'CONTAINS', 'MANY_TO_MANY'] as const;
export const CONSOLIDATIONS = ['BVT', 'BVR'] as const;

/** The field naming another model element that each type needs, and the kind it names. */
export const TARGETS = {
  Enum: { field: 'enumeration', kind: 'enumerations' },
  LookupLink: { field: 'lookupEntity', kind: 'lookupEntities' },
  Complex: { field: 'nestedEntity', kind: 'nestedEntities' },
} as const;
export type TargetField = (typeof TARGETS)[keyof typeof TARGETS]['field'];

const LARGE = new Set(['File', 'Blob', 'Clob']);

export function targetOf(type: string | null | undefined) {
  return type && type in TARGETS ? TARGETS[type as keyof typeof TARGETS] : null;
}

/**
 * The attribute with another type: the target fields of other types, and what the new type does
 * not take (array for large objects, a default for large objects and Complex), are dropped, since
 * the server refuses them.
 */
export function withType(attribute: AttributeDef, type: string): AttributeDef {
  const keep = targetOf(type)?.field;
  const next: AttributeDef = { ...attribute, type };
  for (const { field } of Object.values(TARGETS)) {
    if (field !== keep) next[field] = null;
  }
  if (LARGE.has(type)) next.array = false;
  if (LARGE.has(type) || type === 'Complex') next.defaultValue = null;
  return next;
}

export function newAttribute(): AttributeDef {
  return { name: '', type: 'String', required: false, array: false };
}

/** A new element of a kind, as its form starts. */
export function newElement(kind: Kind): AnyElement {
  switch (kind) {
    case 'lookupEntities':
      return { name: '', codeAttribute: { name: 'code', type: 'String' }, attributes: [] };
    case 'enumerations':
      return { name: '', values: [] };
    case 'relations':
      return { name: '', type: 'REFERENCES', from: '', to: '', attributes: [] };
    case 'sourceSystems':
      return { name: '', weight: 0 };
    default:
      return { name: '', attributes: [] };
  }
}

export function elementsOf(model: DataModel | undefined, kind: Kind): AnyElement[] {
  return ((model?.[kind] ?? []) as AnyElement[]).filter(Boolean);
}

/** The element a key (name, or position of an unnamed one) names. */
export function findElement(model: DataModel | undefined, kind: Kind, key: string | null) {
  if (key === null) return null;
  return elementsOf(model, kind).find((e, i) => keyOf(e, i) === key) ?? null;
}

/** The names of a kind's elements, for the pickers. */
export function namesOf(model: DataModel | undefined, kind: Kind): string[] {
  return elementsOf(model, kind)
    .map((e) => e.name ?? '')
    .filter(Boolean);
}

/** Empty texts are no value: the document leaves them out rather than holding "". */
export function blankToNull(value: string): string | null {
  return value.trim() === '' ? null : value;
}
