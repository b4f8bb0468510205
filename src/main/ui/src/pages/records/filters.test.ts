import { describe, expect, it } from 'vitest';
import type { AttributeDef } from '../../api/schemas';
import {
  chosenFacets,
  complete,
  facetChoicesOf,
  facetsToParam,
  filterOf,
  operatorsFor,
  rowsFromParam,
  rowsToParam,
  type FilterRow,
} from './filters';

const attributes: AttributeDef[] = [
  { name: 'lastName', type: 'String' },
  { name: 'score', type: 'Integer' },
  { name: 'birthDate', type: 'Date' },
  { name: 'vip', type: 'Boolean' },
  { name: 'segment', type: 'Enum', enumeration: 'Segments' },
];

function row(attribute: string, operator: FilterRow['operator'], value = '', to = ''): FilterRow {
  return { attribute, operator, value, to };
}

describe('filterOf', () => {
  it('sends nothing for no complete condition', () => {
    expect(filterOf([], attributes)).toBeNull();
    expect(filterOf([row('lastName', 'EQ', '  ')], attributes)).toBeNull();
  });

  it('types operands as the attribute holds them', () => {
    expect(filterOf([row('score', 'GE', '42')], attributes)).toEqual({
      attribute: 'score',
      operator: 'GE',
      value: 42,
    });
    expect(filterOf([row('vip', 'EQ', 'true')], attributes)).toMatchObject({ value: true });
    expect(filterOf([row('birthDate', 'LT', '1980-01-01')], attributes)).toMatchObject({
      value: '1980-01-01',
    });
    // A number the steward mistyped goes as typed: the server says what is wrong with it.
    expect(filterOf([row('score', 'EQ', '4x')], attributes)).toMatchObject({ value: '4x' });
  });

  it('makes RANGE with open ends, IN from lines, presence without an operand', () => {
    expect(filterOf([row('score', 'RANGE', '', '10')], attributes)).toMatchObject({
      values: [null, 10],
    });
    expect(filterOf([row('lastName', 'IN', 'Ivanov\n\nPetrov\n')], attributes)).toMatchObject({
      values: ['Ivanov', 'Petrov'],
    });
    const exists = filterOf([row('vip', 'EXISTS')], attributes);
    expect(exists).toEqual({ attribute: 'vip', operator: 'EXISTS' });
  });

  it('joins several conditions with and, leaving out unknown attributes', () => {
    const filter = filterOf(
      [row('lastName', 'PREFIX', 'Iv'), row('gone', 'EQ', 'x'), row('score', 'LT', '5')],
      attributes,
    );
    expect(filter).toEqual({
      and: [
        { attribute: 'lastName', operator: 'PREFIX', value: 'Iv' },
        { attribute: 'score', operator: 'LT', value: 5 },
      ],
    });
  });
});

describe('operatorsFor', () => {
  it('offers what the search accepts for each type', () => {
    expect(operatorsFor(attributes[0]!)).toContain('FUZZY');
    expect(operatorsFor(attributes[1]!)).toContain('RANGE');
    expect(operatorsFor(attributes[1]!)).not.toContain('CONTAINS');
    expect(operatorsFor(attributes[3]!)).toEqual(['EQ', 'EXISTS', 'NOT_EXISTS']);
    expect(operatorsFor({ name: 'scans', type: 'File' })).toEqual(['EXISTS', 'NOT_EXISTS']);
  });
});

describe('the address form of the conditions', () => {
  it('keeps complete rows and reads back what it wrote, ignoring garbage', () => {
    const rows = [row('score', 'RANGE', '1', '9'), row('lastName', 'EQ', '')];
    expect(rows.map(complete)).toEqual([true, false]);
    expect(rowsFromParam(rowsToParam(rows))).toEqual([rows[0]]);
    expect(rowsToParam([rows[1]!])).toBeNull();
    expect(rowsFromParam('not json')).toEqual([]);
    expect(rowsFromParam('{"a":1}')).toEqual([]);
    expect(rowsFromParam(null)).toEqual([]);
  });
});

describe('the facets chosen', () => {
  const many: AttributeDef[] = [
    ...attributes,
    { name: 'notes', type: 'Text' },
    { name: 'country', type: 'LookupLink', lookupEntity: 'Countries' },
  ];

  it('offers every attribute the search can count: Enum, LookupLink, Boolean and String', () => {
    expect(facetChoicesOf(many).map((a) => a.name)).toEqual([
      'lastName',
      'vip',
      'segment',
      'country',
    ]);
  });

  it('are the categories before the steward chooses, then what the address keeps', () => {
    expect(chosenFacets(many, null)).toEqual(['vip', 'segment', 'country']);
    expect(chosenFacets(many, '')).toEqual([]);
    expect(chosenFacets(many, facetsToParam(['lastName', 'segment']))).toEqual([
      'lastName',
      'segment',
    ]);
    // A name the register cannot count (gone from the model, or a number) is left out.
    expect(chosenFacets(many, 'score,lastName,gone')).toEqual(['lastName']);
  });
});
