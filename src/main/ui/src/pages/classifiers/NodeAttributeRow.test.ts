import { describe, expect, it } from 'vitest';
import { withNodeType } from './NodeAttributeRow';

describe('a node attribute whose type changes', () => {
  const base = { name: 'size', type: 'Enum', enumeration: 'Sizes', defaultValue: 'S', array: true };

  it('keeps the enumeration only while it is an Enum, and a reference set only for a LookupLink', () => {
    expect(withNodeType(base, 'Enum').enumeration).toBe('Sizes');
    const link = withNodeType(base, 'LookupLink');
    expect(link.enumeration).toBeNull();
    expect(link.lookupEntity).toBeNull();
    expect(withNodeType({ ...link, lookupEntity: 'Countries' }, 'LookupLink').lookupEntity).toBe(
      'Countries',
    );
  });

  it('drops the array flag and the default of a large object', () => {
    const file = withNodeType(base, 'File');
    expect(file.array).toBe(false);
    expect(file.defaultValue).toBeNull();
    expect(withNodeType(base, 'String')).toMatchObject({ array: true, defaultValue: 'S' });
  });
});
