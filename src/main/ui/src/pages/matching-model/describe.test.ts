import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { describeComparison } from './describe';

const attributes = [
  { name: 'first', displayName: 'First name', type: 'String' },
  { name: 'last', displayName: 'Last name', type: 'String' },
];
const words = (c: Parameters<typeof describeComparison>[0]) =>
  describeComparison(c, attributes, i18n.t, 'en');

describe('a comparison in words', () => {
  it('names the attributes and the parameter, or the server’s default', () => {
    expect(words({ type: 'FUZZY', attribute: 'first', threshold: 0.8 })).toBe(
      'First name: similar, trigram similarity at least 0.8',
    );
    expect(words({ type: 'FUZZY', attribute: 'first' })).toBe(
      'First name: similar, trigram similarity at least 0.65',
    );
    expect(words({ type: 'EDIT_DISTANCE', attribute: 'last', distance: 2 })).toBe(
      'Last name: at most 2 edits apart',
    );
    expect(words({ type: 'DATE_WITHIN', attribute: 'born', days: 1 })).toBe(
      'born: at most 1 day apart',
    );
    expect(words({ type: 'NUMBER_WITHIN', attribute: 'first' })).toBe(
      'First name: at most not given apart',
    );
  });

  it('says when several attributes are joined', () => {
    expect(words({ type: 'PHONETIC', attributes: ['first', 'last'] })).toBe(
      'First name + Last name joined: sound alike',
    );
  });
});
