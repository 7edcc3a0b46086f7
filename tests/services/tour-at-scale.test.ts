// A tour liked by 50,000 visitors, stored as this version stores it, read by a visitor through
// the app's own service: the repository, the converter and the TTL cache, against the emulator.
import { signOut } from 'firebase/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { getTour } from '@/features/tours/api/tours';
import { auth } from '@/lib/firebase/auth';
import type { Result } from '@/lib/result';
import { installMemoryStorage } from '../support/memory-storage';
import { clearFirestore, deleteDocument, StoredTime, writeDocument } from '../support/inspect';

const storage = installMemoryStorage();
const ID = 'tour-liked-by-50000';

function ok<T>(result: Result<T>): T {
  if (result.isError) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.data;
}

beforeAll(async () => {
  await clearFirestore();
  await signOut(auth());
  const at = new StoredTime('2026-10-01T12:00:00.000000Z');
  await writeDocument(`exposition/${ID}`, {
    tematicId: 'mnba',
    name: { es: 'Realismo social', en: 'Social realism' },
    description: { es: 'Un recorrido', en: 'A tour' },
    resume: { es: '', en: '' },
    address: 'Av. del Libertador 1473, CABA',
    museum: { es: 'Museo Nacional de Bellas Artes', en: 'National Museum of Fine Arts' },
    highlight: true,
    likeCount: 50_000,
    state: 'published',
    image: null,
    createdAt: at,
    updatedAt: at,
  });
});

describe('a tour liked by 50,000 visitors', () => {
  it('is cached on the phone like any other, and the next visit reads nothing', async () => {
    storage.clear();
    expect(ok(await getTour(ID)).likeCount).toBe(50_000);
    const entry = storage.getItem('TOURS');
    expect(entry).not.toBeNull();
    expect(entry?.length).toBeLessThan(2000);
    // Gone from Firestore, it still comes from the cache: the second read made no request.
    await deleteDocument(`exposition/${ID}`);
    expect(ok(await getTour(ID)).likeCount).toBe(50_000);
  });
});
