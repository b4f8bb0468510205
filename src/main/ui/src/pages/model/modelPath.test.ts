import { describe, expect, it } from 'vitest';
import {
  messagesAt,
  placeAll,
  placeOf,
  problemsOfElement,
  problemsOfPart,
  stepsOf,
} from './modelPath';

describe('the place of a model problem', () => {
  it('reads an attribute field of a register', () => {
    expect(placeOf('entities[Customer].attributes[inn].type')).toEqual({
      kind: 'entities',
      element: 'Customer',
      part: { collection: 'attributes', key: 'inn' },
      field: 'type',
    });
  });

  it('reads element fields, positions and map entries', () => {
    expect(placeOf('sourceSystems[crm].weight')).toEqual({
      kind: 'sourceSystems',
      element: 'crm',
      part: null,
      field: 'weight',
    });
    expect(placeOf('relations[3].to')).toMatchObject({ element: '3', field: 'to' });
    expect(placeOf('entities[X].attributes[a].sourceWeights[erp]')).toMatchObject({
      part: { collection: 'attributes', key: 'a' },
      field: 'sourceWeights[erp]',
    });
    expect(placeOf('relations[r].customProperties.addAttributesToOutgoingRelation')).toMatchObject({
      part: null,
      field: 'customProperties.addAttributesToOutgoingRelation',
    });
  });

  it('reads the code attribute of a reference set and values of an enumeration', () => {
    expect(placeOf('lookupEntities[Country].codeAttribute.type')).toMatchObject({
      part: { collection: 'codeAttribute', key: '' },
      field: 'type',
    });
    expect(placeOf('enumerations[Gender].values[1].name')).toMatchObject({
      element: 'Gender',
      part: { collection: 'values', key: '1' },
      field: 'name',
    });
  });

  it('reads a kind as a whole, and no place for a URL', () => {
    expect(placeOf('sourceSystems')).toEqual({
      kind: 'sourceSystems',
      element: null,
      part: null,
      field: null,
    });
    expect(placeOf('/api/v2/draft/publish')).toBeNull();
    expect(placeOf('')).toBeNull();
  });

  it('keeps a refused name with dots or brackets as one key', () => {
    expect(stepsOf('entities[a.b].name')).toEqual([
      { name: 'entities', key: 'a.b' },
      { name: 'name', key: null },
    ]);
    expect(placeOf('entities[x]y].attributes[b].type')).toMatchObject({
      element: 'x]y',
      part: { collection: 'attributes', key: 'b' },
    });
  });

  it('sorts problems to their element, part and field', () => {
    const problems = placeAll([
      { code: 'A', source: 'entities[C].attributes[inn].lookupEntity', message: 'no set' },
      { code: 'B', source: 'entities[C].name', message: 'bad name' },
      { code: 'C', source: 'entities[D].name', message: 'other' },
    ]);
    const ofC = problemsOfElement(problems, 'entities', 'C');
    expect(ofC.map((p) => p.code)).toEqual(['A', 'B']);
    const ofInn = problemsOfPart(ofC, 'attributes', 'inn');
    expect(messagesAt(ofInn, 'lookupEntity')).toBe('no set');
    expect(messagesAt(ofInn, 'type')).toBe('');
  });
});
