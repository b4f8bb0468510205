import { describe, expect, it } from 'vitest';
import { MAX_OFFSET, pageRequest } from './searchPaging';

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
