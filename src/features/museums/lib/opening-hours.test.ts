import { afterEach, describe, expect, it } from 'vitest';
import type { Visit, WeekHours } from '../model/visit';
import { openingStatus, wallTime, weekdayOf } from './opening-hours';

/** The Museo Nacional de Bellas Artes' week: Tuesday to Friday 11–20, weekends 10–20. */
const BELLAS_ARTES: WeekHours = {
  mon: '',
  tue: '11:00-20:00',
  wed: '11:00-20:00',
  thu: '11:00-20:00',
  fri: '11:00-20:00',
  sat: '10:00-20:00',
  sun: '10:00-20:00',
};
const CLOSED_WEEK: WeekHours = { mon: '', tue: '', wed: '', thu: '', fri: '', sat: '', sun: '' };
const museum: Visit = { hours: BELLAS_ARTES };

/** A moment given as Buenos Aires' wall clock (UTC−3, no summer time since 2009). */
const inBuenosAires = (local: string) => new Date(`${local}-03:00`);
const MINUTE = 60_000;

describe('openingStatus', () => {
  it('is open until the closing time, which comes in the time left', () => {
    // Wednesday 2 December 2026, a minute before eight in the evening.
    expect(openingStatus(museum, inBuenosAires('2026-12-02T19:59:00'))).toEqual({
      open: true,
      closes: '20:00',
      exception: undefined,
      changesIn: MINUTE,
    });
  });

  it('is closed from the closing minute on, and says when it opens next', () => {
    expect(openingStatus(museum, inBuenosAires('2026-12-02T20:00:00'))).toEqual({
      open: false,
      exception: undefined,
      opens: { days: 1, date: '2026-12-03', weekday: 'thu', at: '11:00' },
      changesIn: 15 * 60 * MINUTE,
    });
  });

  it('opens at its opening minute, not a minute before', () => {
    expect(openingStatus(museum, inBuenosAires('2026-12-03T10:59:59'))?.open).toBe(false);
    expect(openingStatus(museum, inBuenosAires('2026-12-03T11:00:00'))?.open).toBe(true);
  });

  it('goes across midnight into the next day, and over a closed Monday', () => {
    // Sunday 6 December, a second before midnight: Monday is closed, Tuesday opens at 11.
    const sunday = openingStatus(museum, inBuenosAires('2026-12-06T23:59:59'));
    expect(sunday).toMatchObject({ open: false, opens: { days: 2, weekday: 'tue', at: '11:00' } });
    // A second to midnight, Monday's whole day, then eleven hours on Tuesday.
    expect(sunday?.open === false && sunday.changesIn).toBe(35 * 60 * MINUTE + 1000);
    // Just past midnight it is Monday: Tuesday is tomorrow.
    expect(openingStatus(museum, inBuenosAires('2026-12-07T00:00:30'))).toMatchObject({
      open: false,
      opens: { days: 1, date: '2026-12-08', weekday: 'tue' },
    });
  });

  it("takes the day from Buenos Aires' clock while UTC is already on the next day", () => {
    // 02:30 UTC on Sunday is still Saturday evening in Buenos Aires.
    const at = new Date('2026-12-06T02:30:00Z');
    expect(wallTime(at)).toMatchObject({
      date: '2026-12-05',
      weekday: 'sat',
      minutes: 23 * 60 + 30,
    });
    expect(openingStatus(museum, at)).toMatchObject({
      open: false,
      opens: { days: 1, weekday: 'sun' },
    });
  });

  it('keeps a date closed by an exception, saying which, and opens after it', () => {
    const christmas = {
      hours: BELLAS_ARTES,
      exceptions: [
        { date: '2026-12-24', hours: '11:00-14:00' },
        { date: '2026-12-25', hours: '', note: { es: 'Navidad', en: 'Christmas Day' } },
      ],
    };
    // Friday 25 at noon, usually open.
    expect(openingStatus(christmas, inBuenosAires('2026-12-25T12:00:00'))).toMatchObject({
      open: false,
      exception: { date: '2026-12-25', note: { es: 'Navidad' } },
      opens: { days: 1, date: '2026-12-26', weekday: 'sat', at: '10:00' },
    });
    // Thursday 24 closes early; once closed, the 25th is skipped.
    expect(openingStatus(christmas, inBuenosAires('2026-12-24T13:00:00'))).toMatchObject({
      open: true,
      closes: '14:00',
      exception: { date: '2026-12-24' },
    });
    expect(openingStatus(christmas, inBuenosAires('2026-12-24T15:00:00'))).toMatchObject({
      open: false,
      opens: { days: 2, weekday: 'sat' },
    });
    // An exception opens a day that is usually closed.
    const openMonday = {
      ...christmas,
      exceptions: [{ date: '2026-12-07', hours: '12:00-18:00' }],
    };
    expect(openingStatus(openMonday, inBuenosAires('2026-12-07T12:30:00'))).toMatchObject({
      open: true,
      closes: '18:00',
    });
  });

  it('is closed with no next opening when every day is closed', () => {
    expect(openingStatus({ hours: CLOSED_WEEK }, inBuenosAires('2026-12-02T12:00:00'))).toEqual({
      open: false,
      exception: undefined,
    });
  });

  it('takes a range out of order, stored around the back-office, as closed, and never fails', () => {
    // Wednesday: a range closing before it opens, then one overlapping the one before.
    const jumbled = { hours: { ...CLOSED_WEEK, wed: '20:00-11:00,09:00-12:00,11:00-14:00' } };
    expect(() => openingStatus(jumbled, inBuenosAires('2026-12-02T10:00:00'))).not.toThrow();
    expect(openingStatus(jumbled, inBuenosAires('2026-12-02T10:00:00'))).toMatchObject({
      open: true,
      closes: '12:00',
    });
    expect(openingStatus(jumbled, inBuenosAires('2026-12-02T13:00:00'))).toMatchObject({
      open: false,
    });
    const backwards = { hours: { ...CLOSED_WEEK, wed: '20:00-11:00' } };
    expect(openingStatus(backwards, inBuenosAires('2026-12-02T21:00:00'))).toEqual({
      open: false,
      exception: undefined,
    });
  });

  it('says nothing about a museum without hours', () => {
    expect(openingStatus({}, inBuenosAires('2026-12-02T12:00:00'))).toBeNull();
  });

  it('opens again later the same day after a midday break, and runs on across ranges that meet', () => {
    const split = {
      hours: {
        ...CLOSED_WEEK,
        wed: '10:00-13:00,15:00-19:00',
      },
    };
    expect(openingStatus(split, inBuenosAires('2026-12-02T13:30:00'))).toMatchObject({
      open: false,
      opens: { days: 0, at: '15:00' },
      changesIn: 90 * MINUTE,
    });
    const meeting = {
      hours: {
        ...CLOSED_WEEK,
        wed: '10:00-14:00,14:00-18:00',
      },
    };
    expect(openingStatus(meeting, inBuenosAires('2026-12-02T12:00:00'))).toMatchObject({
      open: true,
      closes: '18:00',
    });
  });

  describe('on a device in another time zone', () => {
    const zone = process.env.TZ;
    afterEach(() => {
      process.env.TZ = zone;
    });

    it("still answers in Buenos Aires' time", () => {
      process.env.TZ = 'Asia/Tokyo';
      const at = inBuenosAires('2026-12-02T19:59:00');
      // The device's own clock says Thursday morning.
      expect(at.getDate()).toBe(3);
      expect(at.getHours()).toBe(7);
      expect(openingStatus(museum, at)).toMatchObject({ open: true, closes: '20:00' });
    });
  });
});

describe('weekdayOf', () => {
  it('names the weekday of a date', () => {
    expect(['2026-12-07', '2026-12-13', '2027-01-01'].map(weekdayOf)).toEqual([
      'mon',
      'sun',
      'fri',
    ]);
  });
});
