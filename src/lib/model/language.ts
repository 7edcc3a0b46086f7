// The languages and the bilingual pick, without zod: the header and i18n need them on first
// paint, and zod (in ./shared) loads only with the data.
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A field in both languages (validated by `bilingual` in ./shared). */
export interface BilingualText {
  es: string;
  en: string;
}

export function pick(field: BilingualText, language: string): string {
  return language.startsWith('en') ? field.en : field.es;
}
