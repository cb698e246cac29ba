// i18next set-up: Indonesian by default, English beside it; the choice is remembered in
// localStorage and mirrored on <html lang>.
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { en } from './locales/en.ts';
import { id } from './locales/id.ts';

export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const LANGUAGE_KEY = 'lumbung.lang';

// Module augmentation has to be an interface: it merges into i18next's declaration.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof id };
  }
}

export function isLanguage(value: unknown): value is Language {
  return value === 'id' || value === 'en';
}

function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : 'id';
  } catch {
    return 'id';
  }
}

i18n.on('languageChanged', (language) => {
  if (!isLanguage(language)) return;
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage may be unavailable (private mode): the choice then lasts for this page only.
  }
});

void i18n.use(initReactI18next).init({
  resources: { id: { translation: id }, en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: 'id',
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export { i18n };

/** The current language, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  const language = instance.resolvedLanguage ?? instance.language;
  return isLanguage(language) ? language : 'id';
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : 'id';
}
