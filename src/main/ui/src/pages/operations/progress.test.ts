import { describe, expect, it } from 'vitest';
import { finished, percent, stateColour, working } from './progress';

describe('the progress of a load or a run', () => {
  it('is the share done, rounded down, and whole only when the work has ended', () => {
    expect(percent(0, 200)).toBe(0);
    expect(percent(1, 3)).toBe(33);
    expect(percent(199, 200)).toBe(99);
    // An estimate reached is not the end: the bar waits for DONE.
    expect(percent(200, 200)).toBe(99);
    expect(percent(250, 200)).toBe(99);
    expect(percent(3, 200, true)).toBe(100);
  });

  it('is unknown without a size', () => {
    expect(percent(10, null)).toBeNull();
    expect(percent(10, undefined)).toBeNull();
    expect(percent(10, 0)).toBeNull();
    expect(percent(0, 0, true)).toBe(100);
  });

  it('is followed until DONE or FAILED', () => {
    expect(['QUEUED', 'PENDING', 'RUNNING', 'DONE', 'FAILED', null].map(finished)).toEqual([
      false,
      false,
      false,
      true,
      true,
      false,
    ]);
  });

  it('of a background operation is followed until COMPLETED, STOPPED or FAILED', () => {
    expect(['STARTING', 'STARTED', 'STOPPING', 'STOPPED', 'COMPLETED'].map(finished)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(['STARTING', 'STARTED', 'STOPPING', 'RUNNING', 'COMPLETED'].map(working)).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('the colour of a state', () => {
  it('says going on, well, held or broken', () => {
    expect(stateColour('QUEUED')).toBe('info');
    expect(stateColour('PENDING')).toBe('info');
    expect(stateColour('RUNNING')).toBe('primary');
    expect(stateColour('DONE')).toBe('success');
    expect(stateColour('ACTIVE')).toBe('success');
    expect(stateColour('UP')).toBe('success');
    expect(stateColour('PAUSED')).toBe('warning');
    expect(stateColour('FAILED')).toBe('error');
    expect(stateColour('DOWN')).toBe('error');
  });

  it('is plain for a state it does not know', () => {
    expect(stateColour('SOMETHING_NEW')).toBe('default');
    expect(stateColour(null)).toBe('default');
  });
});
