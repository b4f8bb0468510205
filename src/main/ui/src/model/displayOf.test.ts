import { describe, expect, it } from 'vitest';
import { displayOf } from './useModel';

describe('an attribute value as the screens print it', () => {
  it('prints a Date and a Timestamp in the language’s one format, other values as they are', () => {
    expect(displayOf({ type: 'Date' }, '2026-11-30', 'en')).toBe('Nov 30, 2026');
    expect(displayOf({ type: 'Date' }, '2026-11-30', 'ru')).toBe('30 нояб. 2026 г.');
    expect(displayOf({ type: 'Date' }, ['2026-01-02', '2026-11-30'], 'en')).toBe(
      'Jan 2, 2026, Nov 30, 2026',
    );
    expect(displayOf({ type: 'Timestamp' }, '2026-11-30T10:05:00', 'en')).toMatch(
      /^Nov 30, 2026, 10:05\sAM$/,
    );
    expect(displayOf({ type: 'String' }, '2026-11-30', 'en')).toBe('2026-11-30');
    expect(displayOf({ type: 'Date' }, null, 'en')).toBe('—');
    expect(displayOf(undefined, 42, 'en')).toBe('42');
  });
});
