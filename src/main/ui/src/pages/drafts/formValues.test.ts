import { describe, expect, it } from 'vitest';
import type { AttributeDef } from '../../api/schemas';
import {
  attributesOf,
  changedAttributesOf,
  formOf,
  inputKind,
  localDateTime,
  toApi,
  toInput,
} from './formValues';

const of = (type: string, more: Partial<AttributeDef> = {}): AttributeDef => ({
  name: 'a',
  type,
  ...more,
});

describe('the inputs of attributes', () => {
  it('follow the type in the model', () => {
    expect(inputKind(of('String'))).toBe('text');
    expect(inputKind(of('Integer'))).toBe('integer');
    expect(inputKind(of('Number'))).toBe('number');
    expect(inputKind(of('Boolean'))).toBe('boolean');
    expect(inputKind(of('Date'))).toBe('date');
    expect(inputKind(of('Time'))).toBe('time');
    expect(inputKind(of('Timestamp'))).toBe('timestamp');
    expect(inputKind(of('Enum', { enumeration: 'Gender' }))).toBe('enum');
    expect(inputKind(of('LookupLink', { lookupEntity: 'Country' }))).toBe('lookup');
    expect(inputKind(of('Complex', { nestedEntity: 'Address' }))).toBe('kept');
  });
});

describe('values going to the API', () => {
  it('send numbers as JSON numbers, and text that is none as it is, for the server to refuse', () => {
    expect(toApi(of('Integer'), '42')).toBe(42);
    expect(toApi(of('Integer'), ' -7 ')).toBe(-7);
    expect(toApi(of('Integer'), '1.5')).toBe('1.5');
    expect(toApi(of('Number'), '1.5e3')).toBe(1500);
    expect(toApi(of('Number'), 'ten')).toBe('ten');
  });

  it('send empty inputs as no value, and keep a text as typed', () => {
    expect(toApi(of('Integer'), '')).toBeNull();
    expect(toApi(of('String'), '   ')).toBeNull();
    expect(toApi(of('String'), ' Acme ')).toBe(' Acme ');
    expect(toApi(of('Boolean'), null)).toBeNull();
    expect(toApi(of('Boolean'), false)).toBe(false);
  });

  it('send dates, times and moments in the ISO forms the API takes', () => {
    expect(toApi(of('Date'), '2024-01-31')).toBe('2024-01-31');
    expect(toApi(of('Time'), '09:30')).toBe('09:30:00');
    expect(toApi(of('Time'), '09:30:15')).toBe('09:30:15');
    const sent = toApi(of('Timestamp'), '2024-01-31T10:15') as string;
    expect(sent).toMatch(/^2024-01-31T10:15:00[+-]\d{2}:\d{2}$/);
    // The offset is the steward's at that time: the same moment as the local time typed.
    expect(new Date(sent).getTime()).toBe(new Date('2024-01-31T10:15:00').getTime());
  });

  it('send an array as a list without its empty entries', () => {
    const tags = of('String', { array: true });
    expect(toApi(tags, ['a', '', 'b'])).toEqual(['a', 'b']);
    expect(toApi(tags, [''])).toBeNull();
    expect(toApi(of('Integer', { array: true }), ['1', '2'])).toEqual([1, 2]);
    expect(toApi(of('Boolean', { array: true }), ['true', 'false'])).toEqual([true, false]);
  });

  it('send what the form cannot edit back as it was read', () => {
    const address = { city: 'Riga' };
    const nested = of('Complex', { nestedEntity: 'Address' });
    expect(toApi(nested, toInput(nested, address))).toEqual(address);
  });
});

describe('values coming from the API', () => {
  it('fill the inputs', () => {
    expect(toInput(of('Integer'), 5)).toBe('5');
    expect(toInput(of('Integer'), null)).toBe('');
    expect(toInput(of('Boolean'), true)).toBe(true);
    expect(toInput(of('Boolean'), undefined)).toBeNull();
    expect(toInput(of('Date'), '2020-01-02')).toBe('2020-01-02');
    expect(toInput(of('Time'), '09:30:00')).toBe('09:30:00');
    expect(toInput(of('String', { array: true }), ['a', 'b'])).toEqual(['a', 'b']);
  });

  it('show a moment in the steward’s local time, and send it back as the same moment', () => {
    const read = '2020-01-02T10:00:00.000+00:00';
    const shown = toInput(of('Timestamp'), read) as string;
    expect(shown).toBe(localDateTime(new Date(read)));
    const sent = toApi(of('Timestamp'), shown) as string;
    expect(new Date(sent).getTime()).toBe(new Date(read).getTime());
  });

  it('make a write’s attributes from a record, unchanged by the round trip', () => {
    const attributes = [
      of('String', { name: 'name' }),
      of('Integer', { name: 'score' }),
      of('Date', { name: 'since' }),
      of('Boolean', { name: 'active' }),
      of('String', { name: 'notes' }),
    ];
    const record = { name: 'Acme', score: 3, since: '2021-05-06', active: false };
    expect(attributesOf(attributes, formOf(attributes, record))).toEqual(record);
  });
});

describe('file attributes', () => {
  it('hold the large-object ids, a File always as a list, a Blob or Clob as one id', () => {
    expect(inputKind(of('File'))).toBe('file');
    expect(inputKind(of('Clob'))).toBe('file');
    expect(toInput(of('File'), ['id-1', 'id-2'])).toEqual(['id-1', 'id-2']);
    expect(toInput(of('Blob'), 'id-1')).toEqual(['id-1']);
    expect(toInput(of('Blob'), null)).toEqual([]);
    expect(toApi(of('File'), ['id-1'])).toEqual(['id-1']);
    expect(toApi(of('File'), [])).toBeNull();
    expect(toApi(of('Blob'), ['id-2'])).toBe('id-2');
    expect(toApi(of('Clob', { array: true }), ['id-3'])).toEqual(['id-3']);
    expect(toApi(of('Clob'), [])).toBeNull();
  });
});

describe("a steward's changes of a record there is", () => {
  const attributes: AttributeDef[] = [
    { name: 'name', type: 'String' },
    { name: 'city', type: 'String' },
    { name: 'size', type: 'Integer' },
  ];
  const initial = formOf(attributes, { name: 'Anna', city: 'Uglich', size: 3 });

  it('hold only what differs from the values read, an emptied one as null', () => {
    const form = { ...initial, city: 'Kazan', size: '' };
    expect(changedAttributesOf(attributes, initial, form)).toEqual({ city: 'Kazan', size: null });
  });

  it('are nothing when nothing was touched', () => {
    expect(changedAttributesOf(attributes, initial, { ...initial })).toEqual({});
  });
});
