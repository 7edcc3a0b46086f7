import { seedDemoContent } from '../../scripts/lib/seed.mjs';
import { emulatorAddress } from './emulators';
import { NEW_COMMENT_FLAGS, StoredTime, writeDocument } from './inspect';

/** An emulator's origin, from the variable `npm test` sets (FIRESTORE_EMULATOR_HOST...). */
export const emulatorUrl = (variable: string) => {
  const { host, port } = emulatorAddress(variable);
  return `http://${host}:${String(port)}`;
};

/**
 * The demo content, and on `tourId` more comments than a page holds: 24, some in the same second
 * (a cursor must order them by id too), with microseconds in their times; `hidden` are hidden.
 * Their ids are `${prefix}-00` to `${prefix}-23`.
 */
export async function seedWithABusyTour(
  tourId: string,
  { prefix, hidden = [] }: { prefix: string; hidden?: number[] },
) {
  await seedDemoContent({
    urls: {
      auth: emulatorUrl('FIREBASE_AUTH_EMULATOR_HOST'),
      firestore: emulatorUrl('FIRESTORE_EMULATOR_HOST'),
      storage: emulatorUrl('FIREBASE_STORAGE_EMULATOR_HOST'),
    },
  });
  for (let i = 0; i < 24; i++) {
    await writeDocument(`comments/${prefix}-${String(i).padStart(2, '0')}`, {
      expositionId: tourId,
      userId: 'someone',
      author: { name: 'Ana', surname: 'B' },
      comment: `Comentario ${String(i)}`,
      likes: [],
      ...NEW_COMMENT_FLAGS,
      ...(hidden.includes(i) && { hidden: true }),
      createdAt: new StoredTime(
        `2026-11-2${String(i % 3)}T10:00:0${String(i % 10)}.${String(100000 + i)}Z`,
      ),
    });
  }
}
