import { describe, expect, it } from 'vitest';
import { keyOf, levelOf, nextOffset, parentOf, type LevelNode } from './treePaging';

const asset = (id: string): LevelNode => ({
  kind: 'ASSET',
  etalonId: id,
  displayName: id,
  hasChildren: false,
});
const page = (ids: string[], total: number) => ({ items: ids.map(asset), total });

describe('the catalog tree’s paging', () => {
  it('asks for the next page after those loaded while the level has more', () => {
    expect(nextOffset([page(['a', 'b'], 5)])).toBe(2);
    expect(nextOffset([page(['a', 'b'], 5), page(['c', 'd'], 5)])).toBe(4);
    expect(nextOffset([page(['a', 'b'], 5), page(['c', 'd'], 5), page(['e'], 5)])).toBeUndefined();
    expect(nextOffset([])).toBeUndefined();
  });

  it('stops when a page comes back empty (children went away meanwhile)', () => {
    expect(nextOffset([page(['a', 'b'], 5), page([], 5)])).toBeUndefined();
    expect(levelOf([page(['a', 'b'], 5), page([], 5)]).remaining).toBe(0);
  });

  it('shows each child once and counts those not loaded yet', () => {
    // A child written between the pages pushed "b" onto the second page.
    const level = levelOf([page(['a', 'b'], 6), page(['b', 'c'], 6)]);
    expect(level.items.map((n) => n.etalonId)).toEqual(['a', 'b', 'c']);
    expect(level.remaining).toBe(3);
  });

  it('follows the total the last page tells', () => {
    expect(levelOf([page(['a', 'b'], 10), page(['c', 'd'], 4)]).remaining).toBe(0);
    expect(levelOf([page(['a', 'b'], 3), page(['c'], 9)]).remaining).toBe(6);
  });

  it('knows each kind of node’s children and keeps their keys apart', () => {
    const system: LevelNode = {
      kind: 'INFORMATION_SYSTEM',
      displayName: 'crm',
      informationSystem: 'crm',
      hasChildren: true,
    };
    const layer: LevelNode = {
      kind: 'BUSINESS_LAYER',
      displayName: 'Business layer',
      hasChildren: true,
    };
    expect(parentOf(system)).toEqual({ kind: 'INFORMATION_SYSTEM', name: 'crm' });
    expect(parentOf(layer)).toEqual({ kind: 'BUSINESS_LAYER' });
    expect(parentOf(asset('x'))).toEqual({ kind: 'ASSET', etalonId: 'x' });
    expect(new Set([keyOf(system), keyOf(layer), keyOf(asset('crm'))]).size).toBe(3);
  });
});
