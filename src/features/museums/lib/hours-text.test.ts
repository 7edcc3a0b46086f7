import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { inSpanish } from '@/test/i18n';
import type { OpeningStatus } from './opening-hours';
import { statusText, timeText } from './hours-text';

const line = (status: OpeningStatus) => statusText(status, i18next.t, i18next.language);
const opens = (days: number, date: string, weekday: 'tue' | 'sat' | 'thu', at: string) => ({
  days,
  date,
  weekday,
  at,
});
const CHRISTMAS = { date: '2026-12-25', hours: '', note: { es: 'Navidad', en: 'Christmas Day' } };

describe('statusText', () => {
  beforeEach(inSpanish);

  it('says when an open museum closes, in each language', async () => {
    const open: OpeningStatus = { open: true, closes: '20:00', changesIn: 1 };
    expect(line(open)).toBe('Abierto ahora · cierra a las 20');
    await i18next.changeLanguage('en');
    expect(line(open)).toBe('Open now · closes at 8 pm');
  });

  it('says when a closed museum opens next: today, tomorrow, a weekday or a date', async () => {
    const closed = (days: number, date: string, weekday: 'tue' | 'sat' | 'thu', at: string) =>
      line({ open: false, opens: opens(days, date, weekday, at) });
    expect(closed(0, '2026-12-02', 'thu', '15:30')).toBe('Cerrado · abre hoy a las 15:30');
    expect(closed(1, '2026-12-03', 'thu', '11:00')).toBe('Cerrado · abre mañana a las 11');
    expect(closed(2, '2026-12-08', 'tue', '12:00')).toBe('Cerrado · abre el martes a las 12');
    expect(closed(9, '2027-01-02', 'sat', '01:00')).toBe('Cerrado · abre el 2 de enero a la 1');
    await i18next.changeLanguage('en');
    expect(closed(2, '2026-12-08', 'tue', '12:00')).toBe('Closed · opens Tuesday at 12 pm');
    expect(closed(1, '2026-12-03', 'thu', '09:30')).toBe('Closed · opens tomorrow at 9:30 am');
    expect(closed(9, '2027-01-02', 'sat', '00:00')).toBe('Closed · opens January 2 at 12 am');
  });

  it('names the exception that closes it today', async () => {
    const status: OpeningStatus = {
      open: false,
      exception: CHRISTMAS,
      opens: opens(1, '2026-12-26', 'sat', '10:00'),
    };
    expect(line(status)).toBe('Cerrado hoy: Navidad · abre mañana a las 10');
    expect(line({ open: false, exception: { date: '2026-12-25', hours: '' } })).toBe('Cerrado hoy');
    await i18next.changeLanguage('en');
    expect(line(status)).toBe('Closed today: Christmas Day · opens tomorrow at 10 am');
  });

  it('adds the note of a day with other hours', () => {
    const early = {
      date: '2026-12-24',
      hours: '11:00-14:00',
      note: { es: 'Nochebuena', en: 'Christmas Eve' },
    };
    expect(line({ open: true, closes: '14:00', exception: early, changesIn: 1 })).toBe(
      'Abierto ahora · cierra a las 14 · Nochebuena',
    );
  });

  it('says only "closed" when nothing opens within two weeks', () => {
    expect(line({ open: false })).toBe('Cerrado');
  });
});

describe('timeText', () => {
  beforeEach(inSpanish);

  it('writes noon and midnight as each language does', async () => {
    expect(['00:00', '12:00', '12:45', '20:05'].map((time) => timeText(time, i18next.t))).toEqual([
      '0',
      '12',
      '12:45',
      '20:05',
    ]);
    await i18next.changeLanguage('en');
    expect(['00:00', '12:00', '12:45', '20:05'].map((time) => timeText(time, i18next.t))).toEqual([
      '12 am',
      '12 pm',
      '12:45 pm',
      '8:05 pm',
    ]);
  });
});
