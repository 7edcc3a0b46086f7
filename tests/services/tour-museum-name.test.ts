// A tour shows its museum's name without reading the museum: the back-office keeps the copy
// on each tour in step with the museum, in both languages, and a tour stored when that copy
// was one string still loads and can still be published.
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMuseum, editMuseum } from '@/features/museums/api/museum-edits';
import { getTour, publishTour } from '@/features/tours/api/tours';
import { createTour } from '@/features/tours/api/tour-edits';
import { auth } from '@/lib/firebase/auth';
import type { MediaFile } from '@/lib/firebase/media-file';
import { readDocument, writeDocument } from '../support/inspect';
import { ok, startWithAdmin } from './support/session';

const ADMIN = { email: 'admin-museum-name@museo.test', password: 'admin-pass-1' };

const image: MediaFile = {
  baseName: 'mainImg',
  data: new Blob([new Uint8Array(2048).fill(7)], { type: 'image/webp' }),
  contentType: 'image/webp',
};

const BELLAS_ARTES = { es: 'Museo Nacional de Bellas Artes', en: 'National Museum of Fine Arts' };
const MODERNO = { es: 'Museo Moderno', en: 'Modern Art Museum' };
const about = { es: 'Colección', en: 'Collection' };

const tourOf = (museumId: string, museum: { es: string; en: string }, name: string) =>
  createTour(
    {
      museumId,
      name: { es: name, en: `${name} (en)` },
      description: { es: 'Un recorrido', en: 'A tour' },
      resume: { es: '', en: '' },
      address: 'Av. del Libertador 1473, CABA',
      museum,
    },
    image,
  );

let bellasArtes: string;
let moderno: string;
const tours: Record<'current' | 'old' | 'other', string> = { current: '', old: '', other: '' };

beforeAll(async () => {
  await startWithAdmin(ADMIN);
  await signInWithEmailAndPassword(auth(), ADMIN.email, ADMIN.password);
  bellasArtes = ok(await createMuseum({ name: BELLAS_ARTES, description: about }, image));
  moderno = ok(await createMuseum({ name: MODERNO, description: about }, image));
  tours.current = ok(await tourOf(bellasArtes, BELLAS_ARTES, 'Realismo'));
  tours.old = ok(await tourOf(bellasArtes, BELLAS_ARTES, 'Pampa'));
  tours.other = ok(await tourOf(moderno, MODERNO, 'Materia'));
  // As the original product stored it: one string.
  await writeDocument(
    `exposition/${tours.old}`,
    { museum: 'Museo Nacional de Bellas Artes' },
    { only: ['museum'] },
  );
}, 60_000);

afterAll(async () => {
  await signOut(auth());
});

describe("a tour's museum name", () => {
  it('is stored in both languages when the tour is created', async () => {
    expect((await readDocument(`exposition/${tours.current}`))?.museum).toEqual(BELLAS_ARTES);
  });

  it('reads as that name in both languages when it was stored as one string', async () => {
    expect(ok(await getTour(tours.old)).museum).toEqual({
      es: BELLAS_ARTES.es,
      en: BELLAS_ARTES.es,
    });
  });

  it('leaves a one-string tour publishable as it is', async () => {
    ok(await publishTour(tours.old));
    expect((await readDocument(`exposition/${tours.old}`))?.state).toBe('published');
  });

  it("follows its museum's new name, on every tour of that museum and no other", async () => {
    const renamed = { es: 'Museo de Bellas Artes', en: 'Fine Arts Museum' };
    ok(await editMuseum(bellasArtes, { name: renamed, description: about }, null));
    expect((await readDocument(`tematics/${bellasArtes}`))?.name).toEqual(renamed);
    expect((await readDocument(`exposition/${tours.current}`))?.museum).toEqual(renamed);
    expect((await readDocument(`exposition/${tours.old}`))?.museum).toEqual(renamed);
    expect((await readDocument(`exposition/${tours.other}`))?.museum).toEqual(MODERNO);
    expect(ok(await getTour(tours.old)).museum).toEqual(renamed);
  });
});
