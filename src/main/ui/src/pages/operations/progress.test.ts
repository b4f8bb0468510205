import { describe, expect, it } from 'vitest';
import { finished, formatOf, linesIn, percent, stateColour, working } from './progress';

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

describe('the lines of a file', () => {
  const file = (...parts: string[]) => parts.map((part) => new TextEncoder().encode(part));

  it('counts the lines with content, as the load reads them', async () => {
    expect(await linesIn(file('{"a":1}\n{"a":2}\n'), false)).toBe(2);
    expect(await linesIn(file('{"a":1}\n\n  \r\n{"a":2}'), false)).toBe(2);
    expect(await linesIn(file(''), false)).toBe(0);
    // A line split between two chunks of the stream is one line.
    expect(await linesIn(file('{"a":', '1}\n{"a"', ':2}\n'), false)).toBe(2);
    expect(await linesIn(file('{"a":1}', '\n', '\n'), false)).toBe(1);
  });

  it('leaves out the header of a CSV file', async () => {
    expect(await linesIn(file('externalId,name\r\nP-1,a\r\nP-2,b\r\n'), true)).toBe(2);
    expect(await linesIn(file('externalId,name\n'), true)).toBe(0);
  });

  it('tells CSV by the file name, NDJSON otherwise', () => {
    expect(formatOf('products.CSV')).toBe('csv');
    expect(formatOf('products.ndjson')).toBe('ndjson');
    expect(formatOf('products.jsonl')).toBe('ndjson');
  });
});
