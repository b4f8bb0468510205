/**
 * The UI's one way of writing moments and dates, per language (every screen goes through here):
 * a moment as its date and minute in the steward's time zone, a date alone (a validity bound, a
 * day) without a time and without moving it to another day.
 */
const MOMENT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const MOMENT_SECONDS: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };
const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

function parsed(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A moment (`2026-11-29T02:23:11Z`); a dash for none, the text itself when it is no moment. With
 * `seconds`, to the second (where two moments of one minute must read apart).
 */
export function formatMoment(
  moment: string | number | Date | null | undefined,
  language: string,
  seconds = false,
): string {
  if (moment === null || moment === undefined || moment === '') return '—';
  const date = parsed(moment);
  return date
    ? new Intl.DateTimeFormat(language, seconds ? MOMENT_SECONDS : MOMENT).format(date)
    : String(moment);
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

/** A validity period's bound (a date, or a moment whose day counts): its day, or `open` for none. */
export function formatBound(bound: string | null | undefined, language: string, open: string) {
  return bound ? formatDay(bound.slice(0, 10), language) : open;
}

/*
 * Date inputs write and read the same text the screens print (a date field shows "Nov 29, 2026"
 * in English and "29 нояб. 2026 г." in Russian, never the browser's own mm/dd/yyyy), and keep the
 * value they hand on as ISO: `2026-11-29` for a date, `2026-11-29T14:05` (to the second when it
 * has seconds) for a moment in the steward's time, as the browser's date inputs did.
 */

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
const TIME = /(\d{1,2}):(\d{2})(?::(\d{2}))?(?!\d)\s*(a\.?\s?m\.?|p\.?\s?m\.?)?/i;

const two = (n: number) => String(n).padStart(2, '0');

const leap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

function isoDay(year: number, month: number, day: number): string | null {
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const days = [31, leap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  if (day > days) return null;
  return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`;
}

function isoTime(hour: number, minute: number, second: number): string | null {
  if (hour > 23 || minute > 59 || second > 59) return null;
  return `${two(hour)}:${two(minute)}${second ? `:${two(second)}` : ''}`;
}

const simple = (word: string) => word.toLowerCase().replace(/\./g, '').trim();

/** The month names of a language as it writes them alone and in a date, long and short. */
const MONTHS = new Map<string, string[][]>();

function monthNames(language: string): string[][] {
  const known = MONTHS.get(language);
  if (known) return known;
  const names: string[][] = [];
  for (let month = 0; month < 12; month++) {
    const date = new Date(Date.UTC(2026, month, 15));
    const forms = new Set<string>();
    for (const lang of [language, 'en']) {
      for (const style of ['long', 'short'] as const) {
        forms.add(
          simple(new Intl.DateTimeFormat(lang, { month: style, timeZone: 'UTC' }).format(date)),
        );
        const inDate = new Intl.DateTimeFormat(lang, {
          day: 'numeric',
          month: style,
          timeZone: 'UTC',
        })
          .formatToParts(date)
          .find((p) => p.type === 'month');
        if (inDate) forms.add(simple(inDate.value));
      }
    }
    names.push([...forms].filter((f) => f !== ''));
  }
  MONTHS.set(language, names);
  return names;
}

/** The month a word names (1–12): a name, or the start of one of three letters or more. */
function monthOf(word: string, language: string): number | null {
  const w = simple(word);
  const names = monthNames(language);
  const exact = names.findIndex((forms) => forms.includes(w));
  if (exact >= 0) return exact + 1;
  if (w.length < 3) return null;
  const start = names.findIndex((forms) => forms.some((f) => f.startsWith(w)));
  return start >= 0 ? start + 1 : null;
}

/** The order a language writes a date in numbers: `['month', 'day', 'year']` in English. */
function numericOrder(language: string): string[] {
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  })
    .formatToParts(new Date(Date.UTC(2026, 10, 29)))
    .map((p) => p.type)
    .filter((type) => type === 'year' || type === 'month' || type === 'day');
}

/** A date's text without its time: its day, month and year as ISO, or null. */
function dayOf(text: string, language: string): string | null {
  const words = text.match(/\p{L}+/gu) ?? [];
  const numbers = (text.match(/\d+/g) ?? []).map((n) => ({ text: n, value: Number(n) }));
  const months = words.map((w) => monthOf(w, language)).filter((m): m is number => m !== null);
  const [first, second, third] = numbers;
  if (months.length > 1 || !first) return null;
  if (months.length === 1) {
    if (!second || third) return null;
    const [year, day] = first.text.length === 4 ? [first, second] : [second, first];
    return year.text.length === 4 ? isoDay(year.value, months[0]!, day.value) : null;
  }
  if (!second || !third || numbers.length !== 3) return null;
  if (first.text.length === 4) return isoDay(first.value, second.value, third.value);
  const order = numericOrder(language);
  const part = (type: string) => numbers[order.indexOf(type)];
  const year = part('year');
  const month = part('month');
  const day = part('day');
  if (!year || !month || !day || year.text.length !== 4) return null;
  return isoDay(year.value, month.value, day.value);
}

/** A date as its input shows it: as the screens print it (see {@link formatDay}). */
export function dayInputText(value: string, language: string): string {
  return ISO.test(value) ? formatDay(value.slice(0, 10), language) : value;
}

/**
 * A date as typed (as the screens print it, in the language's numeric order such as 29.11.2026 or
 * 11/29/2026, or ISO) as ISO `2026-11-29`; null when it is no date.
 */
export function parseDay(text: string, language: string): string | null {
  const t = text.trim();
  const iso = ISO.exec(t);
  if (iso && iso[4] === undefined) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  if (iso) return null;
  if (TIME.test(t)) return null;
  return dayOf(t, language);
}

/** A moment as its input shows it: as the screens print it, with seconds when it has them. */
export function momentInputText(value: string, language: string): string {
  const iso = ISO.exec(value);
  if (!iso) return value;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = iso
    .slice(1)
    .map((p) => Number(p ?? 0));
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  date.setUTCFullYear(year);
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: second ? 'medium' : 'short',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * A moment as typed (its date as {@link parseDay} reads it, then its time as `14:05`, `2:05 PM`
 * or `14:05:09`; no time: midnight) as the local ISO `2026-11-29T14:05`; null when it is none.
 */
export function parseMoment(text: string, language: string): string | null {
  const t = text.replace(/[\u00a0\u202f]/g, ' ').trim();
  const iso = ISO.exec(t);
  if (iso) {
    const day = isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    const time = isoTime(Number(iso[4] ?? 0), Number(iso[5] ?? 0), Number(iso[6] ?? 0));
    return day && time ? `${day}T${time}` : null;
  }
  const time = TIME.exec(t);
  let hour = 0;
  let minute = 0;
  let second = 0;
  let rest = t;
  if (time) {
    hour = Number(time[1]);
    minute = Number(time[2]);
    second = Number(time[3] ?? 0);
    const half = time[4]?.toLowerCase().replace(/[^ap]/g, '');
    if (half) {
      if (hour < 1 || hour > 12) return null;
      hour = (hour % 12) + (half === 'p' ? 12 : 0);
    }
    rest = t.slice(0, time.index) + ' ' + t.slice(time.index + time[0].length);
  }
  const day = dayOf(rest, language);
  const clock = isoTime(hour, minute, second);
  return day && clock ? `${day}T${clock}` : null;
}

/** An example of the format to type, as the screens print today's date (or now). */
export function inputExample(kind: 'date' | 'moment', language: string, now = new Date()): string {
  const day = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  return kind === 'date'
    ? dayInputText(day, language)
    : momentInputText(`${day}T${two(now.getHours())}:${two(now.getMinutes())}`, language);
}
