/**
 * An origin as a steward reads it: `crm / C-1`; the platform's origin of a record keyed by the
 * record's own etalon id (a key-less steward's record, or overrides written by etalon id) as
 * `platform` alone, its key naming nothing a steward knows.
 */
export function originName(
  sourceSystem: string | null | undefined,
  externalId: string | null | undefined,
  etalonId: string | null | undefined,
): string {
  if (sourceSystem === 'platform' && externalId && externalId === etalonId) return sourceSystem;
  return `${sourceSystem ?? ''} / ${externalId ?? ''}`;
}
