import { describe, expect, it } from 'vitest';
import {
  budgetFailures,
  classifyBackendRequest,
  median,
  roundTrips,
  summariseRoute,
} from './bench-report.mjs';

const hosts = { firestore: '127.0.0.1:38080', storage: '127.0.0.1:39199' };

describe('bench report', () => {
  it('takes the median of the runs, ignoring missing values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, null, 2, 3])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('tells Firestore, Storage files and Storage list/metadata requests apart', () => {
    const base = 'http://127.0.0.1:39199/v0/b/demo.appspot.com/o';
    expect(
      classifyBackendRequest(
        'http://127.0.0.1:38080/v1/projects/p/databases/(default)/documents:runQuery',
        hosts,
      ),
    ).toBe('firestore');
    expect(classifyBackendRequest(`${base}/mnba%2FmainImg-1200.webp?alt=media`, hosts)).toBe(
      'storage-media',
    );
    expect(classifyBackendRequest(`${base}/mnba%2FmainImg-1200.webp`, hosts)).toBe('storage-other');
    expect(classifyBackendRequest(`${base}?prefix=mnba%2F`, hosts)).toBe('storage-other');
    expect(classifyBackendRequest('http://127.0.0.1:34173/assets/index.js', hosts)).toBeNull();
  });

  it('counts parallel requests as one round trip and chained ones as more', () => {
    expect(
      roundTrips([
        { start: 0, end: 50 },
        { start: 2, end: 40 },
        { start: 3, end: 60 },
      ]),
    ).toBe(1);
    expect(
      roundTrips([
        { start: 0, end: 50 },
        { start: 51, end: 90 },
      ]),
    ).toBe(2);
  });

  it('reports every missed budget and none when all are met', () => {
    const good = {
      performance: 99,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1500,
      tbtMs: 20,
      cls: 0.01,
      fcpMs: 1000,
      firstPaintJsKiB: 120,
      firstPaintCssKiB: 4,
      allJsKiB: 160,
      firestore: 3,
      storageMedia: 4,
      storageListOrMetadata: 0,
      failing: [],
    };
    const tour = {
      cold: { firestore: 3, rounds: 1, storageMedia: 4, storageListOrMetadata: 0 },
      warm: { firestore: 0, rounds: 0, storageMedia: 4, storageListOrMetadata: 0 },
    };
    const routes = { '/': summariseRoute([good, good, good]) };
    expect(budgetFailures(routes, tour)).toEqual([]);

    const slow = summariseRoute([good, { ...good, tbtMs: 80, firstPaintJsKiB: 131 }, good]);
    expect(budgetFailures({ '/': slow }, tour)).toEqual([]); // one bad run of three: the median holds

    const heavy = summariseRoute([
      { ...good, firstPaintJsKiB: 140 },
      { ...good, firstPaintJsKiB: 140, storageListOrMetadata: 1 },
      good,
    ]);
    expect(
      budgetFailures({ '/': heavy }, { ...tour, warm: { ...tour.warm, firestore: 2 } }),
    ).toEqual([
      '/: firstPaintJsKiB 140.0 (budget <= 130 KiB)',
      '/: 1 Storage list/metadata requests (budget 0)',
      'tour page warm: 2 Firestore requests (budget 0)',
    ]);
  });
});
