// i18next set-up: Indonesian by default, English beside it; the choice is remembered in
// localStorage and mirrored on <html lang>. The first download carries only the Indonesian core
// words (locales/core.id.ts: the login page and what any page may show); every other screen's
// words (locales/id.ts) come with the first screen that needs them (`loadAppWords`, which the
// router's screens await), and English (core.en.ts, en.ts) only when English is chosen or is the
// remembered choice — so the login page's visitor downloads none of them.
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { analystsId } from './features/analysts/analysts.locales.ts';
import { coreId } from './locales/core.id.ts';
import type { id } from './locales/id.ts';

export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const LANGUAGE_KEY = 'lumbung.lang';

// Module augmentation has to be an interface: it merges into i18next's declaration.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The analysts' page brings its own words when it loads (features/analysts/analysts.locales.ts).
    resources: { translation: typeof coreId & typeof id & { analysts: typeof analystsId } };
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
  // A language whose core arrived just before the screens asked for their words gets them now
  // (react-i18next re-renders when a bundle is added).
  if (appWordsWanted) void addAppWords(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage may be unavailable (private mode): the choice then lasts for this page only.
  }
});

/** Set once a screen beyond the login page has asked for its words: each language then has them. */
let appWordsWanted = false;

const appCatalogue = async (language: Language) =>
  language === 'en' ? (await import('./locales/en.ts')).en : (await import('./locales/id.ts')).id;

const catalogues: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init: () => undefined,
  read: async (language: string) => {
    const core = language === 'en' ? (await import('./locales/core.en.ts')).coreEn : coreId;
    // Read after the core's wait: a screen that asked meanwhile still finds its words.
    return appWordsWanted && isLanguage(language)
      ? { ...core, ...(await appCatalogue(language)) }
      : core;
  },
};

const appWordsAdded = new Map<Language, Promise<void>>();

/** Adds the screens' words to a language already loaded (once per language). */
function addAppWords(language: Language): Promise<void> {
  let adding = appWordsAdded.get(language);
  if (!adding) {
    adding = appCatalogue(language).then((words) => {
      i18n.addResourceBundle(language, 'translation', words, true, false);
    });
    appWordsAdded.set(language, adding);
  }
  return adding;
}

/** Settles once the starting language's catalogue is in: the app renders after it. */
export const i18nReady = i18n
  .use(initReactI18next)
  .use(catalogues)
  .init({
    resources: { id: { translation: coreId } },
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: 'id',
    supportedLngs: LANGUAGES,
    interpolation: { escapeValue: false },
    react: { bindI18nStore: 'added' },
    initAsync: false,
  });

export { i18n };

/**
 * The words of every screen but the login page, for the languages loaded now and (through the
 * backend) any chosen later. Screens await it before their first render (web/src/app.tsx).
 */
export async function loadAppWords(): Promise<void> {
  appWordsWanted = true;
  await i18nReady;
  await Promise.all(
    LANGUAGES.filter((language) => i18n.hasResourceBundle(language, 'translation')).map(
      addAppWords,
    ),
  );
}

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
