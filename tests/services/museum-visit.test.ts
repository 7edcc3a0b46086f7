// A museum's visit as the back-office saves it: its address goes onto the tours that show it
// (not onto a tour with its own, nor one in another museum), a visit field left out is removed,
// and a museum stored before them reads without any.
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMuseum, updateMuseum } from '@/features/museums/api/museum-edits';
import { getMuseum } from '@/features/museums/api/museums';
import { createTour } from '@/features/tours/api/tour-edits';
import { auth } from '@/lib/firebase/auth';
import type { MediaFile } from '@/lib/firebase/media-file';
import { readDocument } from '../support/inspect';
import { ok, startWithAdmin } from './support/session';

const ADMIN = { email: 'admin-museum-visit@museo.test', password: 'admin-pass-1' };
const image: MediaFile = {
  baseName: 'mainImg',
  data: new Blob([new Uint8Array(2048).fill(7)], { type: 'image/webp' }),
  contentType: 'image/webp',
};
const NAME = { es: 'Museo Moderno', en: 'Modern Art Museum' };
const about = { es: 'Colección', en: 'Collection' };
const OLD_DOOR = 'Av. San Juan 350, CABA';
const NEW_DOOR = 'Av. San Juan 350, C1147AAO CABA';
const DAY = '11:00-19:00';
const HOURS = { mon: '', tue: DAY, wed: DAY, thu: DAY, fri: DAY, sat: DAY, sun: DAY };

const tourAt = (museumId: string, address: string, addressFromMuseum: boolean) =>
  createTour(
    {
      museumId,
      name: { es: 'Materia y gesto', en: 'Matter and gesture' },
      description: { es: 'Un recorrido', en: 'A tour' },
      resume: { es: '', en: '' },
      address,
      addressFromMuseum,
      museum: NAME,
    },
    image,
  );

let museum = '';
let other = '';
const tours = { follows: '', own: '', elsewhere: '' };

beforeAll(async () => {
  await startWithAdmin(ADMIN);
  await signInWithEmailAndPassword(auth(), ADMIN.email, ADMIN.password);
  museum = ok(
    await createMuseum({ name: NAME, description: about, address: OLD_DOOR, hours: HOURS }, image),
  );
  other = ok(await createMuseum({ name: NAME, description: about, address: OLD_DOOR }, image));
  tours.follows = ok(await tourAt(museum, OLD_DOOR, true));
  tours.own = ok(await tourAt(museum, 'Depósito, Defensa 1200', false));
  tours.elsewhere = ok(await tourAt(other, OLD_DOOR, true));
}, 60_000);

afterAll(async () => {
  await signOut(auth());
});

describe("a museum's visit", () => {
  it('is stored as given, without the fields left out', async () => {
    const stored = await readDocument(`tematics/${museum}`);
    expect(stored).toMatchObject({ address: OLD_DOOR, hours: HOURS });
    expect(stored).not.toHaveProperty('website');
    expect(ok(await getMuseum(museum))).toMatchObject({ address: OLD_DOOR, hours: HOURS });
  });

  it("moves onto the tours that show the museum's address, and no other", async () => {
    ok(
      await updateMuseum(museum, {
        name: NAME,
        description: about,
        address: NEW_DOOR,
        hours: HOURS,
        website: 'https://museomoderno.org',
      }),
    );
    expect((await readDocument(`exposition/${tours.follows}`))?.address).toBe(NEW_DOOR);
    expect((await readDocument(`exposition/${tours.own}`))?.address).toBe('Depósito, Defensa 1200');
    expect((await readDocument(`exposition/${tours.elsewhere}`))?.address).toBe(OLD_DOOR);
  });

  it('loses the fields a later save leaves out', async () => {
    ok(await updateMuseum(museum, { name: NAME, description: about, address: NEW_DOOR }));
    const stored = await readDocument(`tematics/${museum}`);
    expect(stored?.address).toBe(NEW_DOOR);
    expect(stored).not.toHaveProperty('hours');
    expect(stored).not.toHaveProperty('website');
  });

  it('keeps its tours their last address when it loses its own', async () => {
    ok(await updateMuseum(museum, { name: NAME, description: about }));
    expect(await readDocument(`tematics/${museum}`)).not.toHaveProperty('address');
    expect((await readDocument(`exposition/${tours.follows}`))?.address).toBe(NEW_DOOR);
  });
});
