import { describe, expect, it } from 'vitest';
import { attributeOf, errorsByAttribute, summarize, type SetResult } from './qualityResults';

const error = (severity: 'RED' | 'YELLOW' | 'GREEN', message: string, score = 0) => ({
  severity,
  message,
  score,
  category: null,
  functionName: 'f',
  functionDisplayName: 'F',
});

const results: SetResult[] = [
  {
    setName: 'customers',
    setDisplayName: 'Customers',
    rules: [
      {
        ruleName: 'nameGiven',
        ruleDisplayName: 'Name given',
        executions: [
          {
            skipped: false,
            valid: false,
            enriched: null,
            spots: ['name'],
            errors: [error('YELLOW', 'No name')],
          },
        ],
      },
      {
        ruleName: 'phoneShape',
        ruleDisplayName: '',
        executions: [
          {
            skipped: false,
            valid: false,
            enriched: null,
            spots: ['phones[1]', 'address.city'],
            errors: [error('RED', 'Bad phone', 5)],
          },
          { skipped: false, valid: true, enriched: null, spots: ['phones[0]'], errors: [] },
        ],
      },
      {
        ruleName: 'originOnly',
        ruleDisplayName: 'Origin only',
        executions: [{ skipped: true, valid: true, enriched: null, spots: null, errors: null }],
      },
    ],
  },
];

describe('quality results', () => {
  it('names the top-level attribute of an element path', () => {
    expect(attributeOf('phones[1]')).toBe('phones');
    expect(attributeOf('address.city')).toBe('address');
    expect(attributeOf('name')).toBe('name');
  });

  it('counts what ran, leaves skipped rules out and puts the gravest error first', () => {
    const summary = summarize(results);
    expect(summary.ran).toBe(3);
    expect(summary.passed).toBe(1);
    expect(summary.errors.map((e) => [e.severity, e.ruleDisplayName, e.message])).toEqual([
      ['RED', 'phoneShape', 'Bad phone'],
      ['YELLOW', 'Name given', 'No name'],
    ]);
    expect(summary.errors[0]!.attributes).toEqual(['phones', 'address']);
  });

  it('gives each attribute its errors', () => {
    const by = errorsByAttribute(summarize(results).errors);
    expect(by.get('phones')!.map((e) => e.message)).toEqual(['Bad phone']);
    expect(by.get('name')!.map((e) => e.message)).toEqual(['No name']);
    expect(by.has('email')).toBe(false);
  });

  it('makes nothing of no results', () => {
    expect(summarize(undefined)).toEqual({ ran: 0, passed: 0, errors: [] });
  });
});
