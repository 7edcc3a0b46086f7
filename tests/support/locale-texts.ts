// The app's own words in both languages, for a journey that checks what a page says with the
// app's formatting (a day, a size) rather than a copy of it.
import i18next, { type TFunction } from 'i18next';
import en from '@/i18n/locales/en/global.json';
import es from '@/i18n/locales/es/global.json';

/** A translate function a language, from the locale files as the app loads them first. */
export async function localeTexts(): Promise<{ es: TFunction; en: TFunction }> {
  const texts = i18next.createInstance();
  await texts.init({
    lng: 'es',
    fallbackLng: false,
    resources: { es: { translation: es }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  return { es: texts.getFixedT('es'), en: texts.getFixedT('en') };
}
