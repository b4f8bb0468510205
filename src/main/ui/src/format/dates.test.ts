import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment } from './dates';

describe('the one date and time format', () => {
  it('writes a moment with its date and minute, per language', () => {
    const moment = '2026-11-29T14:05:09Z';
    const en = formatMoment(moment, 'en');
    expect(en).toMatch(/Nov 29, 2026/);
    expect(en).not.toMatch(/T|:09/);
    expect(formatMoment(moment, 'ru')).toMatch(/29 нояб\. 2026/);
  });

  it('writes a day as the same day wherever the steward is, and a dash for nothing', () => {
    expect(formatDay('2026-01-01', 'en')).toBe('Jan 1, 2026');
    expect(formatDay(null, 'en')).toBe('—');
    expect(formatMoment(undefined, 'en')).toBe('—');
    expect(formatMoment('not a moment', 'en')).toBe('not a moment');
  });
});
