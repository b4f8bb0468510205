import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { requestContext } from '../api/client';
import { en } from './en';
import { ru } from './ru';

export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
const KEY = 'platform-mdm.language';

/** The chosen language, else the browser's first one we have (its Accept-Language), else English. */
export function initialLanguage(): Language {
  const chosen = localStorage.getItem(KEY);
  if (chosen === 'en' || chosen === 'ru') return chosen;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.slice(0, 2).toLowerCase();
    if (base === 'en' || base === 'ru') return base;
  }
  return 'en';
}

/** Switches the UI and the server's messages (Accept-Language) to a language, and keeps it. */
export async function chooseLanguage(language: Language) {
  localStorage.setItem(KEY, language);
  requestContext.language = language;
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

export function setUpLanguages() {
  const language = initialLanguage();
  requestContext.language = language;
  document.documentElement.lang = language;
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, ru: { translation: ru } },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
  return i18n;
}
