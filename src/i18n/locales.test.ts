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
