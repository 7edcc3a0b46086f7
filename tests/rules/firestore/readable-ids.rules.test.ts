import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  C,
  SEEDED_AT,
  UID,
  bilingual,
  rulesHarness,
  validMuseum,
  validTour,
  type Db,
} from '../support/fixtures';

// A new museum's or tour's id is its address, made from its title (src/lib/slug.ts): lowercase
// letters and digits in words joined by "-", at most 64 characters. Records stored before have
// Firestore's random ids and stay editable; a museum with one comes back from the trash.

const h = rulesHarness();

/** An id as Firestore made them before readable addresses. */
const RANDOM_ID = 'ODcXb7fSwS8IrrYD6BPJ';
const NOT_READABLE = [
  RANDOM_ID,
  'Mi-Recorrido',
  'mi_recorrido',
  'mi--recorrido',
  '-mi-recorrido',
  'mi-recorrido-',
  'recorrido-ñandú',
  'a'.repeat(65),
];
const seeded = { createdAt: SEEDED_AT, updatedAt: SEEDED_AT };
const stamp = { updatedAt: serverTimestamp(), updatedBy: UID.admin };

const newTour = (db: Db, id: string) => setDoc(doc(db, C.tours, id), validTour(id));
const newMuseum = (db: Db, id: string) => setDoc(doc(db, C.museums, id), validMuseum(id));

describe('readable ids', () => {
  describe('admin', () => {
    it('creates a tour and a museum whose ids are made from their titles', async () => {
      await assertSucceeds(newTour(h.as.admin, 'mnba-realismo-social-2'));
      await assertSucceeds(newMuseum(h.as.admin, 'museo-sivori'));
      await assertSucceeds(newTour(h.as.admin, 'a'.repeat(64)));
    });

    for (const id of NOT_READABLE) {
      it(`cannot create a tour or a museum with the id “${id.slice(0, 24)}”`, async () => {
        await assertFails(newTour(h.as.admin, id));
        await assertFails(newMuseum(h.as.admin, id));
      });
    }

    it('still edits a tour and a museum stored with random ids', async () => {
      await h.env.withSecurityRulesDisabled(async (c) => {
        const db = c.firestore();
        await setDoc(doc(db, C.tours, RANDOM_ID), validTour(RANDOM_ID, seeded));
        await setDoc(doc(db, C.museums, RANDOM_ID), validMuseum(RANDOM_ID, seeded));
      });
      await assertSucceeds(
        updateDoc(doc(h.as.admin, C.tours, RANDOM_ID), { name: bilingual('Otro'), ...stamp }),
      );
      await assertSucceeds(
        updateDoc(doc(h.as.admin, C.museums, RANDOM_ID), { name: bilingual('Otro'), ...stamp }),
      );
    });

    it('brings a museum with a random id back from the trash', async () => {
      const copy = validMuseum(RANDOM_ID, seeded);
      await h.env.withSecurityRulesDisabled((c) =>
        setDoc(doc(c.firestore(), C.trash, `museum_${RANDOM_ID}`), {
          kind: 'museum',
          id: RANDOM_ID,
          doc: copy,
          trashedAt: SEEDED_AT,
          trashedBy: UID.admin,
        }),
      );
      const b = writeBatch(h.as.admin);
      b.set(doc(h.as.admin, C.museums, RANDOM_ID), { ...copy, ...stamp });
      b.delete(doc(h.as.admin, C.trash, `museum_${RANDOM_ID}`));
      await assertSucceeds(b.commit());
    });

    it('cannot create a tour over one that exists', async () => {
      await assertSucceeds(newTour(h.as.admin, 'mi-recorrido'));
      await assertFails(newTour(h.as.admin, 'mi-recorrido'));
    });
  });
});
