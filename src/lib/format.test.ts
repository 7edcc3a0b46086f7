import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en/global.json';
import es from '@/i18n/locales/es/global.json';
import {
  formatAgo,
  formatCount,
  formatDate,
  formatShortDay,
  formatMegabytes,
  formatMegabytesAbove,
} from './format';

const instance = i18next.createInstance();
beforeAll(async () => {
  await instance.init({
    lng: 'es',
    fallbackLng: false,
    resources: { es: { translation: es }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
});
const tFor = (language: 'es' | 'en') => instance.getFixedT(language);

describe('formatDate', () => {
  const day = new Date(2026, 10, 22, 15, 30);
  it('reads as Intl would in each language', () => {
    expect(formatDate(day, tFor('es'))).toBe('22 nov 2026');
    expect(formatDate(day, tFor('en'))).toBe('Nov 22, 2026');
    expect(formatDate(day.getTime(), tFor('es'))).toBe(
      new Intl.DateTimeFormat('es', { dateStyle: 'medium' }).format(day),
    );
    expect(formatDate(day, tFor('en'))).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(day),
    );
  });
  it('names every month', () => {
    for (const language of ['es', 'en'] as const) {
      const t = tFor(language);
      const months = Array.from({ length: 12 }, (_, m) => formatDate(new Date(2026, m, 1), t));
      expect(new Set(months).size).toBe(12);
      expect(months.join(' ')).not.toMatch(/undefined|format\./);
    }
  });
});

describe('formatAgo', () => {
  const now = new Date(2026, 10, 22, 15, 30).getTime();
  const ago = (ms: number, language: 'es' | 'en') => formatAgo(now - ms, now, tFor(language));
  const MIN = 60_000;
  it('says minutes, hours and days ago in each language, one and many', () => {
    expect(ago(30_000, 'es')).toBe('recién');
    expect(ago(30_000, 'en')).toBe('just now');
    expect(ago(MIN, 'es')).toBe('hace 1 minuto');
    expect(ago(59 * MIN, 'en')).toBe('59 minutes ago');
    expect(ago(2 * 60 * MIN, 'es')).toBe('hace 2 horas');
    expect(ago(2 * 60 * MIN + 59 * MIN, 'en')).toBe('2 hours ago');
    expect(ago(24 * 60 * MIN, 'es')).toBe('hace 1 día');
    expect(ago(27 * 24 * 60 * MIN, 'en')).toBe('27 days ago');
  });
  it('says the day itself from four weeks on', () => {
    const long = 40 * 24 * 60 * MIN;
    expect(ago(long, 'es')).toBe(`el ${formatDate(now - long, tFor('es'))}`);
    expect(ago(long, 'en')).toBe(`on ${formatDate(now - long, tFor('en'))}`);
  });
  it('reads a time ahead of this clock as just now', () => {
    expect(ago(-5 * MIN, 'es')).toBe('recién');
  });
});

describe('formatMegabytes', () => {
  it('uses one decimal under 10 MB and the language’s decimal mark', () => {
    expect(formatMegabytes(3_412_000, tFor('es'))).toBe('3,4 MB');
    expect(formatMegabytes(3_412_000, tFor('en'))).toBe('3.4 MB');
    expect(formatMegabytes(3_000_000, tFor('es'))).toBe('3 MB');
    expect(formatMegabytes(12_600_000, tFor('en'))).toBe('13 MB');
    expect(formatMegabytes(0, tFor('es'))).toBe('0 MB');
    expect(formatMegabytes(3_000, tFor('es'))).toBe('0,1 MB');
    expect(formatMegabytes(17_500_000, tFor('es'))).toBe('18 MB');
  });
});

describe('formatMegabytesAbove', () => {
  it('writes a refused file’s size so it reads more than the limit', () => {
    expect(formatMegabytesAbove(25_300_000, 25_000_000, tFor('es'))).toBe('25,3 MB');
    expect(formatMegabytesAbove(25_040_000, 25_000_000, tFor('en'))).toBe('25.04 MB');
    expect(formatMegabytesAbove(25_000_001, 25_000_000, tFor('en'))).toBe('25.001 MB');
    expect(formatMegabytesAbove(5_300_000, 5_242_880, tFor('en'))).toBe('5.3 MB');
    expect(formatMegabytesAbove(31_000_000, 25_000_000, tFor('es'))).toBe('31 MB');
  });
});

describe('formatCount', () => {
  it('groups thousands as each language does', () => {
    const counted = (language: 'es' | 'en', ...counts: number[]) =>
      counts.map((count) => formatCount(count, tFor(language)));
    expect(counted('es', 7, 1284, 50_000, 1_234_567)).toEqual(['7', '1284', '50.000', '1.234.567']);
    expect(counted('en', 999, 1284, 50_000)).toEqual(['999', '1,284', '50,000']);
  });
});

describe('formatShortDay', () => {
  // The day and its month never part at the end of a line: a no-break space between them.
  const said = (day: number, today: number, language: 'es' | 'en') =>
    formatShortDay(day, today, tFor(language)).replaceAll('\u00a0', '_');
  it('says a day of Buenos Aires with its short month, and its year only when not this one’s', () => {
    expect(said(20270401, 20270315, 'es')).toBe('1_abr');
    expect(said(20270401, 20270315, 'en')).toBe('1_Apr');
    expect(said(20270915, 20270101, 'es')).toBe('15_sept');
    expect(said(20261231, 20270105, 'es')).toBe('31_dic 2026');
    expect(said(20280110, 20271220, 'en')).toBe('10_Jan 2028');
  });
});
