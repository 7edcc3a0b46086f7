import type { Language } from '@/lib/model/language';
import { DEFAULT_LANGUAGE, isLanguage, storedLanguage } from './remembered-language';

/**
 * The first of the device's languages (navigator.languages, most preferred first) that is one of
 * ours, by its primary subtag ("en-GB" is English), else Spanish.
 */
export function deviceLanguage(languages: readonly string[] = navigator.languages): Language {
  return (
    languages.map((tag) => tag.split('-')[0]?.toLowerCase()).find(isLanguage) ?? DEFAULT_LANGUAGE
  );
}

/**
 * The language a visit starts in, decided by the boot script before the app: the one chosen last
 * on this device, else on a first visit the device's. The boot puts it on <html lang>, where the
 * app reads it (remembered-language.ts).
 */
export function startLanguage(): Language {
  return storedLanguage() ?? deviceLanguage();
}
