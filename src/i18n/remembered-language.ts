import { LANGUAGES, type Language } from '@/lib/model/language';

/** Where the visitor's choice of language is kept on the device. */
export const LANGUAGE_STORAGE_KEY = 'lang';
export const DEFAULT_LANGUAGE: Language = 'es';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of the device's languages (navigator.languages, most preferred first) that is one of
 * ours, by its primary subtag ("en-GB" is English), else Spanish.
 */
export function deviceLanguage(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language {
  for (const tag of languages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The language the app will open in: the one chosen last on this device, else on a first visit
 * the device's own when it is one of ours, else Spanish. Its own module, without i18next: the
 * boot script reads it too, to fetch that language's texts early.
 */
export function rememberedLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage blocked (private mode): every visit is a first one.
  }
  return isLanguage(stored) ? stored : deviceLanguage();
}
