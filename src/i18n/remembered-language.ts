import { LANGUAGES, type Language } from '@/lib/model/language';

/** Where the visitor's choice of language is kept on the device. */
export const LANGUAGE_STORAGE_KEY = 'lang';
export const DEFAULT_LANGUAGE: Language = 'es';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language the app will open in: the one chosen last on this device, else Spanish. Its own
 * module, without i18next: the boot script reads it too, to fetch that language's texts early.
 */
export function rememberedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE; // storage blocked (private mode): fall back quietly
  }
}
