import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@/lib/model/language';
import { isLanguage, LANGUAGE_STORAGE_KEY, rememberedLanguage } from './remembered-language';

export const NAMESPACE = 'global';

function syncDocument(language: string) {
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembering the choice is acceptable; the page still switches.
  }
}

/**
 * Each language's texts are a chunk of their own, fetched when that language is first used:
 * a visitor downloads one language, not both, to keep the first paint light.
 */
const LOADERS: Record<Language, () => Promise<{ default: ResourceKey }>> = {
  es: () => import('./locales/es/global.json'),
  en: () => import('./locales/en/global.json'),
};

/**
 * Starts downloading the remembered language's texts at once, before i18next itself is set up
 * so it is ready as soon as possible: the first render needs them, and the set-up is a task of its own.
 */
export function prefetchTexts() {
  // The browser loads a module once: the backend's read below gets this same download.
  LOADERS[rememberedLanguage()]().catch(() => undefined); // initI18n reports a failure
}

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLanguage(language)) {
      callback(new Error(`No texts for language "${language}"`), null);
      return;
    }
    LOADERS[language]().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** Initialises i18next once: namespace 'global', es by default, choice remembered. */
export async function initI18n(language: Language = rememberedLanguage()) {
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', syncDocument);
    await i18next
      .use(lazyLocales)
      .use(initReactI18next)
      .init({
        lng: language,
        // Both languages have every key (src/i18n/locales.test.ts): no fallback to download.
        fallbackLng: false,
        supportedLngs: [...LANGUAGES],
        ns: [NAMESPACE],
        defaultNS: NAMESPACE,
        interpolation: { escapeValue: false }, // React escapes
        returnNull: false,
      });
    syncDocument(language);
  }
  return i18next;
}

export { isLanguage };
