import { describe, expect, it } from 'vitest';
import { originName } from './originName';

describe('an origin', () => {
  it('reads as its source and key', () => {
    expect(originName('crm', 'C-1', 'e-1')).toBe('crm / C-1');
    expect(originName('platform', 'P-7', 'e-1')).toBe('platform / P-7');
  });

  it('reads as the platform alone when its key is the record’s own id', () => {
    expect(originName('platform', 'e-1', 'e-1')).toBe('platform');
    expect(originName('crm', 'e-1', 'e-1')).toBe('crm / e-1');
  });
});
