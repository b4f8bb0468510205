/**
 * The UI's one way of writing moments and dates, per language (every screen goes through here):
 * a moment as its date and minute in the steward's time zone, a date alone (a validity bound, a
 * day) without a time and without moving it to another day.
 */
const MOMENT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

function parsed(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A moment (`2026-11-29T02:23:11Z`); a dash for none, the text itself when it is no moment. */
export function formatMoment(
  moment: string | number | Date | null | undefined,
  language: string,
): string {
  if (moment === null || moment === undefined || moment === '') return '—';
  const date = parsed(moment);
  return date ? new Intl.DateTimeFormat(language, MOMENT).format(date) : String(moment);
}

/**
 * A date (`2026-11-29`, or a moment's day as the server wrote it): the same day in every time
 * zone; a dash for none.
 */
export function formatDay(day: string | null | undefined, language: string): string {
  if (!day) return '—';
  const date = parsed(/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00Z` : day);
  return date ? new Intl.DateTimeFormat(language, DAY).format(date) : day;
}
