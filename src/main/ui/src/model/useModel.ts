import { useQuery } from '@tanstack/react-query';
import { formatDay, formatMoment } from '../format/dates';
import { api } from '../api/client';
import { unwrap } from '../api/errors';
import type { AttributeDef, DataModel, EntityDef, LookupEntityDef } from '../api/schemas';
import { DISPLAY_FORMAT, formatAttributes } from './recordName';

/** The published data model (the UI builds its forms, columns and filters from it). */
export function useModel() {
  return useQuery({
    queryKey: ['model'],
    queryFn: async () => unwrap(await api.meta.GET('/api/v2/meta/model')).model ?? {},
    staleTime: 5 * 60_000,
  });
}

export type Entity = (EntityDef | LookupEntityDef) & { kind: 'register' | 'referenceSet' };

/** The registers, then the reference sets, of a model. */
export function entitiesOf(model: DataModel | undefined): Entity[] {
  return [
    ...(model?.entities ?? []).map((e) => ({ ...e, kind: 'register' as const })),
    ...(model?.lookupEntities ?? []).map((e) => ({ ...e, kind: 'referenceSet' as const })),
  ];
}

export function attributesOf(entity: Entity): AttributeDef[] {
  const code = 'codeAttribute' in entity && entity.codeAttribute ? [entity.codeAttribute] : [];
  return [...code, ...(entity.attributes ?? [])];
}

/** The custom property naming the attribute shown as a record's description in lists. */
export const DESCRIPTION_FIELD = 'description_field';

/**
 * The attribute a record's name is the value of, whose own column a list leaves out: the one
 * attribute of a display format naming one; none for a format of several (the name is not any one
 * column, so each keeps its own); without a format, the custom property `description_field` (which
 * replaced `business_search_description`), else the first String attribute.
 */
export function descriptionAttribute(entity: Entity): string | null {
  const format = entity.customProperties?.[DISPLAY_FORMAT];
  if (format) {
    const named = formatAttributes(format);
    return named.length === 1 ? named[0]! : null;
  }
  const named = entity.customProperties?.[DESCRIPTION_FIELD];
  if (named) return named;
  return (
    attributesOf(entity).find((a) => (a.type ?? 'String') === 'String' && !a.array)?.name ?? null
  );
}

export function label(item: { name?: string | null; displayName?: string | null }): string {
  return item.displayName || item.name || '';
}

/** A value of a record as text: arrays joined, objects as JSON, nothing as a dash. */
export function display(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(display).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * An attribute's value as the screens print it: a Date or Timestamp attribute in the language's
 * one date format (format/dates.ts), every other value as {@link display} prints it.
 */
export function displayOf(
  attribute: Pick<AttributeDef, 'type'> | undefined,
  value: unknown,
  language: string,
): string {
  if (Array.isArray(value)) return value.map((v) => displayOf(attribute, v, language)).join(', ');
  if (typeof value === 'string' && value !== '') {
    if (attribute?.type === 'Date') return formatDay(value, language);
    if (attribute?.type === 'Timestamp') return formatMoment(value, language);
  }
  return display(value);
}
