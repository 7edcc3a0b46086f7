// The boot script's reads (src/boot/start-boot-reads.ts) against the emulators, as a signed-out
// visitor: each page's reads pass the security rules and, decoded and validated, give exactly
// the models the services give through the Firestore SDK. A tour's comments beyond the first page
// are there so that the order and the page size are checked too.
import { signOut } from 'firebase/auth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { museums, tours } from '../../seed/content.mjs';
import { bootMuseum, bootMuseums, bootMuseumTours, bootTour } from '@/app/pages/visitor/boot-data';
import { listComments } from '@/features/comments/api/comments';
import { getMuseum, listMuseumsPage } from '@/features/museums/api/museums';
import {
  getTour,
  listExhibitionsOfMuseum,
  listPublishedToursOfMuseum,
} from '@/features/tours/api/tours';
import { today } from '@/lib/days';
import { listWorksOfTour } from '@/features/works/api/works';
import { auth } from '@/lib/firebase/auth';
import type { Result } from '@/lib/result';
import { startBootReads } from '@/boot/start-boot-reads';
import { emulatorUrl, seedWithABusyTour } from '../support/busy-tour';
import { permanentTours, publishedTours } from '../support/demo-tours';
import { PROJECT_ID } from '../support/emulators';

function ok<T>(result: Result<T>): T {
  if (result.isError) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.data;
}

/** Runs the boot script for `pathname` and hands its reads to the app, as index.html does. */
function boot(pathname: string) {
  const handoff = startBootReads({
    pathname,
    firestoreOrigin: emulatorUrl('FIRESTORE_EMULATOR_HOST'),
    projectId: PROJECT_ID,
    fetch,
    online: true,
    appCheck: false,
  });
  vi.stubGlobal('window', { __museoBoot: handoff ?? undefined });
  return handoff;
}

// Every published tour has a page the boot script reads, the temporary exhibitions' too, closed
// or still to come: a shared link or a QR code keeps its address.
const published = publishedTours();
const draft = tours.find((tour) => tour.state !== 'published');
const busy = published[0]?.id ?? '';

beforeAll(async () => {
  // More comments than a page, some in the same second, on one tour.
  await seedWithABusyTour(busy, { prefix: 'boot' });
  await signOut(auth());
}, 120_000);

afterEach(() => {
  vi.unstubAllGlobals();
});

afterAll(async () => {
  await signOut(auth());
});

describe('the boot script’s reads, as a visitor', () => {
  it.each(published.map((tour) => [tour.id]))(
    'tour %s: the tour, its works and its first comments, as the services read them',
    async (id) => {
      const handoff = boot(`/muestra/${id}`);
      expect(handoff?.reads.size).toBe(3);
      const booted = bootTour(id);
      const [tour, works, comments] = await Promise.all([
        booted.tour,
        booted.works,
        booted.comments,
      ]);
      vi.unstubAllGlobals();
      expect(tour).toEqual(ok(await getTour(id)));
      expect(works).toEqual(ok(await listWorksOfTour(id)));
      expect(comments).toEqual(ok(await listComments(id)));
      expect(works?.length).toBeGreaterThan(0);
      if (id === busy) expect(comments).toHaveLength(20);
    },
  );

  it('a draft tour is refused to the boot script too: the app then reads it the normal way', async () => {
    if (!draft) throw new Error('the demo content needs a draft tour');
    boot(`/muestra/${draft.id}`);
    const booted = bootTour(draft.id);
    expect(await booted.tour).toBeNull();
    expect(await booted.works).toBeNull();
    expect(await booted.comments).toBeNull();
  });

  it('/museos: the first page of museums only, each with its count of published permanent tours', async () => {
    const handoff = boot('/museos');
    expect(handoff?.reads.size).toBe(1);
    const list = await bootMuseums().museums;
    vi.unstubAllGlobals();
    expect(list).toEqual(ok(await listMuseumsPage()));
    expect(
      Object.fromEntries((list ?? []).map((museum) => [museum.id, museum.publishedTours])),
    ).toEqual(
      Object.fromEntries(
        museums.map((museum) => [
          museum.id,
          permanentTours().filter((tour) => tour.tematicId === museum.id).length,
        ]),
      ),
    );
  });

  it.each(museums.map((museum) => [museum.id]))(
    'museum %s: the museum, its published tours and its exhibitions still to be seen',
    async (id) => {
      boot(`/recorridos/${id}`);
      const day = today();
      const tours = bootMuseumTours(id, day);
      const [museum, permanent, exhibitions] = await Promise.all([
        bootMuseum(id),
        tours.permanent,
        tours.exhibitions,
      ]);
      vi.unstubAllGlobals();
      expect(museum).toEqual(ok(await getMuseum(id)));
      expect(permanent).toEqual(ok(await listPublishedToursOfMuseum(id)));
      expect(exhibitions).toEqual(ok(await listExhibitionsOfMuseum(id, day)));
    },
  );

  it('a museum that does not exist gives null, and the app says not found the normal way', async () => {
    boot('/recorridos/no-such-museum');
    expect(await bootMuseum('no-such-museum')).toBeNull();
  });
});
