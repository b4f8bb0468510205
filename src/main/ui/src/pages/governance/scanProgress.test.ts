import { describe, expect, it } from 'vitest';
import type { Scan } from './governanceApi';
import { scanDuration, scanPercent } from './scanProgress';

function scan(change: Partial<Scan>): Scan {
  return {
    executionId: 1,
    status: 'STARTED',
    startedBy: 'admin',
    createDate: '2026-11-30T10:00:00Z',
    startTime: '2026-11-30T10:00:00Z',
    endTime: null,
    exitMessage: null,
    found: 0,
    written: 0,
    unchanged: 0,
    deleted: 0,
    ...change,
  };
}

describe('a scan’s progress', () => {
  it('is unknown while the crawl is still finding assets', () => {
    expect(scanPercent(scan({ found: 0 }))).toBeNull();
  });

  it('counts the assets written or found unchanged among those found, short of 100 until it ends', () => {
    expect(scanPercent(scan({ found: 200, written: 50, unchanged: 50 }))).toBe(50);
    expect(scanPercent(scan({ found: 200, written: 150, unchanged: 50 }))).toBe(99);
    expect(scanPercent(scan({ status: 'COMPLETED', found: 200, written: 200 }))).toBe(100);
    expect(scanPercent(scan({ status: 'FAILED' }))).toBe(100);
  });

  it('lasts from its start to its end, or to now while it runs; none before it starts', () => {
    expect(scanDuration(scan({ endTime: '2026-11-30T10:00:31.600Z' }))).toBe(32);
    expect(scanDuration(scan({}), Date.parse('2026-11-30T10:01:00Z'))).toBe(60);
    expect(scanDuration(scan({ startTime: null }))).toBeNull();
  });
});
