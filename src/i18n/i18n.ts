import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@/lib/model/shared';
import en from './locales/en/global.json';
import es from './locales/es/global.json';

export const NAMESPACE = 'global';
export const DEFAULT_LANGUAGE: Language = 'es';
const STORAGE_KEY = 'lang';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function rememberedLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE; // storage blocked (private mode): fall back quietly
  }
}

function syncDocument(language: string) {
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembering the choice is acceptable; the page still switches.
  }
}

/** Initialises i18next once: namespace 'global', es by default, choice remembered. */
export async function initI18n(language: Language = rememberedLanguage()) {
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', syncDocument);
    await i18next.use(initReactI18next).init({
      resources: { es: { [NAMESPACE]: es }, en: { [NAMESPACE]: en } },
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
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
