import { describe, expect, it } from 'vitest';
import { findElement, newElement, withType } from './elements';

describe('model elements', () => {
  it('drops what a new attribute type does not take', () => {
    const lookup = { name: 'country', type: 'LookupLink', lookupEntity: 'Country', array: true };
    expect(withType(lookup, 'Enum')).toMatchObject({
      type: 'Enum',
      lookupEntity: null,
      array: true,
    });
    expect(withType({ ...lookup, defaultValue: 'RU' }, 'File')).toMatchObject({
      array: false,
      defaultValue: null,
      lookupEntity: null,
    });
    expect(withType(lookup, 'LookupLink').lookupEntity).toBe('Country');
  });

  it('finds an element by name, or an unnamed one by its position', () => {
    const model = { relations: [{ name: 'owns' }, { name: null, from: 'A' }] };
    expect(findElement(model, 'relations', 'owns')?.name).toBe('owns');
    expect(findElement(model, 'relations', '1')).toMatchObject({ from: 'A' });
    expect(findElement(model, 'relations', 'nope')).toBeNull();
  });

  it('starts a reference set with a code attribute', () => {
    expect(newElement('lookupEntities')).toMatchObject({ codeAttribute: { type: 'String' } });
  });
});
