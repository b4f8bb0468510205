import { describe, expect, it } from 'vitest';
import { describeInstance, valueOf, withValue } from './labelLogic';
import type { LabelInstance, SecurityLabel } from './securityApi';

const label = {
  name: 'Where',
  displayName: 'Where',
  description: '',
  entityName: 'Customer',
  attributes: [
    { path: 'Customer.region', description: '' },
    { path: 'Customer.city', description: '' },
  ],
  createDate: '2026-01-01T00:00:00Z',
  version: 1,
} as SecurityLabel;

describe('label instances', () => {
  it('read as the label with the values they give, or every record without one', () => {
    expect(
      describeInstance(
        { name: 'Where', attributes: [{ path: 'Customer.region', value: 'North' }] },
        'every record',
      ),
    ).toBe('Where: region = North');
    expect(describeInstance({ name: 'Where', attributes: [] }, 'every record')).toBe(
      'Where: every record',
    );
  });

  it('keep the values in the order of the label and drop an emptied one', () => {
    let instance: LabelInstance = { name: 'Where', attributes: [] };
    instance = withValue(instance, label, 'Customer.city', 'Kazan');
    instance = withValue(instance, label, 'Customer.region', 'North');
    expect(instance.attributes.map((a) => a.path)).toEqual(['Customer.region', 'Customer.city']);
    expect(valueOf(instance, 'Customer.city')).toBe('Kazan');
    instance = withValue(instance, label, 'Customer.city', ' ');
    expect(instance.attributes).toEqual([{ path: 'Customer.region', value: 'North' }]);
    expect(valueOf(instance, 'Customer.city')).toBe('');
  });
});
