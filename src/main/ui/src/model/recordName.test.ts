import { describe, expect, it } from 'vitest';
import { formatAttributes, formatName } from './recordName';
import { descriptionAttribute, type Entity } from './useModel';

const values: Record<string, string> = { last: 'Petrov', first: 'Ivan', born: '1980-05-01' };

describe('a display format', () => {
  it('prints every value with its separators', () => {
    expect(formatName('{last} {first} · {born}', (a) => values[a] ?? null)).toBe(
      'Petrov Ivan · 1980-05-01',
    );
  });

  it('drops a missing value with the text before it', () => {
    const noFirst = (a: string) => (a === 'first' ? null : (values[a] ?? null));
    expect(formatName('{last} {first} · {born}', noFirst)).toBe('Petrov · 1980-05-01');
    const noLast = (a: string) => (a === 'last' ? '' : (values[a] ?? null));
    expect(formatName('{last} {first} · {born}', noLast)).toBe('Ivan · 1980-05-01');
  });

  it('is empty without any value and lists its attributes', () => {
    expect(formatName('{x} {y}', () => null)).toBe('');
    expect(formatAttributes('{last} {first} · {born}')).toEqual(['last', 'first', 'born']);
  });
});

describe('the attribute whose column the name stands for', () => {
  const attributes = [
    { name: 'firstName', type: 'String' },
    { name: 'lastName', type: 'String' },
    { name: 'birthDate', type: 'Date' },
  ];
  const person = (customProperties: Record<string, string>): Entity => ({
    name: 'Person',
    kind: 'register',
    attributes,
    customProperties,
  });

  it('is none for a format of several attributes: the first name keeps its column', () => {
    expect(
      descriptionAttribute(person({ display_format: '{lastName} {firstName} · {birthDate}' })),
    ).toBeNull();
  });

  it('is the one attribute of a format, else description_field, else the first String one', () => {
    expect(descriptionAttribute(person({ display_format: '{lastName}' }))).toBe('lastName');
    expect(descriptionAttribute(person({ description_field: 'lastName' }))).toBe('lastName');
    expect(descriptionAttribute(person({}))).toBe('firstName');
  });
});
