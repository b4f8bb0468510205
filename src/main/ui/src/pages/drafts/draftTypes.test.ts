import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { typeName } from './draftTypes';

describe('a draft type', () => {
  it('reads in words in either language, an unknown one as it is', async () => {
    await i18n.changeLanguage('en');
    expect(typeName(i18n.t, 'record')).toBe('Record change');
    expect(typeName(i18n.t, 'data-model')).toBe('Data model');
    expect(typeName(i18n.t, 'matching-model')).toBe('Matching model');
    expect(typeName(i18n.t, 'an-extension')).toBe('an-extension');
    await i18n.changeLanguage('ru');
    expect(typeName(i18n.t, 'classifier-node')).toBe('Узел классификатора');
    await i18n.changeLanguage('en');
  });
});
