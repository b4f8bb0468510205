import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { MAX_OFFSET, pageLabel, pageRequest, pagerOf } from './searchPaging';

describe('pageRequest', () => {
  it('asks by offset while the page lies within the reach of offsets', () => {
    expect(pageRequest(0, 50, new Map())).toEqual({ offset: 0 });
    expect(pageRequest(3, 50, new Map())).toEqual({ offset: 150 });
    expect(pageRequest(MAX_OFFSET / 50 - 1, 50, new Map())).toEqual({ offset: MAX_OFFSET - 50 });
  });

  it('follows the previous answer cursor beyond it, and cannot jump there', () => {
    const deep = MAX_OFFSET / 50;
    expect(pageRequest(deep, 50, new Map())).toBeNull();
    expect(pageRequest(deep, 50, new Map([[deep, 'cursor']]))).toEqual({ searchAfter: 'cursor' });
  });
});

describe('pagerOf', () => {
  const hits = (n: number) => Array.from({ length: n }, () => ({}));

  it('tells the grid an exact count', () => {
    expect(pagerOf({ totalCount: 120, totalCountExact: true, hits: hits(50) }, 0, 50)).toEqual({
      rowCount: 120,
      hasNextPage: true,
    });
    expect(pagerOf({ totalCount: 120, totalCountExact: true, hits: hits(20) }, 2, 50)).toEqual({
      rowCount: 120,
      hasNextPage: false,
    });
  });

  it('leaves a bounded count unknown and pages on while the page is full', () => {
    expect(pagerOf({ totalCount: 10000, totalCountExact: false, hits: hits(50) }, 0, 50)).toEqual({
      rowCount: -1,
      hasNextPage: true,
    });
    expect(pagerOf({ totalCount: 10000, totalCountExact: false, hits: hits(7) }, 300, 50)).toEqual({
      rowCount: -1,
      hasNextPage: false,
    });
  });
});

describe('pageLabel', () => {
  it('says the bound the search counted to, not the end of the page, when the count is bounded', async () => {
    await i18n.changeLanguage('en');
    expect(pageLabel(i18n.t, { from: 51, to: 100, count: -1 }, 1000)).toBe('51–100 of 1,000+');
    expect(pageLabel(i18n.t, { from: 1451, to: 1500, count: -1 }, 1000)).toBe(
      '1,451–1,500 of 1,500+',
    );
    expect(pageLabel(i18n.t, { from: 51, to: 100, count: 3708 }, 3708)).toBe('51–100 of 3,708');
  });
});
