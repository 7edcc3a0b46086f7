import { LANGUAGES, type Language } from '@/lib/model/language';

/** Where the visitor's choice of language is kept on the device. */
export const LANGUAGE_STORAGE_KEY = 'lang';
export const DEFAULT_LANGUAGE: Language = 'es';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language chosen last on this device, if any. */
export function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null; // storage blocked (private mode): every visit is a first one
  }
}

/**
 * The language the app opens in: the one chosen last on this device, else the one the boot
 * script put on <html lang> (the device's own when it is one of ours: ./device-language.ts,
 * kept out of the app's entry), else Spanish. Its own module, without i18next.
 */
export function rememberedLanguage(): Language {
  const onPage = document.documentElement.lang;
  return storedLanguage() ?? (isLanguage(onPage) ? onPage : DEFAULT_LANGUAGE);
}
