import { describe, expect, it } from 'vitest';
import { grantedByResource, rightsOf, toggled } from './rightsLogic';

describe('rights of a role', () => {
  it('reads FULL as the four rights and writes them back one by one', () => {
    const granted = grantedByResource([
      { resource: 'Customer', rights: ['FULL'] },
      { resource: 'USER_MANAGEMENT', rights: ['READ'] },
    ]);
    expect([...granted.get('Customer')!]).toEqual(['CREATE', 'READ', 'UPDATE', 'DELETE']);
    expect(rightsOf(granted)).toEqual([
      { resource: 'Customer', rights: ['CREATE', 'READ', 'UPDATE', 'DELETE'] },
      { resource: 'USER_MANAGEMENT', rights: ['READ'] },
    ]);
  });

  it('switches one right and leaves out a resource without any', () => {
    const granted = grantedByResource([{ resource: 'Customer', rights: ['READ'] }]);
    const added = toggled(granted, 'Product', 'UPDATE');
    expect(rightsOf(added)).toEqual([
      { resource: 'Customer', rights: ['READ'] },
      { resource: 'Product', rights: ['UPDATE'] },
    ]);
    expect(rightsOf(toggled(added, 'Customer', 'READ'))).toEqual([
      { resource: 'Product', rights: ['UPDATE'] },
    ]);
    expect(granted.get('Product')).toBeUndefined();
  });
});
