import { describe, expect, it } from 'vitest';
import { relationsDeletesOf } from './LinksEditor';
import { periodOf, periodToApi } from './period';

describe('the validity period of a write', () => {
  it('starts from the period the record was read in, as dates', () => {
    expect(periodOf('2020-01-01T00:00:00.000+00:00', '2024-12-31T23:59:59.999+00:00')).toEqual({
      from: '2020-01-01',
      to: '2024-12-31',
    });
    expect(periodOf(null, undefined)).toEqual({ from: '', to: '' });
  });

  it('is written from the first moment of its first day to the last of its last day', () => {
    expect(periodToApi({ from: '2020-01-01', to: '2024-12-31' })).toEqual({
      validFrom: '2020-01-01T00:00:00',
      validTo: '2024-12-31T23:59:59.999',
    });
    expect(periodToApi({ from: '', to: '' })).toEqual({ validFrom: null, validTo: null });
  });
});

describe('links removed in the editor', () => {
  it('are deleted by their own etalon ids, relations with none left out', () => {
    expect(relationsDeletesOf({ worksAt: ['l-1', 'l-2'], owns: [] })).toEqual({
      worksAt: [{ etalonId: 'l-1' }, { etalonId: 'l-2' }],
    });
    expect(relationsDeletesOf({ owns: [] })).toBeNull();
  });
});
