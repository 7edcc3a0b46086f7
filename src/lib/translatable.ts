import type { TFunction } from 'i18next';

/**
 * A text to show later, kept as its i18n key and values rather than as translated words: what
 * is rendered from it follows a language switch, whereas a string translated when the text
 * appeared would stay in the old language.
 */
export interface Translatable {
  key: string;
  values?: Record<string, string | number>;
}

export const translatable = (key: string, values?: Translatable['values']): Translatable =>
  values === undefined ? { key } : { key, values };

/** The text in the current language; call while rendering. */
export const translate = (t: TFunction, { key, values }: Translatable): string =>
  values === undefined ? t(key) : t(key, values);
