import { describe, expect, it } from 'vitest';
import {
  addDays,
  BUENOS_AIRES_TIME_ZONE,
  dayAt,
  dayFromIso,
  daysBetween,
  dayToIso,
  isDay,
  startOfDay,
} from './days';

/** The day in Buenos Aires at `instant`, as the browser's own time-zone data tells it. */
function intlDay(instant: number): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: BUENOS_AIRES_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return Number(`${part('year')}${part('month')}${part('day')}`);
}

describe('a day in Buenos Aires', () => {
  it('turns at its midnight, 03:00 UTC, whatever the device’s zone', () => {
    expect(dayAt(Date.parse('2027-03-16T02:59:59Z'))).toBe(20270315);
    expect(dayAt(Date.parse('2027-03-16T03:00:00Z'))).toBe(20270316);
    expect(startOfDay(20270316)).toBe(Date.parse('2027-03-16T03:00:00Z'));
  });

  it('is the day the time-zone data says, all year (the fixed offset holds)', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let hour = 0; hour < 24 * 400; hour += 7) {
      const instant = start + hour * 3_600_000;
      expect(dayAt(instant), new Date(instant).toISOString()).toBe(intlDay(instant));
    }
  });

  it('counts across months, years and a leap day', () => {
    expect(addDays(20270228, 1)).toBe(20270301);
    expect(addDays(20280228, 1)).toBe(20280229);
    expect(addDays(20261231, 1)).toBe(20270101);
    expect(addDays(20270101, -1)).toBe(20261231);
    expect(daysBetween(20261220, 20270103)).toBe(14);
    expect(daysBetween(20270103, 20261220)).toBe(-14);
  });

  it('knows a real day from a number that is not one', () => {
    expect(isDay(20280229)).toBe(true);
    expect(isDay(20270229)).toBe(false);
    expect(isDay(20271301)).toBe(false);
    expect(isDay(20270100)).toBe(false);
    expect(isDay(2027031.5)).toBe(false);
    expect(isDay('20270315')).toBe(false);
  });

  it('reads and writes a date input’s value', () => {
    expect(dayFromIso('2027-03-15')).toBe(20270315);
    expect(dayFromIso(' 2027-03-15 ')).toBe(20270315);
    expect(dayFromIso('2027-02-30')).toBeNull();
    expect(dayFromIso('')).toBeNull();
    expect(dayToIso(20270305)).toBe('2027-03-05');
  });
});
