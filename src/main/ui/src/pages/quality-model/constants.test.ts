import { describe, expect, it } from 'vitest';
import { callInputs, constantOf, entryType, textOf } from './constants';

describe('a port constant', () => {
  it('is typed by the port', () => {
    expect(constantOf('INTEGER', '42')).toBe(42);
    expect(constantOf('NUMBER', '2.5')).toBe(2.5);
    expect(constantOf('NUMBER', 'abc')).toBe('abc');
    expect(constantOf('BOOLEAN', 'true')).toBe(true);
    expect(constantOf('BOOLEAN', 'false')).toBe(false);
    expect(constantOf('DATE', '2024-01-31')).toBe('2024-01-31');
    expect(constantOf('STRING', '')).toBe('');
    expect(entryType(['DATE', 'TIMESTAMP'])).toBe('DATE');
    expect(entryType([])).toBe('STRING');
  });

  it('shows as text, and a call sends only the ports given something', () => {
    expect(textOf(false)).toBe('false');
    expect(textOf(null)).toBe('');
    expect(callInputs({ a: '', b: false, c: 1 })).toEqual({ b: false, c: 1 });
  });
});
