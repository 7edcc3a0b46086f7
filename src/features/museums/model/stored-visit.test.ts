import { deleteField } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { museumModel } from './museum';
import { exceptionsFromStored, storedExceptions, writeStoredVisit } from './stored-visit';
import type { HoursException } from './visit';

const CHRISTMAS: HoursException = {
  date: '2026-12-25',
  hours: '',
  note: { es: 'Navidad', en: 'Christmas Day' },
};
const NEW_YEAR: HoursException = { date: '2027-01-01', hours: '11:00-14:00,15:00-20:00' };

describe('a museum’s dates with hours of their own, as stored', () => {
  it('are one string of dates and hours, and a line of notes per date in each language', () => {
    expect(storedExceptions([CHRISTMAS, NEW_YEAR])).toEqual({
      exceptions: '2026-12-25=;2027-01-01=11:00-14:00,15:00-20:00',
      exceptionNotes: { es: 'Navidad\n', en: 'Christmas Day\n' },
    });
  });

  it('read back as they were, in date order, a note only where both languages have one', () => {
    const { exceptions, exceptionNotes } = storedExceptions([CHRISTMAS, NEW_YEAR]);
    expect(exceptionsFromStored(exceptions, exceptionNotes)).toEqual([CHRISTMAS, NEW_YEAR]);
    expect(
      exceptionsFromStored('2027-01-01=;2026-12-25=', { es: 'Año nuevo\nNavidad', en: '\n' }),
    ).toEqual([
      { date: '2026-12-25', hours: '' },
      { date: '2027-01-01', hours: '' },
    ]);
  });

  it('keep a note on one line', () => {
    const broken = { ...CHRISTMAS, note: { es: 'Navidad\ny Año nuevo', en: 'Christmas' } };
    expect(storedExceptions([broken]).exceptionNotes.es).toBe('Navidad y Año nuevo');
  });

  it('are written by the museums’ converter, and removed with their notes', () => {
    const stored = museumModel.converter.toStored({ name: 'x', exceptions: [CHRISTMAS] });
    expect(stored).toEqual({ name: 'x', ...storedExceptions([CHRISTMAS]) });
    expect(writeStoredVisit({ exceptions: [] })).toEqual({});
    const removal = deleteField();
    expect(writeStoredVisit({ exceptions: removal })).toEqual({
      exceptions: removal,
      exceptionNotes: removal,
    });
  });

  it('are read by the museums’ converter into the list the page uses', () => {
    const museum = museumModel.converter.fromData('tematics/m', 'm', {
      name: { es: 'Museo', en: 'Museum' },
      description: { es: 'Uno', en: 'One' },
      image: null,
      // Ranges out of order are read: the page takes them as closed.
      hours: { mon: '', tue: '20:00-11:00', wed: '', thu: '', fri: '', sat: '', sun: '' },
      ...storedExceptions([NEW_YEAR, CHRISTMAS]),
    });
    expect(museum.exceptions).toEqual([CHRISTMAS, NEW_YEAR]);
    expect(museum.hours?.tue).toBe('20:00-11:00');
  });
});
