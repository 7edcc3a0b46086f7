// A museum's visit: its address, week of hours, dates with hours of their own, website, phone
// and accessibility notes (src/features/museums/model/visit.ts); and a tour's address taken
// from its museum. Who may write them, and what a write that means harm cannot store.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  C,
  ID,
  SEEDED_AT,
  UID,
  bilingual,
  rulesHarness,
  text,
  validMuseum,
  validTour,
  type Db,
  type Fields,
} from '../support/fixtures';
import { storedExceptions } from '@/features/museums/model/stored-visit';
import { MAX_EXCEPTIONS, MAX_RANGES } from '@/features/museums/model/visit';

const h = rulesHarness();

const NEW_ID = 'museum-new';
const museum = (db: Db, id: string = ID.museum) => doc(db, C.museums, id);
const create = (db: Db, fields: Fields) => setDoc(museum(db, NEW_ID), fields);
/** An admin's edit of the seeded museum, as the back-office writes it. */
const edit = (db: Db, fields: Fields) =>
  updateDoc(museum(db), { ...fields, updatedAt: serverTimestamp(), updatedBy: UID.admin });

const DAY = '11:00-20:00';
const WEEK = { mon: '', tue: DAY, wed: DAY, thu: DAY, fri: DAY, sat: DAY, sun: DAY };
const VISIT = {
  address: 'Av. del Libertador 1473, C1425 CABA',
  hours: WEEK,
  // As the converter stores them (stored-visit.ts): "date=hours;…" and a line of notes per date.
  ...storedExceptions([
    { date: '2026-12-25', hours: '', note: bilingual('Navidad', 'Christmas Day') },
  ]),
  website: 'https://www.bellasartes.gob.ar',
  phone: '+54 11 5288-9900',
  accessibility: bilingual('Rampa en la entrada', 'Ramp at the entrance'),
};
const withDay = (day: unknown) => ({ hours: { ...WEEK, wed: day } });

/** A day at its most: three ranges. */
const FULL_DAY = '09:00-12:00,13:00-16:00,17:00-20:00';
/**
 * A museum at every limit of the model at once: names, descriptions, address, website, phone
 * and accessibility at their longest, three ranges every day, and ten special dates, each with
 * three ranges and a note of 100 characters in both languages. The rules must take it whole
 * (they stop at 1000 evaluated expressions per request).
 */
const MAXIMAL = {
  name: bilingual(text(200)),
  description: bilingual(text(4000)),
  address: text(300),
  hours: {
    mon: FULL_DAY,
    tue: FULL_DAY,
    wed: FULL_DAY,
    thu: FULL_DAY,
    fri: FULL_DAY,
    sat: FULL_DAY,
    sun: FULL_DAY,
  },
  ...storedExceptions(
    Array.from({ length: MAX_EXCEPTIONS }, (_, i) => ({
      date: `2027-03-${String(i + 10)}`,
      hours: FULL_DAY,
      note: bilingual(text(100)),
    })),
  ),
  website: `https://www.example.org/${text(300 - 'https://www.example.org/'.length)}`,
  phone: `+54 ${'1'.repeat(30 - '+54 '.length)}`,
  accessibility: bilingual(text(2000)),
};
/** Dates as stored, "date=hours" joined by ";", without notes. */
const withDates = (...dates: string[]) => ({ exceptions: dates.join(';') });
/** One date, closed, with these notes. */
const withNotes = (exceptionNotes: unknown) => ({ exceptions: '2026-12-25=', exceptionNotes });

describe('tematics, the visit', () => {
  describe('visitor', () => {
    it('cannot set the hours or the address of a museum', async () => {
      await assertFails(updateDoc(museum(h.as.visitor), { hours: WEEK }));
      await assertFails(edit(h.as.visitor, { address: 'Calle falsa 123' }));
    });
  });

  describe('user', () => {
    it('cannot set the hours, the website or the phone of a museum', async () => {
      await assertFails(edit(h.as.user, { hours: WEEK }));
      await assertFails(edit(h.as.user, { website: 'https://example.org' }));
      await assertFails(edit(h.as.user, { phone: '+54 11 5555-5555' }));
    });
    it('cannot create a museum with a visit', async () => {
      await assertFails(create(h.as.user, validMuseum(NEW_ID, VISIT)));
    });
  });

  describe('admin', () => {
    it('can create a museum with its visit, or without one', async () => {
      await assertSucceeds(create(h.as.admin, validMuseum(NEW_ID, VISIT)));
      await assertSucceeds(setDoc(museum(h.as.admin, 'museum-bare'), validMuseum('museum-bare')));
    });
    it('can add a visit to a museum stored before it, and take each field away', async () => {
      await assertSucceeds(edit(h.as.admin, VISIT));
      await assertSucceeds(
        edit(h.as.admin, {
          hours: deleteField(),
          exceptions: deleteField(),
          exceptionNotes: deleteField(),
          website: deleteField(),
          phone: deleteField(),
          accessibility: deleteField(),
          address: deleteField(),
        }),
      );
    });
    it('can keep a museum closed every day, and open a date with other hours', async () => {
      const closed = { mon: '', tue: '', wed: '', thu: '', fri: '', sat: '', sun: '' };
      await assertSucceeds(edit(h.as.admin, { hours: closed, ...withDates(`2027-01-02=${DAY}`) }));
    });
  });

  describe('admin, a museum at every limit of the model', () => {
    const MAX_ID = 'museum-maximal';
    const TOUR_ID = 'tour-of-maximal';

    it('holds the limits it claims', () => {
      expect(MAXIMAL.website).toHaveLength(300);
      expect(MAXIMAL.phone).toHaveLength(30);
      expect(FULL_DAY.split(',')).toHaveLength(MAX_RANGES);
      expect(MAXIMAL.exceptions.split(';')).toHaveLength(MAX_EXCEPTIONS);
      expect(MAXIMAL.exceptionNotes.en.split('\n')).toEqual(Array(MAX_EXCEPTIONS).fill(text(100)));
    });
    it('can create it', async () => {
      await assertSucceeds(setDoc(museum(h.as.admin, MAX_ID), validMuseum(MAX_ID, MAXIMAL)));
    });
    it('can update a museum to it, field by field and whole', async () => {
      await assertSucceeds(edit(h.as.admin, MAXIMAL));
      await assertSucceeds(edit(h.as.admin, { phone: '+54 11 5288-9900' }));
    });
    it('can save it as the back-office does, with its name and address onto its tours', async () => {
      const db = h.as.admin;
      const b = writeBatch(db);
      b.update(museum(db), { ...MAXIMAL, updatedAt: serverTimestamp(), updatedBy: UID.admin });
      for (const id of [ID.draftTour, ID.publishedTour]) {
        b.update(doc(db, C.tours, id), {
          museum: MAXIMAL.name,
          address: MAXIMAL.address,
          updatedAt: serverTimestamp(),
          updatedBy: UID.admin,
        });
      }
      await assertSucceeds(b.commit());
    });
    it("can publish its tour, moving the museum's count in the same commit", async () => {
      await h.env.withSecurityRulesDisabled(async (context) => {
        const db = context.firestore();
        const seeded = { createdAt: SEEDED_AT, updatedAt: SEEDED_AT };
        await setDoc(
          doc(db, C.museums, MAX_ID),
          validMuseum(MAX_ID, { ...MAXIMAL, ...seeded, publishedTours: 0 }),
        );
        await setDoc(
          doc(db, C.tours, TOUR_ID),
          validTour(TOUR_ID, { ...seeded, tematicId: MAX_ID }),
        );
      });
      const db = h.as.admin;
      const b = writeBatch(db);
      b.update(doc(db, C.tours, TOUR_ID), {
        state: 'published',
        updatedAt: serverTimestamp(),
        updatedBy: UID.admin,
      });
      b.update(museum(db, MAX_ID), { publishedTours: increment(1), countedTour: TOUR_ID });
      await assertSucceeds(b.commit());
    });
    it('can move it to the trash and bring it back', async () => {
      await assertSucceeds(setDoc(museum(h.as.admin, MAX_ID), validMuseum(MAX_ID, MAXIMAL)));
      const db = h.as.admin;
      const copy = (await getDoc(museum(db, MAX_ID))).data();
      const entry = doc(db, C.trash, `museum_${MAX_ID}`);
      const away = writeBatch(db);
      away.set(entry, {
        kind: 'museum',
        id: MAX_ID,
        doc: copy,
        trashedAt: serverTimestamp(),
        trashedBy: UID.admin,
      });
      away.delete(museum(db, MAX_ID));
      await assertSucceeds(away.commit());
      const back = writeBatch(db);
      back.set(museum(db, MAX_ID), {
        ...copy,
        updatedAt: serverTimestamp(),
        updatedBy: UID.admin,
      });
      back.delete(entry);
      await assertSucceeds(back.commit());
      await assertSucceeds(deleteDoc(museum(db, MAX_ID)));
    });
  });

  describe('admin, field attacks on the hours', () => {
    it('cannot leave a day out or add one', async () => {
      const { mon: _mon, ...sixDays } = WEEK;
      await assertFails(edit(h.as.admin, { hours: sixDays }));
      await assertFails(edit(h.as.admin, { hours: { ...WEEK, hol: DAY } }));
    });
    it('cannot store a time that is not HH:MM on a 24-hour clock', async () => {
      for (const day of ['9:00-20:00', '11:00-24:00', '11:00-20:60', '11:00 -20:00', '11h-20h']) {
        await assertFails(edit(h.as.admin, withDay(day)));
      }
      await assertFails(edit(h.as.admin, withDay([{ open: '11:00', close: '20:00' }])));
      await assertFails(edit(h.as.admin, withDay(1100)));
    });
    it('cannot store more than three ranges', async () => {
      await assertFails(
        edit(h.as.admin, withDay('09:00-12:00,13:00-16:00,17:00-19:00,20:00-21:00')),
      );
      await assertFails(
        edit(h.as.admin, withDay('09:00-12:00,13:00-16:00,17:00-19:00,16:00-17:00')),
      );
    });
    // Checking each range against the one before cost more than the rules' budget: the order is
    // the back-office's check (visit.ts), and the page takes a range out of order as closed.
    it('leaves the order of well-shaped ranges to the back-office', async () => {
      await assertSucceeds(edit(h.as.admin, withDay('20:00-11:00')));
      await assertSucceeds(edit(h.as.admin, withDay('15:00-18:00,10:00-13:00')));
    });
    it('cannot hide anything else in a day', async () => {
      await assertFails(edit(h.as.admin, withDay('11:00-20:00;<script>')));
      await assertFails(edit(h.as.admin, withDay('11:00-20:00,')));
    });
  });

  describe('admin, field attacks on the dates', () => {
    const christmas = '2026-12-25=';
    it('cannot store a malformed date, or one without its hours', async () => {
      for (const date of ['2026-13-01', '25/12/2026', '2026-12-32', '1999-12-25']) {
        await assertFails(edit(h.as.admin, withDates(`${date}=`)));
      }
      await assertFails(edit(h.as.admin, withDates('2026-12-25')));
      await assertFails(edit(h.as.admin, withDates('')));
    });
    it('cannot store malformed hours on a date, or anything else in the string', async () => {
      for (const hours of ['12:00', '9:00-12:00', '11:00-24:00', '11:00-14:00,', 'cerrado']) {
        await assertFails(edit(h.as.admin, withDates(`2026-12-25=${hours}`)));
      }
      await assertFails(edit(h.as.admin, withDates(christmas, '')));
      await assertFails(edit(h.as.admin, withDates(`${christmas};<script>`)));
      await assertFails(edit(h.as.admin, withDates(`${christmas}\n2026-12-31=`)));
      await assertFails(
        edit(h.as.admin, withDates('2026-12-25=09:00-10:00,11:00-12:00,13:00-14:00,15:00-16:00')),
      );
    });
    it('cannot store them in another shape than the string', async () => {
      await assertFails(edit(h.as.admin, { exceptions: [{ date: '2026-12-25', hours: '' }] }));
      await assertFails(edit(h.as.admin, { exceptions: { '2026-12-25': '' } }));
      await assertFails(edit(h.as.admin, { exceptions: 20261225 }));
    });
    it('cannot store more dates than the museum may hold', async () => {
      const dates = Array.from(
        { length: MAX_EXCEPTIONS + 1 },
        (_, i) => `2027-02-${String(i + 10)}=`,
      );
      await assertSucceeds(edit(h.as.admin, withDates(...dates.slice(0, MAX_EXCEPTIONS))));
      await assertFails(edit(h.as.admin, withDates(...dates)));
    });
    // As with a day's ranges, the dates' order is the back-office's check (the page sorts them).
    it('leaves the order of well-shaped dates to the back-office', async () => {
      await assertSucceeds(edit(h.as.admin, withDates(christmas, '2026-12-24=')));
    });
    it('cannot store notes but in both languages, a line per date, each at most 100 long', async () => {
      await assertSucceeds(edit(h.as.admin, withNotes(bilingual('Navidad', 'Christmas Day'))));
      await assertSucceeds(edit(h.as.admin, withNotes(bilingual(''))));
      await assertFails(edit(h.as.admin, withNotes({ es: 'Navidad' })));
      await assertFails(edit(h.as.admin, withNotes({ ...bilingual('Navidad'), fr: 'Noël' })));
      await assertFails(edit(h.as.admin, withNotes(bilingual(text(101)))));
      await assertFails(edit(h.as.admin, withNotes(bilingual('Navidad\nAño nuevo'))));
      await assertFails(edit(h.as.admin, withNotes({ es: ['Navidad'], en: ['Christmas Day'] })));
      await assertFails(edit(h.as.admin, withNotes({ es: 1, en: 2 })));
      // Notes without dates (a new museum has none stored).
      await assertFails(
        create(h.as.admin, validMuseum(NEW_ID, { exceptionNotes: bilingual('Navidad') })),
      );
      await assertFails(
        edit(h.as.admin, {
          exceptions: '2026-12-25=;2026-12-31=',
          exceptionNotes: bilingual('Navidad'),
        }),
      );
    });
  });

  describe('admin, field attacks on the other fields', () => {
    it('cannot store a blank, long or non-string address', async () => {
      for (const address of ['   ', text(301), 1473, ['Av. del Libertador 1473']]) {
        await assertFails(edit(h.as.admin, { address }));
      }
    });
    it('cannot store a website that is not a plain https address', async () => {
      for (const website of [
        'http://www.malba.org.ar',
        'javascript:alert(1)//https://x.test',
        'https://',
        'https://malba',
        'https://malba.org.ar/ x',
        ' https://malba.org.ar',
        `https://example.org/${text(290)}`,
        'data:text/html,<script>alert(1)</script>',
      ]) {
        await assertFails(edit(h.as.admin, { website }));
      }
    });
    it('cannot store a phone with letters, markup or too many characters', async () => {
      for (const phone of ['llamar', '<b>4808-6500</b>', `+54 ${'1'.repeat(30)}`, '123', 45]) {
        await assertFails(edit(h.as.admin, { phone }));
      }
    });
    it('cannot store accessibility notes in one language or too long', async () => {
      await assertFails(edit(h.as.admin, { accessibility: 'Rampa' }));
      await assertFails(edit(h.as.admin, { accessibility: { es: 'Rampa' } }));
      await assertFails(edit(h.as.admin, { accessibility: bilingual(text(2001)) }));
    });
  });
});

describe("exposition, the museum's address", () => {
  const tour = (db: Db, id = 'tour-new') => doc(db, C.tours, id);
  it('an admin can create a tour that shows its museum address, or its own', async () => {
    await assertSucceeds(
      setDoc(tour(h.as.admin), validTour('tour-new', { addressFromMuseum: true })),
    );
    await assertSucceeds(
      setDoc(tour(h.as.admin, 'tour-own'), validTour('tour-own', { addressFromMuseum: false })),
    );
  });
  it('cannot mark it with anything but true or false', async () => {
    await assertFails(
      setDoc(tour(h.as.admin), validTour('tour-new', { addressFromMuseum: 'yes' })),
    );
  });
  it('a user cannot change where a tour takes its address from', async () => {
    await assertFails(
      updateDoc(tour(h.as.user, ID.publishedTour), {
        addressFromMuseum: true,
        updatedAt: serverTimestamp(),
      }),
    );
  });
  it("an admin can make a tour show its museum's address", async () => {
    await assertSucceeds(
      updateDoc(tour(h.as.admin, ID.draftTour), {
        address: VISIT.address,
        addressFromMuseum: true,
        updatedAt: serverTimestamp(),
        updatedBy: UID.admin,
      }),
    );
  });
});
