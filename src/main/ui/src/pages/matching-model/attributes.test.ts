import { describe, expect, it } from 'vitest';
import type { Entity } from '../../model/useModel';
import { comparableAttributes } from './attributes';

describe('the attributes a comparison may name', () => {
  it('are the entity’s own and its nested records’ by dotted path, three levels deep', () => {
    const entity: Entity = {
      kind: 'register',
      name: 'Person',
      attributes: [
        { name: 'name', displayName: 'Name', type: 'String' },
        { name: 'address', displayName: 'Address', type: 'Complex', nestedEntity: 'Address' },
      ],
    };
    const found = comparableAttributes(entity, {
      nestedEntities: [
        {
          name: 'Address',
          attributes: [
            { name: 'city', displayName: 'City', type: 'String' },
            { name: 'self', type: 'Complex', nestedEntity: 'Address' },
          ],
        },
      ],
    });
    expect(found.map((a) => [a.name, a.displayName, a.type])).toEqual([
      ['name', 'Name', 'String'],
      ['address.city', 'Address › City', 'String'],
      ['address.self.city', 'Address › self › City', 'String'],
    ]);
  });
});
