import { describe, expect, it } from 'vitest';
import { FacetMemory } from './facetMemory';

const vip = { vip: [{ value: true, displayValue: null, count: 3 }] };

describe('FacetMemory', () => {
  it('keeps the facets counted for some conditions and gives them to the next pages', () => {
    const memory = new FacetMemory();
    const conditions = { entityName: 'Client', text: 'ann' };
    expect(memory.holds(conditions)).toBe(false);
    const first = memory.remember(conditions, { entityName: 'Client', facets: ['vip'] }, vip);
    expect(first).toEqual(vip);
    expect(memory.holds({ entityName: 'Client', text: 'ann' })).toBe(true);
    expect(memory.remember(conditions, { entityName: 'Client', facets: null }, {})).toEqual(vip);
  });

  it('does not lend the facets of other conditions', () => {
    const memory = new FacetMemory();
    memory.remember(
      { entityName: 'Client', text: 'ann' },
      { entityName: 'Client', facets: ['vip'] },
      vip,
    );
    const other = { entityName: 'Client', text: 'bob' };
    expect(memory.holds(other)).toBe(false);
    expect(memory.remember(other, { entityName: 'Client', facets: null }, {})).toEqual({});
  });

  it('forgets what it kept once the records have changed, so they are counted again', () => {
    const memory = new FacetMemory();
    const conditions = { entityName: 'Client', text: 'ann' };
    memory.remember(conditions, { entityName: 'Client', facets: ['vip'] }, vip);
    memory.forget();
    expect(memory.holds(conditions)).toBe(false);
    expect(memory.remember(conditions, { entityName: 'Client', facets: null }, {})).toEqual({});
  });
});
