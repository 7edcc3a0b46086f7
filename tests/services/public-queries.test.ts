// Every public query is written once, as data (src/config/public-queries.ts), and run two ways:
// by the services through the Firestore SDK and by the boot script through the REST API. Here
// each definition runs both ways against the emulators, as a signed-out visitor, and both must
// pass the rules and give the same documents in the same order. A few queries made up for the
// test cover what the public ones do not use yet (ranges, `in`, numeric cursors), so that a new
// filter works both ways the day it is written.
import { signOut } from 'firebase/auth';
import { collection, getDocs, query } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { museums, tours } from '../../seed/content.mjs';
import * as publicQueries from '@/config/public-queries';
import { STORED_EXHIBITIONS, STORED_FIELDS } from '@/config/vocabulary';
import { addDays, today } from '@/lib/days';
import { auth } from '@/lib/firebase/auth';
import { db } from '@/lib/firebase/firestore';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { DOCUMENT_ID, type QueryDef } from '@/lib/firebase/query-def';
import {
  decodeDocument,
  documentsOf,
  documentsUrl,
  runQueryBody,
  type RestAnswer,
} from '@/lib/firebase/rest';
import { sdkConstraints } from '@/lib/firebase/sdk-query';
import { emulatorUrl, seedWithABusyTour } from '../support/busy-tour';
import { PROJECT_ID } from '../support/emulators';
import { readDocument, StoredTime, writeDocument, type PlainValue } from '../support/inspect';

/** Times and other values as comparable text: the SDK gives Timestamps, REST plain objects. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value !== 'object' || value === null) return value;
  const { seconds, nanoseconds } = value as { seconds?: unknown; nanoseconds?: unknown };
  if (typeof seconds === 'number' && typeof nanoseconds === 'number') {
    return `time ${String(seconds)}.${String(nanoseconds).padStart(9, '0')}`;
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
}

type Found = { id: string; data: unknown }[];

async function throughRest(def: QueryDef): Promise<Found> {
  const response = await fetch(
    `${documentsUrl(emulatorUrl('FIRESTORE_EMULATOR_HOST'), PROJECT_ID)}:runQuery`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: runQueryBody(def, PROJECT_ID),
    },
  );
  if (!response.ok) throw new Error(`REST ${String(response.status)}: ${await response.text()}`);
  return documentsOf((await response.json()) as RestAnswer)
    .map(decodeDocument)
    .map(({ id, data }) => ({ id, data: plain(data) }));
}

async function throughSdk(def: QueryDef): Promise<Found> {
  const { docs } = await getDocs(query(collection(db(), def.collection), ...sdkConstraints(def)));
  return docs.map((snapshot) => ({ id: snapshot.id, data: plain(snapshot.data()) }));
}

const published = tours.filter((tour) => tour.state === 'published');
const busy = published[0]?.id ?? '';
const museumWithTours = published[0]?.tematicId ?? '';
/** The epoch milliseconds, with the microsecond fraction, of a comment as the model reads it. */
const millisOf = ({ seconds, nanoseconds }: { seconds: number; nanoseconds: number }) =>
  seconds * 1000 + nanoseconds / 1e6;

/** Exhibitions of the museum with tours, on the days around today, by id. */
const day = today();
const EXHIBITIONS = {
  'pq-open': [addDays(day, -20), addDays(day, 40)],
  'pq-last-days': [addDays(day, -60), addDays(day, 3)],
  'pq-upcoming': [addDays(day, 30), addDays(day, 90)],
  'pq-closed': [addDays(day, -90), addDays(day, -1)],
} as const;

beforeAll(async () => {
  // More comments than a page on one tour, some in the same second, one hidden.
  await seedWithABusyTour(busy, { prefix: 'pq', hidden: [5] });
  // A copy of a published tour, its times as times (the owner's read gives them as text).
  const {
    createdAt: _c,
    updatedAt: _u,
    ...model
  } = (await readDocument(`${COLLECTIONS.tours}/${busy}`)) ?? {};
  const at = new StoredTime('2026-11-01T12:00:00Z');
  for (const [id, [opensOn, closesOn]] of Object.entries(EXHIBITIONS)) {
    await writeDocument(`${COLLECTIONS.tours}/${id}`, {
      ...(model as Record<string, PlainValue>),
      createdAt: at,
      updatedAt: at,
      state: STORED_EXHIBITIONS.publishedState,
      opensOn,
      closesOn,
      playsBeforeOpening: false,
    });
  }
  await signOut(auth());
}, 120_000);

afterAll(async () => {
  await signOut(auth());
});

/** Each public query with real arguments, cursors taken from the first pages' answers. */
async function publicCases(): Promise<[name: keyof typeof publicQueries, def: QueryDef][]> {
  const firstPage = publicQueries.commentsOfTour(busy);
  const { docs } = await getDocs(
    query(collection(db(), firstPage.collection), ...sdkConstraints(firstPage)),
  );
  const last = docs.at(-1);
  const lastTime = last?.get('createdAt') as { seconds: number; nanoseconds: number } | undefined;
  const firstMuseum = [...museums].map((museum) => museum.id).sort()[0] ?? '';
  return [
    ['museums', publicQueries.museums()],
    ['museumsPage', publicQueries.museumsPage()],
    ['museumsPage', publicQueries.museumsPage(firstMuseum)],
    ['highlightedTours', publicQueries.highlightedTours()],
    ['publishedToursOfMuseum', publicQueries.publishedToursOfMuseum(museumWithTours)],
    ['someToursOfMuseum', publicQueries.someToursOfMuseum(museumWithTours, 1)],
    ['exhibitionsOfMuseum', publicQueries.exhibitionsOfMuseum(museumWithTours, day)],
    ['exhibitionsClosingSoon', publicQueries.exhibitionsClosingSoon(day)],
    ['worksOfTour', publicQueries.worksOfTour(busy)],
    ['commentsOfTour', publicQueries.commentsOfTour(busy)],
    [
      'commentsOfTour',
      publicQueries.commentsOfTour(busy, {
        id: last?.id ?? '',
        createdAt: lastTime ? millisOf(lastTime) : 0,
      }),
    ],
  ];
}

describe('each public query, through the SDK and through REST', () => {
  it('covers every query the public makes', async () => {
    const names = new Set((await publicCases()).map(([name]) => name));
    expect([...names].sort()).toEqual(Object.keys(publicQueries).sort());
  });

  it('gives the same documents in the same order both ways, every query', async () => {
    for (const [name, def] of await publicCases()) {
      const [rest, sdk] = await Promise.all([throughRest(def), throughSdk(def)]);
      expect(rest.length, `${name} finds something`).toBeGreaterThan(0);
      expect(rest, name).toEqual(sdk);
      expect(rest.length, `${name} within its limit`).toBeLessThanOrEqual(def.limit);
    }
  });

  it('the second page of comments follows the first exactly, skipping the hidden one', async () => {
    const cases = (await publicCases()).filter(([name]) => name === 'commentsOfTour');
    const pages = await Promise.all(cases.map(([, def]) => throughRest(def)));
    const ids = pages.flat().map(({ id }) => id);
    const ours = ids.filter((id) => id.startsWith('pq-'));
    expect(ours).toHaveLength(23);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ours).not.toContain('pq-05');
  });
});

describe('the exhibitions', () => {
  it('still to be seen today, closing first first: never one that closed', async () => {
    for (const def of [
      publicQueries.exhibitionsOfMuseum(museumWithTours, day),
      publicQueries.exhibitionsClosingSoon(day),
    ]) {
      const ids = (await throughSdk(def)).map(({ id }) => id).filter((id) => id.startsWith('pq-'));
      expect(ids).toEqual(['pq-last-days', 'pq-open', 'pq-upcoming']);
    }
  });

  it('the day after its closing day, the one in its last days is gone too', async () => {
    const later = addDays(day, 4);
    const ids = (await throughRest(publicQueries.exhibitionsOfMuseum(museumWithTours, later)))
      .map(({ id }) => id)
      .filter((id) => id.startsWith('pq-'));
    expect(ids).toEqual(['pq-open', 'pq-upcoming']);
  });
});

describe('filters the public queries will need, both ways', () => {
  const rangeCases: [string, QueryDef][] = [
    [
      'a numeric range, ordered by it',
      {
        collection: COLLECTIONS.tours,
        where: [
          ['state', '==', 'published'],
          ['likeCount', '>=', 1],
        ],
        orderBy: [['likeCount', 'desc']],
        limit: 50,
      },
    ],
    [
      'a list of values',
      {
        collection: COLLECTIONS.tours,
        where: [
          ['state', '==', 'published'],
          [STORED_FIELDS.museumId, 'in', museums.map((museum) => museum.id)],
        ],
        limit: 50,
      },
    ],
    [
      'a range of times',
      {
        collection: COLLECTIONS.comments,
        where: [
          [STORED_FIELDS.tourId, '==', busy],
          ['hidden', '==', false],
          ['createdAt', '<', { seconds: Date.UTC(2026, 10, 21) / 1000, nanoseconds: 0 }],
        ],
        orderBy: [
          ['createdAt', 'asc'],
          [DOCUMENT_ID, 'asc'],
        ],
        limit: 20,
      },
    ],
    [
      'a cursor on a number',
      {
        collection: COLLECTIONS.works,
        where: [[STORED_FIELDS.tourId, '==', busy]],
        orderBy: [['order', 'asc']],
        startAfter: [1],
        limit: 50,
      },
    ],
  ];

  it.each(rangeCases)('%s', async (_name, def) => {
    const [rest, sdk] = await Promise.all([throughRest(def), throughSdk(def)]);
    expect(rest.length).toBeGreaterThan(0);
    expect(rest).toEqual(sdk);
  });
});
