// A tour's floor plan (`map`), set once for all its works: who may set, change and remove it, and
// what it may point to. The rest of a tour's rules are in exposition.rules.test.ts.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  C,
  ID,
  mediaRef,
  rulesHarness,
  validTour,
  type Db,
  type Fields,
} from '../support/fixtures';

const h = rulesHarness();

const NEW_ID = 'tour-with-map';
const tour = (db: Db, id: string = ID.draftTour) => doc(db, C.tours, id);
const create = (db: Db, fields: Fields) => setDoc(tour(db, NEW_ID), fields);
const setMap = (db: Db, map: unknown, id: string = ID.draftTour) =>
  updateDoc(tour(db, id), { map, updatedAt: serverTimestamp() });

describe('exposition', () => {
  describe('visitor', () => {
    it('reads a published tour’s floor plan with the tour', async () => {
      await h.env.withSecurityRulesDisabled(async (context) => {
        await updateDoc(doc(context.firestore(), C.tours, ID.publishedTour), {
          map: mediaRef(ID.publishedTour, 'map'),
        });
      });
      const read = await assertSucceeds(getDoc(tour(h.as.visitor, ID.publishedTour)));
      expect(read.get('map.path')).toBe(`${ID.publishedTour}/map.webp`);
    });
    it('cannot set a tour’s floor plan', async () => {
      await assertFails(setMap(h.as.visitor, mediaRef(ID.publishedTour, 'map'), ID.publishedTour));
    });
  });

  describe('user', () => {
    it('cannot set a tour’s floor plan', async () => {
      await assertFails(setMap(h.as.user, mediaRef(ID.publishedTour, 'map'), ID.publishedTour));
    });
  });

  describe('admin', () => {
    it('can create a tour with its floor plan', async () => {
      await assertSucceeds(create(h.as.admin, validTour(NEW_ID, { map: mediaRef(NEW_ID, 'map') })));
    });
    it('can create a tour without one, as before', async () => {
      await assertSucceeds(create(h.as.admin, validTour(NEW_ID)));
    });
    it('can give a tour a floor plan, replace it and remove it', async () => {
      await assertSucceeds(setMap(h.as.admin, mediaRef(ID.draftTour, 'map')));
      await assertSucceeds(
        setMap(
          h.as.admin,
          mediaRef(ID.draftTour, 'map', { path: `${ID.draftTour}/map-1600.webp` }),
        ),
      );
      await assertSucceeds(setMap(h.as.admin, null));
      await assertSucceeds(setMap(h.as.admin, deleteField()));
    });
    it('can give a published tour a floor plan', async () => {
      await assertSucceeds(setMap(h.as.admin, mediaRef(ID.publishedTour, 'map'), ID.publishedTour));
    });
  });

  describe('admin, field attacks on the floor plan', () => {
    it('cannot point it at another document’s folder', async () => {
      await assertFails(setMap(h.as.admin, mediaRef(ID.publishedTour, 'map')));
    });
    it('cannot point it at the tour’s picture instead of a map file', async () => {
      await assertFails(setMap(h.as.admin, mediaRef(ID.draftTour, 'mainImg')));
    });
    it('cannot make it a narration or an SVG', async () => {
      await assertFails(setMap(h.as.admin, mediaRef(ID.draftTour, 'audio-es')));
      await assertFails(
        setMap(h.as.admin, mediaRef(ID.draftTour, 'map', { contentType: 'image/svg+xml' })),
      );
    });
    it('cannot make it a string or a javascript: address', async () => {
      await assertFails(setMap(h.as.admin, `${ID.draftTour}/map.webp`));
      await assertFails(
        setMap(h.as.admin, mediaRef(ID.draftTour, 'map', { url: 'javascript:alert(1)' })),
      );
    });
    it('cannot carry extra keys', async () => {
      await assertFails(setMap(h.as.admin, mediaRef(ID.draftTour, 'map', { owner: 'me' })));
    });
  });
});
