import { describe, expect, it } from 'vitest';
import { formatAttributes, formatName } from './recordName';

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
