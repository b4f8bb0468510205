import { describe, expect, it } from 'vitest';
import type { TimelinePeriod } from '../api/schemas';
import { fittedLabel, layoutTimeline, momentIn, periodAt } from './timelineLayout';

function period(
  dateFrom: string | null,
  dateTo: string | null,
  sources: string[],
  active = true,
): TimelinePeriod {
  return {
    dateFrom,
    dateTo,
    active,
    contributors: sources.map((s) => ({
      sourceSystem: s,
      externalId: s.toUpperCase(),
      revision: 1,
      status: 'ACTIVE',
    })),
  };
}

const IVANOV = [
  period(null, '2019-12-31T23:59:59.999Z', ['erp']),
  period('2020-01-01T00:00:00Z', null, ['crm', 'erp']),
];

describe('layoutTimeline', () => {
  it('gives the golden record a row and each origin one, in name order', () => {
    const layout = layoutTimeline(IVANOV, 1000, 'golden');
    expect(layout.rows).toEqual(['golden', 'crm / CRM', 'erp / ERP']);
  });

  it('draws every period on the golden row and on the rows of its contributors', () => {
    const { bars } = layoutTimeline(IVANOV, 1000, 'golden');
    expect(bars.map((b) => [b.period, b.row])).toEqual([
      [0, 0],
      [0, 2],
      [1, 0],
      [1, 1],
      [1, 2],
    ]);
  });

  it('runs open periods off the edges and meets the periods at their shared date', () => {
    const { bars } = layoutTimeline(IVANOV, 1000, 'golden');
    const [before, after] = [bars[0]!, bars[2]!];
    expect(before.openStart).toBe(true);
    expect(before.x).toBe(0);
    expect(after.openEnd).toBe(true);
    expect(after.x + after.width).toBeCloseTo(1000);
    expect(after.x - (before.x + before.width)).toBeLessThan(1);
    // The shared date sits inside the picture, with room each side.
    expect(after.x).toBeGreaterThan(100);
    expect(after.x).toBeLessThan(900);
  });

  it('places finite periods in proportion to their length', () => {
    const periods = [
      period('2020-01-01T00:00:00Z', '2020-12-31T00:00:00Z', ['crm']),
      period('2021-01-01T00:00:00Z', '2023-12-31T00:00:00Z', ['crm']),
    ];
    const { bars } = layoutTimeline(periods, 1000, 'golden');
    const [one, three] = [bars[0]!, bars[2]!];
    expect(three.width / one.width).toBeCloseTo(3, 0);
  });

  it('marks inactive periods and labels years without crowding', () => {
    const periods = [
      period('1900-01-01T00:00:00Z', '1999-12-31T00:00:00Z', ['erp'], false),
      period('2000-01-01T00:00:00Z', null, ['erp']),
    ];
    const layout = layoutTimeline(periods, 1000, 'golden');
    expect(layout.bars.filter((b) => !b.active).map((b) => b.period)).toEqual([0, 0]);
    expect(layout.ticks.length).toBeGreaterThan(2);
    expect(layout.ticks.length).toBeLessThanOrEqual(9);
    expect(layout.ticks.every((t) => t.x >= 0 && t.x <= 1000)).toBe(true);
  });

  it('draws a record valid for all time as one open bar', () => {
    const layout = layoutTimeline([period(null, null, ['crm'])], 500, 'golden');
    expect(layout.bars[0]).toMatchObject({ x: 0, width: 500, openStart: true, openEnd: true });
  });
});

describe('periodAt and momentIn', () => {
  it('find the period of a moment and a moment inside a period', () => {
    expect(periodAt(IVANOV, '2019-06-01T00:00:00Z')).toBe(0);
    expect(periodAt(IVANOV, '2021-06-01T00:00:00Z')).toBe(1);
    expect(periodAt(IVANOV, null)).toBe(1);
    expect(periodAt(IVANOV, momentIn(IVANOV[0]!))).toBe(0);
    expect(periodAt(IVANOV, momentIn(IVANOV[1]!))).toBe(1);
  });
});

describe('fittedLabel', () => {
  it('keeps a short label whole and cuts a long one in the middle', () => {
    expect(fittedLabel('crm / C-1')).toBe('crm / C-1');
    const long = 'platform / e97ec9bc-a3ba-49b8-8211-8c26127a40d0';
    const fitted = fittedLabel(long);
    expect(fitted).toHaveLength(26);
    expect(fitted.startsWith('platform / e9')).toBe(true);
    expect(fitted.endsWith('8c26127a40d0')).toBe(true);
    expect(fitted).toContain('…');
  });
});
