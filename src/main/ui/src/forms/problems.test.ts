import { describe, expect, it } from 'vitest';
import { ApiError, type Problem } from '../api/errors';
import { fieldAt, formProblems, placeProblems } from './problems';

const problem = (source: string, code = 'X'): Problem => ({
  code,
  source,
  message: source || code,
});
const fields = new Set(['url', 'entityNames', 'domains[0].baseDn', 'domains[0]']);

describe('the field of a problem', () => {
  it('is the field its source names, or the one it lies under (the longest)', () => {
    expect(fieldAt(problem('url'), fields)).toBe('url');
    expect(fieldAt(problem('entityNames[1]'), fields)).toBe('entityNames');
    expect(fieldAt(problem('domains[0].baseDn'), fields)).toBe('domains[0].baseDn');
    expect(fieldAt(problem('domains[0].name'), fields)).toBe('domains[0]');
  });

  it('is none for a field the form does not show, a longer name or no source', () => {
    expect(fieldAt(problem('urls'), fields)).toBeNull();
    expect(fieldAt(problem('domains[1].baseDn'), fields)).toBeNull();
    expect(fieldAt(problem(''), fields)).toBeNull();
    expect(fieldAt(problem('/api/v2/notifications/webhooks'), fields)).toBeNull();
  });
});

describe('the problems of a refused save', () => {
  it('are placed each at its field, the others apart, in the server’s order', () => {
    const placed = placeProblems([problem('url'), problem('version'), problem('url')], fields);
    expect(Object.keys(placed.fields)).toEqual(['url']);
    expect(placed.fields.url).toHaveLength(2);
    expect(placed.others.map((p) => p.source)).toEqual(['version']);
  });

  it('say under a field what the server said of it, by a form’s own rule if it has one', () => {
    const refused = new ApiError(400, [problem('url'), problem('', 'EXISTS')]);
    const plain = formProblems(refused, ['url', 'name']);
    expect(plain.said('url')).toBe('url');
    expect(plain.said('name')).toBeUndefined();
    expect(plain.others.map((p) => p.code)).toEqual(['EXISTS']);
    const ruled = formProblems(refused, ['url', 'name'], (p, known) =>
      p.code === 'EXISTS' ? 'name' : fieldAt(p, known),
    );
    expect(ruled.others).toEqual([]);
    expect(ruled.said('name')).toBe('EXISTS');
  });

  it('are none for a failure that is no refusal', () => {
    expect(formProblems(new Error('offline'), ['url']).others).toEqual([]);
  });
});
