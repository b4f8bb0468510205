import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { en } from './en';
import { ru } from './ru';

/** Every key of a text tree, with the plural suffixes taken off (each language has its own). */
function keys(tree: object, prefix = ''): Set<string> {
  const found = new Set<string>();
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix + name.replace(/_(zero|one|two|few|many|other)$/, '');
    if (typeof value === 'object') keys(value as object, key + '.').forEach((k) => found.add(k));
    else found.add(key);
  }
  return found;
}

describe('the texts', () => {
  it('say the same things in English and Russian', () => {
    expect([...keys(ru)].sort()).toEqual([...keys(en)].sort());
  });

  it('count in each language by its plural rules, with its digit grouping', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('search.total', { count: 1 })).toBe('1 record');
    expect(i18n.t('search.total', { count: 3002 })).toBe('3,002 records');
    expect(i18n.t('search.totalAtLeast', { count: 10000 })).toBe('10,000+ records');
    await i18n.changeLanguage('ru');
    expect(i18n.t('search.total', { count: 1 })).toBe('1 запись');
    expect(i18n.t('search.total', { count: 3 })).toBe('3 записи');
    expect(i18n.t('search.total', { count: 11 })).toBe('11 записей');
    expect(i18n.t('search.total', { count: 3002 })).toBe('3\u00a0002 записи');
    expect(i18n.t('search.totalAtLeast', { count: 10000 })).toBe('10\u00a0000+ записей');
    await i18n.changeLanguage('en');
  });
});
