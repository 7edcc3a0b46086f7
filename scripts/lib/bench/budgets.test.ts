import { describe, expect, it } from 'vitest';
import { OFFLINE_WARNING_BYTES } from '@/features/cpanel/forms/tour-offline-size';
import { BUDGETS, aimGaps, budgetFailures, tourFailures } from './budgets.mjs';
import { FIRST_SOUND_FIELDS, THROTTLED_FIELDS, summariseRoute } from './summaries.mjs';
import { lighthouseTable, throttledTable, tourTable } from './tables.mjs';

const appOrigin = 'http://127.0.0.1:34173';

/** A Lighthouse run summary that meets every budget, on a quiet reference machine. */
const goodLighthouse = {
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2200,
  tbtMs: 40,
  cls: 0.01,
  fcpMs: 1000,
  observedLcpMs: 900,
  notNeededBeforeLcp: 0,
  notNeededBeforeLcpUrls: [] as { url: string; reason: string }[],
  lcpElement: 'section.tour-hero > p (text)',
  firestore: 3,
  storageMedia: 4,
  storageListOrMetadata: 0,
  failing: [] as string[],
  cpuTaskMs: 100,
  cpuFactor: 1,
  cpuSlowdown: 4,
  calibrated: 1,
  performanceAtReference: 97,
  lcpAtReferenceMs: 2200,
  tbtAtReferenceMs: 40,
  floorLcpMs: 800,
  floorPerformance: 100,
  lcpOverFloorMs: 1400,
};

/**
 * The same page on a machine twice as slow: what it did as run misses the absolute budgets the
 * bench used to have, what it did at the reference speed and beyond its floor meets them.
 */
const loadedLighthouse = {
  ...goodLighthouse,
  performance: 91,
  lcpMs: 2700,
  tbtMs: 233,
  cpuTaskMs: 200,
  cpuFactor: 2,
  cpuSlowdown: 2,
  lcpAtReferenceMs: 2450,
  floorLcpMs: 950,
  lcpOverFloorMs: 1500,
  tbtAtReferenceMs: 30,
  performanceAtReference: 96,
};

/** A throttled run that meets every budget. */
const goodThrottled = {
  mainImagePaintedMs: 2100 as number | null,
  firstTextPaintedMs: 1500,
  firestoreRequests: 3,
  firestoreRounds: 1,
  firestoreDocuments: 12,
  appKiB: 150,
  firestoreKiB: 30,
  storageKiB: 60,
  totalKiB: 240,
  warmFirestoreRequests: 0,
  storageListOrMetadata: 0,
  cpuTaskMs: 100,
  cpuFactor: 1,
  cpuSlowdown: 4,
  calibrated: 1,
  floorMainImagePaintedMs: 450 as number | null,
  mainImageOverFloorMs: 1650 as number | null,
};
const throttled = (runs: (typeof goodThrottled)[]) => summariseRoute(runs, THROTTLED_FIELDS);

/** The demo tour saved offline in one language, within its budget. */
const savedOffline = {
  bytes: 3_456_789,
  files: 24,
  narrationBytes: 1_234_567,
  narrations: 8,
  announcedBytes: 3_400_000,
};
/** A run of the tour's first sound within its budget. */
const goodSound = {
  firstSoundMs: 1200 as number | null,
  playingMs: 1150,
  cpuTaskMs: 100,
  cpuFactor: 1,
  cpuSlowdown: 4,
  calibrated: 1,
  floorFirstSoundMs: 1000,
  firstSoundOverFloorMs: 200 as number | null,
};
const sound = (runs: (typeof goodSound)[]) => summariseRoute(runs, FIRST_SOUND_FIELDS);

describe('bench budgets and tables', () => {
  it('reports nothing when every budget is met, and one bad run of three does not fail', () => {
    const lighthouse = {
      '/': summariseRoute([goodLighthouse, goodLighthouse, goodLighthouse]),
      '/muestra/{tour}': summariseRoute([
        goodLighthouse,
        {
          ...goodLighthouse,
          tbtAtReferenceMs: 300,
          lcpOverFloorMs: 2000,
          performanceAtReference: 80,
        },
        goodLighthouse,
      ]),
      // A loaded machine: the figures as run miss, at the reference speed and floor they meet.
      '/museos': summariseRoute([loadedLighthouse, loadedLighthouse, loadedLighthouse]),
    };
    const slowOnce = throttled([
      goodThrottled,
      { ...goodThrottled, mainImageOverFloorMs: 3500, firestoreRounds: 2 },
      goodThrottled,
    ]);
    // Painted late because the floor was late too: the emulators answered slowly.
    const slowFloor = throttled([
      {
        ...goodThrottled,
        mainImagePaintedMs: 2900,
        floorMainImagePaintedMs: 900,
        mainImageOverFloorMs: 2000,
      },
    ]);
    expect(
      budgetFailures({
        lighthouse,
        throttled: {
          '/': throttled([goodThrottled]),
          '/museos': slowFloor,
          '/muestra/{tour}': slowOnce,
        },
        indexScriptsKiB: 108.2,
      }),
    ).toEqual([]);
    // A measure that was skipped checks nothing.
    expect(budgetFailures({})).toEqual([]);
  });

  it('reports each Lighthouse budget missed', () => {
    const bad = {
      ...goodLighthouse,
      performance: 94,
      performanceAtReference: 94,
      accessibility: 98,
      bestPractices: 96,
      seo: 92,
      lcpMs: 2750,
      lcpAtReferenceMs: 2700,
      lcpOverFloorMs: 1900,
      tbtMs: 120,
      tbtAtReferenceMs: 110,
      cls: 0.05,
      storageListOrMetadata: 1,
      notNeededBeforeLcp: 1,
      notNeededBeforeLcpUrls: [{ url: `${appOrigin}/icons/icon-192.png`, reason: 'manifest icon' }],
    };
    expect(budgetFailures({ lighthouse: { '/': summariseRoute([bad]) } })).toEqual([
      '/: performanceAtReference 94 (budget >= 95; as run 94, CPU task 100 ms)',
      '/: accessibility 98 (budget = 100)',
      '/: bestPractices 96 (budget = 100)',
      '/: seo 92 (budget = 100)',
      '/: lcpOverFloorMs 1900 (budget <= 1850 ms; LCP 2700 ms at the reference speed, 2750 ms as run, floor 800 ms, CPU task 100 ms)',
      '/: tbtAtReferenceMs 110 (budget <= 100 ms; as run 120 ms, CPU task 100 ms)',
      '/: cls 0.050 (budget <= 0.02)',
      `/: 1 request(s) not needed for the first screen finished before the largest paint: ${appOrigin}/icons/icon-192.png (manifest icon) in 1 of 1`,
      '/: 1 Storage list/metadata requests (budget 0)',
    ]);
    const noLcp = { ...goodLighthouse, observedLcpMs: null, notNeededBeforeLcp: null };
    expect(budgetFailures({ lighthouse: { '/': summariseRoute([noLcp]) } })).toEqual([
      '/: no observed LCP, so what finished before it is unknown',
    ]);
  });

  it('reports the index scripts, paint, round-trip, warm and Storage budgets missed', () => {
    expect(budgetFailures({ indexScriptsKiB: 110.4 })).toEqual([
      'index.html: scripts 110.4 KiB gz (budget <= 110 KiB)',
    ]);
    const tour = throttled([
      {
        ...goodThrottled,
        mainImagePaintedMs: 2600,
        mainImageOverFloorMs: 2150,
        firestoreRounds: 2,
        warmFirestoreRequests: 3,
      },
      {
        ...goodThrottled,
        mainImagePaintedMs: 2700,
        mainImageOverFloorMs: 2250,
        firestoreRounds: 2,
        warmFirestoreRequests: 3,
        storageListOrMetadata: 1,
      },
      { ...goodThrottled, mainImagePaintedMs: null, mainImageOverFloorMs: null },
    ]);
    expect(budgetFailures({ throttled: { '/muestra/{tour}': tour } })).toEqual([
      '/muestra/{tour} throttled: the main image was not painted within 30 s in 1 of 3 runs',
      '/muestra/{tour} throttled: mainImageOverFloorMs 2200 (budget <= 2050 ms; painted at 2650 ms, floor 450 ms, CPU task 100 ms)',
      '/muestra/{tour} cold: firestoreRounds 2 (budget <= 1)',
      '/muestra/{tour} warm: warmFirestoreRequests 3 (budget 0)',
      '/muestra/{tour} throttled: 1 Storage list/metadata requests (budget 0)',
    ]);
    // Round trips are the tour pages' budget only; no route may read again when warm.
    const museums = throttled([{ ...goodThrottled, firestoreRounds: 3, warmFirestoreRequests: 2 }]);
    expect(budgetFailures({ throttled: { '/museos': museums } })).toEqual([
      '/museos warm: warmFirestoreRequests 2 (budget 0)',
    ]);
    // A work's address scrolls past the marked main image, to near the tour's end: no paint to
    // wait for, and the museum's other tours in a second round trip. Warm, it reads nothing.
    const work = throttled([
      {
        ...goodThrottled,
        firestoreRounds: 2,
        mainImagePaintedMs: null,
        mainImageOverFloorMs: null,
      },
    ]);
    expect(budgetFailures({ throttled: { '/muestra/{tour}/{number}': work } })).toEqual([]);
    const warmWork = throttled([{ ...goodThrottled, warmFirestoreRequests: 1 }]);
    expect(budgetFailures({ throttled: { '/muestra/{tour}/{number}': warmWork } })).toEqual([
      '/muestra/{tour}/{number} warm: warmFirestoreRequests 1 (budget 0)',
    ]);
    // Never painted at all: one sentence, not a second one about a missing median.
    const never = throttled([{ ...goodThrottled, mainImagePaintedMs: null }]);
    expect(budgetFailures({ throttled: { '/': never } })).toEqual([
      '/ throttled: the main image was not painted within 30 s in 1 of 1 runs',
    ]);
  });

  it('says how far each route is from the long-term aim', () => {
    const routes = {
      '/': summariseRoute([{ ...goodLighthouse, lcpMs: 2155, performance: 96 }]),
      '/museos': summariseRoute([{ ...goodLighthouse, lcpMs: 1700, performance: 99 }]),
    };
    expect(aimGaps(routes)).toEqual([
      '`/`: LCP 2155 ms, 355 ms above the aim of 1800 ms; performance 96, 2 below the aim of 98.',
      '`/museos`: LCP 1700 ms, within the aim of 1800 ms; performance 99, at the aim of 98.',
    ]);
  });

  it('prints one Markdown table per measure, medians with their range', () => {
    const lighthouse = lighthouseTable({
      '/': summariseRoute([goodLighthouse, { ...goodLighthouse, lcpMs: 2400 }]),
    }).split('\n');
    expect(lighthouse[0]).toBe(
      '| route | perf | perf at ref. | LCP ms | LCP at ref. | floor LCP | over floor | FCP ms | TBT ms | TBT at ref. | CLS | a11y/BP/SEO | CPU task ms | LCP element |',
    );
    expect(lighthouse[2]).toBe(
      '| `/` | 97 | 97 | 2300 (2200–2400) | 2200 | 800 | 1400 | 1000 | 40 | 40 | 0.010 | 100/100/100 | 100 | `section.tour-hero > p (text)` |',
    );
    const table = throttledTable({
      '/': throttled([goodThrottled, { ...goodThrottled, mainImagePaintedMs: null }]),
    }).split('\n');
    expect(table[0]).toBe(
      '| route | main image painted ms | floor | over floor | first text painted ms | Firestore requests | round trips | documents | app KiB | Firestore KiB | Storage KiB | total KiB | warm Firestore | Storage list/meta | CPU task ms |',
    );
    expect(table[2]).toBe(
      '| `/` | 2100 [1 none] | 450 | 1650 | 1500 | 3 | 1 | 12 | 150.0 | 30.0 | 60.0 | 240.0 | 0 | 0 | 100 |',
    );
  });

  it('holds the demo tour to the back-office’s offline warning and to its first sound’s budget', () => {
    // The same threshold the back-office warns at, not a copy that drifts from it.
    expect(BUDGETS.tourOfflineBytes).toBe(OFFLINE_WARNING_BYTES);
    const firstSound = { es: sound([goodSound, goodSound, goodSound]) };
    expect(tourFailures({ offline: { es: savedOffline, en: savedOffline }, firstSound })).toEqual(
      [],
    );
    // Skipped measures (--skip-throttled, or the tour page not measured) miss nothing.
    expect(tourFailures({ offline: { es: savedOffline }, firstSound: null })).toEqual([]);
    expect(tourFailures()).toEqual([]);

    const slow = { ...goodSound, firstSoundMs: 2900, firstSoundOverFloorMs: 1900 };
    const silent = { ...goodSound, firstSoundMs: null, firstSoundOverFloorMs: null };
    expect(
      tourFailures({
        offline: { es: savedOffline, en: { ...savedOffline, bytes: 15_000_001 } },
        firstSound: {
          es: sound([slow, slow, goodSound]),
          en: sound([silent, goodSound, goodSound]),
        },
      }),
    ).toEqual([
      'the demo tour saved offline in en: 15.00 MB (15000001 bytes; budget <= 15000000 bytes)',
      "the demo tour's first sound in es: firstSoundOverFloorMs 1900 (budget <= " +
        `${BUDGETS.tourFirstSoundOverFloorMs} ms; 2900 ms from the press, floor 1000 ms, CPU task 100 ms)`,
      'the demo tour in en: work 1 was not heard in 1 of 3 runs',
    ]);
    // Every run silent: the distance is unknown, which misses the budget too.
    expect(tourFailures({ firstSound: { es: sound([silent]) } })).toEqual([
      'the demo tour in es: work 1 was not heard in 1 of 1 runs',
      "the demo tour's first sound in es: firstSoundOverFloorMs – (budget <= " +
        `${BUDGETS.tourFirstSoundOverFloorMs} ms; – ms from the press, floor 1000 ms, CPU task 100 ms)`,
    ]);
  });

  it('prints the demo tour’s table: offline MB and the first sound by language', () => {
    const table = tourTable({
      offline: { es: savedOffline, en: { ...savedOffline, bytes: 3_500_000 } },
      firstSound: {
        es: sound([goodSound, { ...goodSound, firstSoundMs: 1400, firstSoundOverFloorMs: 400 }]),
      },
    }).split('\n');
    expect(table[0]).toBe(
      "| language | offline MB | files | narrations MB | announced MB | first sound ms | floor | over floor | 'playing' ms | CPU task ms |",
    );
    expect(table[2]).toBe(
      '| es | 3.46 | 24 | 1.23 | 3.40 | 1300 (1200–1400) | 1000 | 300 (200–400) | 1150 | 100 |',
    );
    // Its first sound not measured in that language: the sizes alone.
    expect(table[3]).toBe('| en | 3.50 | 24 | 1.23 | 3.40 | – | – | – | – | – |');
  });
});
