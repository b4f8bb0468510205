import { describe, expect, it } from 'vitest';
import { duration, progressOf, stoppable } from './runs';

describe('a run of a background operation', () => {
  it('is whole only once it has completed', () => {
    expect(progressOf({ status: 'STARTED', processed: 1500, total: 3000 })).toBe(50);
    expect(progressOf({ status: 'STARTED', processed: 3000, total: 3000 })).toBe(99);
    expect(progressOf({ status: 'COMPLETED', processed: 3000, total: 3000 })).toBe(100);
    expect(progressOf({ status: 'STARTING', processed: 0, total: null })).toBeNull();
    expect(progressOf({ status: 'FAILED', processed: 10, total: 40 })).toBe(25);
  });

  it('is stopped while it has not ended nor is stopping', () => {
    expect(
      ['STARTING', 'STARTED', 'STOPPING', 'STOPPED', 'COMPLETED', 'FAILED'].map(stoppable),
    ).toEqual([true, true, false, false, false, false]);
  });

  it('tells the time left in hours, minutes and seconds', () => {
    expect(duration(0)).toBe('0:00');
    expect(duration(65)).toBe('1:05');
    expect(duration(3725.4)).toBe('1:02:05');
    expect(duration(null)).toBeNull();
    expect(duration(undefined)).toBeNull();
  });
});
