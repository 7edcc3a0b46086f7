// Reads stay cheap at any number of closed exhibitions: a museum given 200 closed temporary
// exhibitions, stored as the back-office leaves them (what `npm run bench -- --scale` seeds,
// scripts/lib/bench/scale-seed.mjs), answers its page's reads, as a signed-out visitor makes
// them through the REST API at boot, with exactly what it answered without them; each closed one
// still opens by its address.
import { signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as content from '../../seed/content.mjs';
import { seedClosedExhibitions } from '../../scripts/lib/bench/scale-seed.mjs';
import { CLOSED_EXHIBITIONS } from '../../scripts/lib/bench/scale-content.mjs';
import { getTour } from '@/features/tours/api/tours';
import { tourPhase } from '@/features/tours/model/tour-dates';
import { today } from '@/lib/days';
import { auth } from '@/lib/firebase/auth';
import { bootReads } from '@/lib/firebase/boot-plan';
import { documentsUrl, runQueryBody } from '@/lib/firebase/rest';
import type { Result } from '@/lib/result';
import { emulatorUrl, seedWithABusyTour } from '../support/busy-tour';
import { listedTours } from '../support/demo-tours';
import { PROJECT_ID } from '../support/emulators';
import { readDocument } from '../support/inspect';

function ok<T>(result: Result<T>): T {
  if (result.isError) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.data;
}

/** The museum given the closed exhibitions: one with a permanent tour and one still to come. */
const MUSEUM = 'moderno';

/**
 * What the museum's page reads at boot, each answer as the visitor receives it: its bytes and
 * the documents in it. The answer's time is left out (it is when it was read).
 */
async function museumPageAnswers(museumId: string) {
  const base = documentsUrl(emulatorUrl('FIRESTORE_EMULATOR_HOST'), PROJECT_ID);
  const answers = [];
  for (const read of bootReads({ page: 'museum', museumId })) {
    const response =
      'document' in read
        ? await fetch(`${base}/${read.document}`)
        : await fetch(`${base}:runQuery`, {
            method: 'POST',
            headers: { 'Content-Type': 'text/plain' },
            body: runQueryBody(read.query, PROJECT_ID),
          });
    expect(response.ok, read.slot).toBe(true);
    const text = (await response.text()).replace(/"readTime":\s*"[^"]*"/g, '"readTime":""');
    answers.push({ slot: read.slot, bytes: text.length, names: text.match(/"name":\s*"[^"]*"/g) });
  }
  return answers;
}

let without: Awaited<ReturnType<typeof museumPageAnswers>>;
let museumBefore: Awaited<ReturnType<typeof readDocument>>;
let seeded: Awaited<ReturnType<typeof seedClosedExhibitions>>;

beforeAll(async () => {
  await seedWithABusyTour('mnba-realismo-social', { prefix: 'closed' });
  await signOut(auth());
  without = await museumPageAnswers(MUSEUM);
  museumBefore = await readDocument(`tematics/${MUSEUM}`);
  seeded = await seedClosedExhibitions({
    content,
    museumId: MUSEUM,
    today: today(),
    urls: {
      auth: emulatorUrl('FIREBASE_AUTH_EMULATOR_HOST'),
      firestore: emulatorUrl('FIRESTORE_EMULATOR_HOST'),
      storage: emulatorUrl('FIREBASE_STORAGE_EMULATOR_HOST'),
    },
  });
}, 180_000);

afterAll(async () => {
  await signOut(auth());
});

describe('a museum with 200 closed exhibitions', () => {
  it('has them, each closed today, stored as exhibitions, with their works', async () => {
    expect(seeded.counts.tours).toBe(CLOSED_EXHIBITIONS);
    expect(seeded.counts.works).toBe(3 * CLOSED_EXHIBITIONS);
    for (const tour of seeded.plan.tours) {
      expect(tourPhase(tour, today()), tour.id).toBe('closed');
    }
    const latest = seeded.plan.tours[0];
    expect(await readDocument(`exposition/${latest?.id ?? ''}`)).toMatchObject({
      state: 'exhibition',
      tematicId: MUSEUM,
      closesOn: latest?.closesOn,
    });
  });

  it('keeps its museum as it was: not one of them in its exhibitions nor its count', async () => {
    expect(await readDocument(`tematics/${MUSEUM}`)).toEqual(museumBefore);
  });

  it('costs its page the same reads and bytes as none: the same answers, byte for byte', async () => {
    const answers = await museumPageAnswers(MUSEUM);
    expect(answers).toEqual(without);
    // What the page reads is what it lists today: its permanent tours and exhibitions not closed.
    const listed = listedTours().filter((tour) => tour.tematicId === MUSEUM);
    const names = answers.flatMap((answer) => answer.names ?? []).join(' ');
    for (const tour of listed) expect(names).toContain(`exposition/${tour.id}"`);
    expect(names).not.toContain('scale-closed-');
  });

  it('still opens each of them by its address, as a shared link or a QR code holds it', async () => {
    const oldest = seeded.plan.tours.at(-1);
    const tour = ok(await getTour(oldest?.id));
    expect(tour.museumId).toBe(MUSEUM);
    expect(tourPhase(tour, today())).toBe('closed');
  });
});
