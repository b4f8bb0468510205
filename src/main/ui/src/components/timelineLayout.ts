import type { TimelinePeriod } from '../api/schemas';

/** A bar of the timeline picture: one period on one row (the golden record's, or a source's). */
export interface Bar {
  row: number;
  period: number;
  x: number;
  width: number;
  /** The period has no start (or no end): it runs off the picture's edge. */
  openStart: boolean;
  openEnd: boolean;
  active: boolean;
}

export interface Tick {
  x: number;
  label: string;
}

export interface TimelineLayout {
  /** Row 0 is the golden record; then one row per origin, `sourceSystem / externalId`. */
  rows: string[];
  bars: Bar[];
  ticks: Tick[];
}

const YEAR = 365.25 * 24 * 3600 * 1000;

function time(date: string | null | undefined): number | null {
  return date ? Date.parse(date) : null;
}

/** The origin a contributor stands for, as the picture labels its row. */
export function originKey(contributor: { sourceSystem: string | null; externalId: string | null }) {
  return `${contributor.sourceSystem ?? ''} / ${contributor.externalId ?? ''}`;
}

/**
 * Places the periods of a timeline on a picture `width` wide: time runs left to right over the
 * span of every finite date, with a margin each side so that open periods visibly run on; a
 * period without a start or an end reaches the edge. Periods are assumed in order and disjoint,
 * as the server gives them.
 */
export function layoutTimeline(periods: TimelinePeriod[], width: number, goldenLabel: string) {
  const dates = periods
    .flatMap((p) => [time(p.dateFrom), time(p.dateTo)])
    .filter((t): t is number => t !== null);
  let from = dates.length ? Math.min(...dates) : Date.now() - YEAR;
  let to = dates.length ? Math.max(...dates) : Date.now() + YEAR;
  const margin = Math.max(to - from, YEAR) * 0.15;
  from -= margin;
  to += margin;
  const x = (t: number) => ((t - from) / (to - from)) * width;

  const rows = [goldenLabel];
  const origins = [...new Set(periods.flatMap((p) => (p.contributors ?? []).map(originKey)))];
  origins.sort();
  rows.push(...origins);

  const bars: Bar[] = [];
  periods.forEach((period, index) => {
    const start = time(period.dateFrom);
    const end = time(period.dateTo);
    const x1 = start === null ? 0 : x(start);
    const x2 = end === null ? width : x(end);
    const bar = {
      period: index,
      x: x1,
      width: Math.max(x2 - x1, 2),
      openStart: start === null,
      openEnd: end === null,
      active: period.active,
    };
    bars.push({ ...bar, row: 0 });
    for (const contributor of period.contributors ?? []) {
      bars.push({ ...bar, row: rows.indexOf(originKey(contributor)) });
    }
  });
  return { rows, bars, ticks: yearTicks(from, to, x) } satisfies TimelineLayout;
}

/** A label at the start of every year in view, or of every second, fifth... when they crowd. */
function yearTicks(from: number, to: number, x: (t: number) => number): Tick[] {
  const first = new Date(from).getUTCFullYear() + 1;
  const last = new Date(to).getUTCFullYear();
  const years = last - first + 1;
  const step = [1, 2, 5, 10, 20, 50, 100].find((s) => years / s <= 8) ?? 100;
  const ticks: Tick[] = [];
  for (let year = Math.ceil(first / step) * step; year <= last; year += step) {
    ticks.push({ x: x(Date.UTC(year, 0, 1)), label: String(year) });
  }
  return ticks;
}

/** The period holding a moment (an ISO date-time), or the last active one when none is given. */
export function periodAt(periods: TimelinePeriod[], moment: string | null): number {
  const t = moment ? Date.parse(moment) : Date.now();
  const index = periods.findIndex(
    (p) =>
      (p.dateFrom === null || Date.parse(p.dateFrom) <= t) &&
      (p.dateTo === null || Date.parse(p.dateTo) >= t),
  );
  return index;
}

/** A moment inside a period to read the record at: its start, or just before an open start's end. */
export function momentIn(period: TimelinePeriod): string | null {
  if (period.dateFrom) return period.dateFrom;
  if (period.dateTo) return new Date(Date.parse(period.dateTo) - 24 * 3600 * 1000).toISOString();
  return null;
}

/**
 * A row's label as it fits the picture's label column: a long one (a source with an etalon id as
 * its external id) keeps its start and its end around an ellipsis; the whole label is its title.
 */
export function fittedLabel(label: string, max = 26): string {
  if (label.length <= max) return label;
  const head = Math.ceil((max - 1) / 2);
  const tail = max - 1 - head;
  return `${label.slice(0, head)}…${label.slice(label.length - tail)}`;
}
