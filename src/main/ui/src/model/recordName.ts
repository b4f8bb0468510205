/** The custom property holding an entity's display format, e.g. `{lastName} {firstName}`. */
export const DISPLAY_FORMAT = 'display_format';

/**
 * A record's name by a display format, as the server makes it (data.RecordName): a missing value
 * drops out with the text just before it; text around all tokens is kept when any value is. The
 * model screen shows its example with it; records carry the server's `displayName`.
 */
export function formatName(format: string, valueOf: (attribute: string) => string | null): string {
  const parts = format.split(/\{([^{}]*)\}/);
  // parts: text, token, text, token, …, text
  let name = '';
  let printed = false;
  for (let i = 1; i < parts.length; i += 2) {
    const value = valueOf((parts[i] ?? '').trim());
    if (value === null || value.trim() === '') continue;
    if (printed) name += parts[i - 1] ?? '';
    name += value.trim();
    printed = true;
  }
  if (!printed) return '';
  return ((parts[0] ?? '') + name + (parts[parts.length - 1] ?? '')).trim();
}

/** The attributes a format names, in its order. */
export function formatAttributes(format: string): string[] {
  return [...format.matchAll(/\{([^{}]*)\}/g)].map((m) => (m[1] ?? '').trim());
}
