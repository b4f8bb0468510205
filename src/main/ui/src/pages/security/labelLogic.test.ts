import { placeProblems } from '../../forms/problems';
import { describe, expect, it } from 'vitest';
import type { Entity } from '../../model/useModel';
import {
  describeInstance,
  labelAttributes,
  LABEL_FIELDS,
  labelFieldOf,
  splitPaths,
  valueOf,
  withValue,
} from './labelLogic';
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

describe('the label form', () => {
  it('offers the single comparable attributes of a register, its code first', () => {
    const entity = {
      kind: 'referenceSet',
      name: 'Country',
      codeAttribute: { name: 'code', type: 'String' },
      attributes: [
        { name: 'name', type: 'String' },
        { name: 'tags', type: 'String', array: true },
        { name: 'born', type: 'Date' },
        { name: 'seen', type: 'Timestamp' },
        { name: 'photo', type: 'Blob' },
        { name: 'address', type: 'Complex' },
        { name: 'size', type: 'Integer' },
      ],
    } as Entity;
    expect(labelAttributes(entity)).toEqual(['code', 'name', 'born', 'size']);
  });

  it('splits the paths into the register and its attributes', () => {
    expect(splitPaths(['Customer.region', 'Customer.city'])).toEqual({
      entity: 'Customer',
      attributes: ['region', 'city'],
    });
    expect(splitPaths([])).toEqual({ entity: '', attributes: [] });
  });

  it('places each server problem at its field, the rest apart', () => {
    const problem = (code: string, source: string) => ({ code, source, message: code });
    const placed = placeProblems(
      [
        problem('CORE_LABEL_NAME_INVALID', 'name'),
        problem('CORE_LABEL_EXISTS', ''),
        problem('CORE_LABEL_PATH_INVALID', 'attributes[1].path'),
        problem('CORE_FIELD_REQUIRED', 'attributes'),
        problem('CORE_FIELD_TOO_LONG', 'displayName'),
        problem('CORE_STALE_VERSION', '/api/v2/core/security-labels/Where'),
      ],
      LABEL_FIELDS,
      labelFieldOf,
    );
    expect(placed.fields.name?.map((p) => p.code)).toEqual([
      'CORE_LABEL_NAME_INVALID',
      'CORE_LABEL_EXISTS',
    ]);
    expect(placed.fields.attributes?.map((p) => p.code)).toEqual([
      'CORE_LABEL_PATH_INVALID',
      'CORE_FIELD_REQUIRED',
    ]);
    expect(placed.fields.displayName?.map((p) => p.code)).toEqual(['CORE_FIELD_TOO_LONG']);
    expect(placed.others.map((p) => p.code)).toEqual(['CORE_STALE_VERSION']);
  });
});
