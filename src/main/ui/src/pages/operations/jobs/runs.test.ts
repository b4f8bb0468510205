import { describe, expect, it } from 'vitest';
import { duration, progressOf, runsQuery, stoppable, typeName } from './runs';

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

describe('the list of every run', () => {
  it('asks for every type and any status while nothing is chosen', () => {
    expect(runsQuery({ jobName: '', status: '', page: 0, pageSize: 50 })).toEqual({
      offset: 0,
      limit: 50,
    });
  });

  it('asks for the type and the status chosen, a page at a time', () => {
    expect(
      runsQuery({ jobName: 'reindexDataJob', status: 'FAILED', page: 2, pageSize: 25 }),
    ).toEqual({ jobName: 'reindexDataJob', status: 'FAILED', offset: 50, limit: 25 });
    expect(runsQuery({ jobName: '', status: 'STARTED', page: 1, pageSize: 100 })).toEqual({
      status: 'STARTED',
      offset: 100,
      limit: 100,
    });
  });

  it('names a type as its descriptor does, else by its own name', () => {
    const descriptors = [
      { jobName: 'reindexDataJob', displayName: 'Re-index records' },
      { jobName: 'importDataJob', displayName: null },
    ];
    expect(typeName(descriptors, 'reindexDataJob')).toBe('Re-index records');
    expect(typeName(descriptors, 'importDataJob')).toBe('importDataJob');
    expect(typeName(descriptors, 'goneJob')).toBe('goneJob');
  });
});
