// A museum's visit: its address, week of hours, dates with hours of their own, website, phone
// and accessibility notes (src/features/museums/model/visit.ts); and a tour's address taken
// from its museum. Who may write them, and what a write that means harm cannot store.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  C,
  ID,
  UID,
  bilingual,
  rulesHarness,
  text,
  validMuseum,
  validTour,
  type Db,
  type Fields,
} from '../support/fixtures';
import { MAX_EXCEPTIONS } from '@/features/museums/model/visit';

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
  exceptions: [{ date: '2026-12-25', hours: '', note: bilingual('Navidad', 'Christmas Day') }],
  website: 'https://www.bellasartes.gob.ar',
  phone: '+54 11 5288-9900',
  accessibility: bilingual('Rampa en la entrada', 'Ramp at the entrance'),
};
const withDay = (day: unknown) => ({ hours: { ...WEEK, wed: day } });
const withDates = (...exceptions: unknown[]) => ({ exceptions });

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
          website: deleteField(),
          phone: deleteField(),
          accessibility: deleteField(),
          address: deleteField(),
        }),
      );
    });
    it('can keep a museum closed every day, and open a date with other hours', async () => {
      const closed = { mon: '', tue: '', wed: '', thu: '', fri: '', sat: '', sun: '' };
      await assertSucceeds(
        edit(h.as.admin, { hours: closed, ...withDates({ date: '2027-01-02', hours: DAY }) }),
      );
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
    it('cannot close before it opens, or when it opens', async () => {
      await assertFails(edit(h.as.admin, withDay('20:00-11:00')));
      await assertFails(edit(h.as.admin, withDay('11:00-11:00')));
    });
    it('cannot store ranges that overlap, come out of order, or more than three', async () => {
      await assertFails(edit(h.as.admin, withDay('10:00-14:00,13:00-18:00')));
      await assertFails(edit(h.as.admin, withDay('15:00-18:00,10:00-13:00')));
      await assertFails(
        edit(h.as.admin, withDay('09:00-12:00,13:00-16:00,17:00-19:00,20:00-21:00')),
      );
      await assertFails(
        edit(h.as.admin, withDay('09:00-12:00,13:00-16:00,17:00-19:00,16:00-17:00')),
      );
    });
    it('cannot hide anything else in a day', async () => {
      await assertFails(edit(h.as.admin, withDay('11:00-20:00;<script>')));
      await assertFails(edit(h.as.admin, withDay('11:00-20:00,')));
    });
  });

  describe('admin, field attacks on the dates', () => {
    const christmas = { date: '2026-12-25', hours: '' };
    it('cannot store a malformed date, or dates out of order or twice', async () => {
      for (const date of ['2026-13-01', '25/12/2026', '2026-12-32', '1999-12-25']) {
        await assertFails(edit(h.as.admin, withDates({ date, hours: '' })));
      }
      await assertFails(edit(h.as.admin, withDates(christmas, { date: '2026-12-24', hours: '' })));
      await assertFails(edit(h.as.admin, withDates(christmas, christmas)));
    });
    it('cannot store more dates than the museum may hold', async () => {
      const dates = Array.from({ length: MAX_EXCEPTIONS + 1 }, (_, i) => ({
        date: `2027-02-${String(i + 10)}`,
        hours: '',
      }));
      await assertFails(edit(h.as.admin, { exceptions: dates }));
    });
    it('cannot store a note in one language, a long one, or another key', async () => {
      await assertFails(edit(h.as.admin, withDates({ ...christmas, note: { es: 'Navidad' } })));
      await assertFails(edit(h.as.admin, withDates({ ...christmas, note: bilingual(text(101)) })));
      await assertFails(edit(h.as.admin, withDates({ ...christmas, closed: true })));
      await assertFails(edit(h.as.admin, withDates({ ...christmas, hours: '12:00-10:00' })));
      await assertFails(edit(h.as.admin, withDates({ ...christmas, hours: [] })));
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
