import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import type { BulkRun } from './bulkApi';
import {
  failuresOf,
  importFormatOf,
  needsEntity,
  percentOf,
  progressText,
  stepsText,
} from './bulkLogic';

const t = i18n.t.bind(i18n);

describe('importFormatOf', () => {
  it('reads the format from the extension, in any case', () => {
    expect(importFormatOf('clients.xlsx')).toBe('XLSX');
    expect(importFormatOf('Clients.CSV')).toBe('CSV');
    expect(importFormatOf('writes.ndjson')).toBe('NDJSON');
    expect(importFormatOf('writes.jsonl')).toBe('NDJSON');
  });

  it('leaves a file of another name to the server', () => {
    expect(importFormatOf('clients')).toBeNull();
    expect(importFormatOf('clients.txt')).toBeNull();
  });

  it('asks for a register only for a CSV file, whose lines name none', () => {
    expect(needsEntity('CSV')).toBe(true);
    expect(needsEntity('XLSX')).toBe(false);
    expect(needsEntity(null)).toBe(false);
  });
});

describe('percentOf', () => {
  it('is whole only once the run has completed', () => {
    expect(percentOf({ status: 'STARTED', percent: 99.97 })).toBe(99);
    expect(percentOf({ status: 'COMPLETED', percent: 99.97 })).toBe(100);
    expect(percentOf({ status: 'STARTED', percent: 41.6 })).toBe(41);
  });

  it('is unknown while the total is', () => {
    expect(percentOf({ status: 'STARTING', percent: null })).toBeNull();
  });
});

describe('progressText', () => {
  it('counts how many of how many are done, and the failed ones', async () => {
    await i18n.changeLanguage('en');
    expect(progressText({ processed: 1200, total: 3000, failedItems: 0 }, t, 'en')).toBe(
      '1,200 of 3,000 processed',
    );
    expect(progressText({ processed: 12, total: null, failedItems: 0 }, t, 'en')).toBe(
      '12 processed',
    );
    expect(progressText({ processed: 5, total: 5, failedItems: 1 }, t, 'en')).toBe(
      '5 of 5 processed, 1 failed',
    );
  });

  it('speaks Russian with its plural forms and digit grouping', async () => {
    await i18n.changeLanguage('ru');
    expect(progressText({ processed: 3002, total: 4000, failedItems: 3 }, t, 'ru')).toBe(
      'обработано 3\u00a0002 из 4\u00a0000, 3 с ошибкой',
    );
    await i18n.changeLanguage('en');
  });
});

describe('stepsText', () => {
  it('counts each step, the one whose size is not known yet by what it has done', async () => {
    await i18n.changeLanguage('en');
    const step = { status: 'STARTED', failedItems: 0, failures: [] };
    expect(
      stepsText(
        {
          steps: [
            { ...step, name: 'select', processed: 1500, total: 1500 },
            { ...step, name: 'export', processed: 200, total: null },
          ],
        },
        t,
        'en',
      ),
    ).toBe('select: 1,500 of 1,500 · export: 200');
  });
});

describe('failuresOf', () => {
  it('lists the failed items of every step, named by step', () => {
    const steps: BulkRun['steps'] = [
      {
        name: 'convert',
        status: 'COMPLETED',
        processed: 3,
        total: 3,
        failedItems: 1,
        failures: [{ item: 'Relations row 1', reason: 'Relation sheets are not loaded yet.' }],
      },
      {
        name: 'import',
        status: 'COMPLETED',
        processed: 3,
        total: 3,
        failedItems: 1,
        failures: [{ item: 'Client row 4', reason: "'abc' is not an Integer." }],
      },
    ];
    expect(failuresOf({ steps })).toEqual([
      { step: 'convert', item: 'Relations row 1', reason: 'Relation sheets are not loaded yet.' },
      { step: 'import', item: 'Client row 4', reason: "'abc' is not an Integer." },
    ]);
  });
});
