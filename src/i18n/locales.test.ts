import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@/lib/error-codes';
import en from './locales/en/global.json';
import es from './locales/es/global.json';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'object' && value !== null
      ? keys(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

function leaves(tree: object): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'object' && value !== null
      ? leaves(value).map(([k, v]): [string, unknown] => [`${key}.${k}`, v])
      : [[key, value]],
  );
}

/** Each page's own texts (src/i18n/page-texts.ts), by file name, in both languages. */
const PAGE_FILES = import.meta.glob<{ default: object }>('./locales/*/*.json', { eager: true });
function pageTexts(language: string): Map<string, object> {
  const files = new Map<string, object>();
  for (const [path, module] of Object.entries(PAGE_FILES)) {
    const name = path.split('/').pop() ?? path;
    if (path.startsWith(`./locales/${language}/`) && name !== 'global.json') {
      files.set(name, module.default);
    }
  }
  return files;
}

describe("a page's own texts", () => {
  it('come in the same files, with the same keys and placeholders, in Spanish and English', () => {
    const esFiles = pageTexts('es');
    const enFiles = pageTexts('en');
    expect([...esFiles.keys()].sort()).toEqual([
      'museum-form.json',
      'my-account.json',
      'privacy.json',
      'trash.json',
    ]);
    expect([...enFiles.keys()].sort()).toEqual([...esFiles.keys()].sort());
    for (const [name, esTree] of esFiles) {
      const enTree = enFiles.get(name) ?? {};
      expect(keys(enTree).sort(), name).toEqual(keys(esTree).sort());
      const enMap = new Map(leaves(enTree));
      for (const [key, value] of leaves(esTree)) {
        expect(String(value).trim(), key).not.toBe('');
        const placeholders = (text: unknown) =>
          String(text)
            .match(/{{\w+}}/g)
            ?.sort() ?? [];
        expect(placeholders(enMap.get(key)), key).toEqual(placeholders(value));
      }
    }
  });

  it('add to the shared texts without writing over any of them', () => {
    for (const language of ['es', 'en'] as const) {
      const shared = new Set(keys(language === 'es' ? es : en));
      for (const tree of pageTexts(language).values()) {
        expect(keys(tree).filter((key) => shared.has(key))).toEqual([]);
      }
    }
  });
});

describe('translations', () => {
  it('word every error code in both languages', () => {
    for (const code of ERROR_CODES) {
      expect(es.errors, code).toHaveProperty(code);
      expect(en.errors, code).toHaveProperty(code);
    }
  });

  it('have the same keys in Spanish and English', () => {
    const esKeys = keys(es).sort();
    const enKeys = keys(en).sort();
    expect(esKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !esKeys.includes(k))).toEqual([]);
  });

  it('have no empty text and the same placeholders in both languages', () => {
    const enMap = new Map(leaves(en));
    for (const [key, value] of leaves(es)) {
      expect(typeof value, key).toBe('string');
      expect(String(value).trim(), key).not.toBe('');
      const placeholders = (text: unknown) =>
        String(text)
          .match(/{{\w+}}/g)
          ?.sort() ?? [];
      expect(placeholders(enMap.get(key)), key).toEqual(placeholders(value));
    }
  });
});
