import { describe, expect, it } from 'vitest';
import type { Entity } from '../../model/useModel';
import { compareRows, defaultWinner, describe as describeRecord } from './compare';

const COMPANY: Entity = {
  kind: 'register',
  name: 'Company',
  customProperties: { description_field: 'name' },
  attributes: [
    { name: 'name', displayName: 'Name', type: 'String' },
    { name: 'inn', displayName: 'INN', type: 'String' },
    { name: 'city', displayName: 'City', type: 'String' },
  ],
} as Entity;

const A = {
  etalonId: 'a',
  displayName: 'Acme Trading',
  attributes: { name: 'Acme Trading', inn: '7701', city: 'Moscow' },
};
const B = {
  etalonId: 'b',
  displayName: 'Acme Tradng',
  attributes: { name: 'Acme Tradng', inn: '7701', city: 'moscow ' },
};
const C = {
  etalonId: 'c',
  displayName: 'Acme',
  attributes: { name: 'Acme', inn: '7701', extra: 1 },
};

describe('the compare table', () => {
  it('marks the attributes whose values differ, ignoring case and spaces', () => {
    const rows = compareRows(COMPANY, [A, B], 'en');
    expect(rows.map((r) => [r.name, r.differs])).toEqual([
      ['name', true],
      ['inn', false],
      ['city', false],
    ]);
    expect(rows[0]!.values).toEqual(['Acme Trading', 'Acme Tradng']);
    expect(rows[0]!.label).toBe('Name');
  });

  it('counts a missing value against a filled one as a difference, and shows unknown attributes', () => {
    const rows = compareRows(COMPANY, [A, C], 'en');
    expect(rows.find((r) => r.name === 'city')).toMatchObject({
      values: ['Moscow', '—'],
      differs: true,
    });
    expect(rows.at(-1)).toMatchObject({ name: 'extra', label: 'extra', values: ['—', '1'] });
  });

  it('proposes the record the steward came from as the winner', () => {
    expect(defaultWinner([A, B, C], 'c')).toBe('c');
  });

  it('else the most complete record, the first on a tie', () => {
    expect(
      defaultWinner([{ etalonId: 'd', displayName: 'x', attributes: { name: 'x' } }, B, A]),
    ).toBe('b');
    expect(
      defaultWinner([C, { etalonId: 'd', displayName: 'x', attributes: { name: 'x', inn: null } }]),
    ).toBe('c');
    expect(defaultWinner([A, B], 'not-in-the-cluster')).toBe('a');
    expect(defaultWinner([])).toBeNull();
  });

  it('describes a record by the name the server gives it', () => {
    expect(describeRecord(A)).toBe('Acme Trading');
  });
});
