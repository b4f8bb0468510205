import { describe, expect, it } from 'vitest';
import {
  dayInputText,
  formatDay,
  formatMoment,
  inputExample,
  momentInputText,
  parseDay,
  parseMoment,
} from './dates';

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

describe('date inputs in the one format', () => {
  it('show a date as the screens print it, per language', () => {
    expect(dayInputText('2026-11-29', 'en')).toBe(formatDay('2026-11-29', 'en'));
    expect(dayInputText('2026-11-29', 'en')).toBe('Nov 29, 2026');
    expect(dayInputText('2026-11-29', 'ru')).toBe(formatDay('2026-11-29', 'ru'));
    expect(dayInputText('', 'en')).toBe('');
    expect(dayInputText('next week', 'en')).toBe('next week');
  });

  it('read back what they show, in either language', () => {
    for (const language of ['en', 'ru']) {
      for (const day of ['2026-11-29', '2024-02-29', '1999-01-05', '2026-05-01', '2026-09-30']) {
        expect(parseDay(dayInputText(day, language), language)).toBe(day);
      }
    }
  });

  it('read the language’s numeric order, ISO, and month names typed short or long', () => {
    expect(parseDay('29.11.2026', 'ru')).toBe('2026-11-29');
    expect(parseDay('1.2.2026', 'ru')).toBe('2026-02-01');
    expect(parseDay('11/29/2026', 'en')).toBe('2026-11-29');
    expect(parseDay('2026-11-29', 'ru')).toBe('2026-11-29');
    expect(parseDay('29 November 2026', 'en')).toBe('2026-11-29');
    expect(parseDay('nov 29 2026', 'en')).toBe('2026-11-29');
    expect(parseDay('29 ноября 2026', 'ru')).toBe('2026-11-29');
    expect(parseDay('1 мая 2026', 'ru')).toBe('2026-05-01');
    expect(parseDay('  Sept 3, 2026 ', 'en')).toBe('2026-09-03');
  });

  it('refuse what is no date', () => {
    for (const text of [
      '29.11.26',
      '31.04.2026',
      '29.02.2025',
      '2026-13-01',
      'Nov 2026',
      'soon',
      '',
    ]) {
      expect(parseDay(text, 'ru'), text).toBeNull();
    }
    expect(parseDay('13/29/2026', 'en')).toBeNull();
    expect(parseDay('2026-11-29T10:00', 'en')).toBeNull();
  });

  it('show a moment as the screens print it and read it back, to the second when it has one', () => {
    for (const language of ['en', 'ru']) {
      for (const moment of ['2026-11-29T14:05', '2026-01-01T00:00', '2026-06-30T23:59:58']) {
        expect(parseMoment(momentInputText(moment, language), language), language).toBe(moment);
      }
    }
    // the same text as a moment of the screens in the steward's own time
    const local = new Date(2026, 10, 29, 14, 5);
    expect(momentInputText('2026-11-29T14:05', 'en')).toBe(formatMoment(local, 'en'));
    expect(momentInputText('2026-11-29T14:05', 'ru')).toBe(formatMoment(local, 'ru'));
  });

  it('read a moment typed with a 12- or 24-hour time, or a date alone as midnight', () => {
    expect(parseMoment('Nov 29, 2026, 2:05 PM', 'en')).toBe('2026-11-29T14:05');
    expect(parseMoment('11/29/2026 12:30 am', 'en')).toBe('2026-11-29T00:30');
    expect(parseMoment('29.11.2026 14:05', 'ru')).toBe('2026-11-29T14:05');
    expect(parseMoment('2026-11-29T14:05:09', 'ru')).toBe('2026-11-29T14:05:09');
    expect(parseMoment('29.11.2026', 'ru')).toBe('2026-11-29T00:00');
    expect(parseMoment('29.11.2026 25:00', 'ru')).toBeNull();
    expect(parseMoment('Nov 29, 2026, 13:05 PM', 'en')).toBeNull();
  });

  it('give an example of the format as the screens print it', () => {
    const now = new Date(2026, 10, 29, 9, 30);
    expect(inputExample('date', 'en', now)).toBe('Nov 29, 2026');
    expect(inputExample('moment', 'ru', now)).toBe(formatMoment(now, 'ru'));
  });
});
