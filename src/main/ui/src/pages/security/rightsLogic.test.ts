import { describe, expect, it } from 'vitest';
import { grantedByResource, groupedResources, rightsOf, toggled } from './rightsLogic';

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

describe('the rights matrix', () => {
  it('shows registers, reference sets and classifiers apart from the system rights', () => {
    const groups = groupedResources([
      { name: 'USER_MANAGEMENT', displayName: 'Users', category: 'SYSTEM' },
      { name: 'Product', displayName: 'Products', category: 'ENTITY' },
      { name: 'Country', displayName: 'Countries', category: 'LOOKUP' },
      { name: 'Customer', displayName: 'Customers', category: 'ENTITY' },
      { name: 'AUDIT', displayName: 'Audit', category: null },
      { name: 'Goods', displayName: 'Goods', category: 'CLASSIFIER' },
    ]);
    expect(groups.map((g) => [g.group, g.resources.map((r) => r.name)])).toEqual([
      ['ENTITY', ['Customer', 'Product']],
      ['LOOKUP', ['Country']],
      ['CLASSIFIER', ['Goods']],
      ['SYSTEM', ['AUDIT', 'USER_MANAGEMENT']],
    ]);
  });

  it('leaves out a kind with no resource', () => {
    expect(groupedResources([{ name: 'AUDIT', category: 'SYSTEM' }]).map((g) => g.group)).toEqual([
      'SYSTEM',
    ]);
  });
});
