import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { readableTag, recordDraftDescription, words } from './recordDrafts';

describe('the tags of a draft, in words', () => {
  it('names what the draft does, not its operation code', async () => {
    await i18n.changeLanguage('en');
    expect(readableTag('operation-code:UPSERT_DATA', i18n.t)).toBe('Record change');
    expect(readableTag('operation-code:DELETE_PERIOD', i18n.t)).toBe('Period deletion');
    expect(readableTag('operation-code:SOMETHING_NEW', i18n.t)).toBe('Something new');
    await i18n.changeLanguage('ru');
    expect(readableTag('operation-code:UPSERT_DATA', i18n.t)).toBe('Изменение записи');
    await i18n.changeLanguage('en');
  });

  it('leaves out the namespace and keeps other tags readable', () => {
    expect(readableTag('namespace:register', i18n.t)).toBe('');
    expect(readableTag('team:north', i18n.t)).toBe('team:north');
  });

  it('words a code', () => {
    expect(words('OUT_OF_SERVICE')).toBe('Out of service');
  });
});

describe('the description of a record draft', () => {
  it('names an edited record by its name, not its etalon id', async () => {
    await i18n.changeLanguage('en');
    const etalonId = '0952a467-3a27-49a9-8b7d-19849081d3fd';
    expect(
      recordDraftDescription(i18n.t, 'Person', {
        etalonId,
        name: 'Andreeva Galina · 1950-10-31',
        key: etalonId,
      }),
    ).toBe('Edit of Person Andreeva Galina · 1950-10-31');
    expect(recordDraftDescription(i18n.t, 'Person', { etalonId, name: null })).toBe(
      `Edit of Person ${etalonId}`,
    );
    expect(recordDraftDescription(i18n.t, 'Person', { etalonId: null, key: 'C-7' })).toContain(
      'C-7',
    );
  });
});
