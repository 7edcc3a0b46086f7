// A tour's floor plan in Storage: stored in the tour's folder as `map`, with its smaller copy, as
// the back-office resizes it (WebP, or JPEG where the browser encodes no WebP). storage.rules
// names no collection, so this checks that the tour's map is written and read like a work's.
import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { storageRulesWorld } from './support/storage-world';

/** A token whose e-mail was verified: admin power needs it. */
const VERIFIED = { email_verified: true };

const TOUR = 'tour-with-map';
const MAP = `${TOUR}/map-1600.webp`;

const world = storageRulesWorld(async (context) => {
  await context.storage().ref(MAP).put(new Uint8Array(64), { contentType: 'image/webp' });
});

async function upload(context: RulesTestContext, path: string, contentType = 'image/webp') {
  await context.storage().ref(path).put(new Uint8Array(2048), { contentType });
}

describe("a tour's floor plan", () => {
  describe('visitor', () => {
    it('reads it by its path, as the tour page and the offline save do', async () => {
      await assertSucceeds(world.env.unauthenticatedContext().storage().ref(MAP).getDownloadURL());
    });
    it('cannot upload one', async () => {
      await assertFails(upload(world.env.unauthenticatedContext(), `${TOUR}/map-640.webp`));
    });
  });

  describe('user', () => {
    it('cannot upload or replace one', async () => {
      await assertFails(
        upload(world.env.authenticatedContext('user', VERIFIED), `${TOUR}/map-640.webp`),
      );
      await assertFails(upload(world.env.authenticatedContext('user', VERIFIED), MAP));
    });
    it('cannot delete one', async () => {
      await assertFails(
        world.env.authenticatedContext('user', VERIFIED).storage().ref(MAP).delete(),
      );
    });
  });

  describe('admin', () => {
    it('uploads it with its small copy, as WebP or as JPEG', async () => {
      const admin = world.env.authenticatedContext('admin', VERIFIED);
      await assertSucceeds(upload(admin, `${TOUR}/map-1200.webp`));
      await assertSucceeds(upload(admin, `${TOUR}/map-640.webp`));
      await assertSucceeds(upload(admin, `${TOUR}/map-1200.jpg`, 'image/jpeg'));
      await assertSucceeds(upload(admin, `${TOUR}/map-640.jpg`, 'image/jpeg'));
    });
    it('replaces and deletes it (a new plan, the tour deleted)', async () => {
      const admin = world.env.authenticatedContext('admin', VERIFIED);
      await assertSucceeds(upload(admin, MAP));
      await assertSucceeds(admin.storage().ref(MAP).delete());
    });
    it('cannot store it under another name, or as SVG', async () => {
      const admin = world.env.authenticatedContext('admin', VERIFIED);
      await assertFails(upload(admin, `${TOUR}/floor-plan.webp`));
      await assertFails(upload(admin, `${TOUR}/map.svg`, 'image/svg+xml'));
      await assertFails(upload(admin, `${TOUR}/map-640.webp`, 'image/svg+xml'));
    });
  });
});
