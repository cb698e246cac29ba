// i18next set-up: Indonesian by default, English beside it; the choice is remembered in
// localStorage and mirrored on <html lang>. The Indonesian catalogue comes with the first
// download; the English one is its own chunk, loaded when English is first chosen (or is the
// remembered choice), so the default visit does not download it.
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { analystsId } from './features/analysts/analysts.locales.ts';
import { id } from './locales/id.ts';

export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const LANGUAGE_KEY = 'lumbung.lang';

// Module augmentation has to be an interface: it merges into i18next's declaration.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The analysts' page brings its own words when it loads (features/analysts/analysts.locales.ts).
    resources: { translation: typeof id & { analysts: typeof analystsId } };
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

const catalogues: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init: () => undefined,
  read: async (language: string) => (language === 'en' ? (await import('./locales/en.ts')).en : id),
};

/** Settles once the starting language's catalogue is in: the app renders after it. */
export const i18nReady = i18n
  .use(initReactI18next)
  .use(catalogues)
  .init({
    resources: { id: { translation: id } },
    partialBundledLanguages: true,
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
