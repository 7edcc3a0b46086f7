import { describe, expect, it } from 'vitest';
import { LIGHTHOUSE_FIELDS, THROTTLED_FIELDS, summariseRoute } from './summaries.mjs';
import {
  bytesGrowth,
  closedExhibitionsFailures,
  closedExhibitionsTable,
  scaleFailures,
  scaleTable,
} from './scale-report.mjs';

const load = (totalKiB: number, firestoreDocuments: number, extra = {}) =>
  summariseRoute(
    [
      {
        totalKiB,
        firestoreDocuments,
        firestoreRounds: 1,
        warmFirestoreRequests: 0,
        ...extra,
      },
    ],
    THROTTLED_FIELDS,
  );

describe('the scale bench’s report', () => {
  const demo = {
    '/museos': load(238.4, 8),
    '/muestra/{tour}': load(234.9, 7),
    '/muestra/{tour}/{number}': load(236, 7),
  };
  const scale = {
    '/museos': load(412.3, 180),
    '/muestra/{tour}': load(255.2, 25),
    '/muestra/{tour}/{number}': load(259.6, 25),
  };

  it('compares each route’s bytes with the same route’s at demo size', () => {
    expect(bytesGrowth(demo['/museos'], scale['/museos'])).toBeCloseTo(0.7295, 3);
    expect(bytesGrowth(undefined, scale['/museos'])).toBeNull();
  });

  it('fails a route that transfers more than 10 % more at scale, and one never compared', () => {
    expect(scaleFailures({ demo, scale })).toEqual([
      '/museos at scale: 412.3 KiB transferred, 238.4 KiB with the demo content (+73%; budget +10%)',
    ]);
    // 10 % exactly is within; a route measured at scale only cannot be checked.
    expect(
      scaleFailures({
        demo: { '/': load(200, 3) },
        scale: { '/': load(220, 3), '/x': load(1, 1) },
      }),
    ).toEqual(['/x at scale: bytes not compared (no demo-size figure)']);
  });

  it('prints one row per route with both sizes side by side', () => {
    const lighthouse = {
      '/muestra/{tour}': summariseRoute(
        [{ lcpMs: 2480, lcpAtReferenceMs: 2400, lcpOverFloorMs: 1550 }],
        LIGHTHOUSE_FIELDS,
      ),
    };
    const lines = scaleTable({ demo, throttled: scale, lighthouse }).split('\n');
    expect(lines[0]).toBe(
      '| route | Firestore documents (demo → scale) | round trips | KiB transferred (demo → scale) | bytes | warm requests | LCP ms | LCP at ref. | over floor |',
    );
    expect(lines[2]).toBe('| `/museos` | 8 → 180 | 1 | 238.4 → 412.3 | +73% | 0 | – | – | – |');
    expect(lines[3]).toBe(
      '| `/muestra/{tour}` | 7 → 25 | 1 | 234.9 → 255.2 | +9% | 0 | 2480 | 2400 | 1550 |',
    );
    expect(lines).toHaveLength(5);
  });
});

describe('the closed exhibitions’ row', () => {
  const path = '/recorridos/scale-museum-01';
  const none = load(240.2, 9);

  it('passes a museum page that reads the same documents and bytes with 200 closed exhibitions', () => {
    expect(closedExhibitionsFailures({ path, count: 200, none, closed: load(241.4, 9) })).toEqual(
      [],
    );
  });

  it('fails one that reads more documents, or more round trips, or 1 % more bytes', () => {
    expect(closedExhibitionsFailures({ path, count: 200, none, closed: load(240.2, 209) })).toEqual(
      [`${path} with 200 closed exhibitions: 209 Firestore documents, 9 with none`],
    );
    expect(
      closedExhibitionsFailures({
        path,
        count: 200,
        none,
        closed: load(240.2, 9, { firestoreRounds: 2 }),
      }),
    ).toEqual([`${path} with 200 closed exhibitions: 2 round trips, 1 with none`]);
    expect(closedExhibitionsFailures({ path, count: 200, none, closed: load(245, 9) })).toEqual([
      `${path} with 200 closed exhibitions: 245.0 KiB transferred, 240.2 KiB with none (+2%; budget +1%)`,
    ]);
  });

  it('fails one never measured', () => {
    expect(closedExhibitionsFailures({ path, count: 200, none, closed: undefined })).toEqual([
      `${path} with 200 closed exhibitions: Firestore documents not compared (not measured)`,
      `${path} with 200 closed exhibitions: round trips not compared (not measured)`,
      `${path} with 200 closed exhibitions: bytes not compared (not measured)`,
    ]);
  });

  it('prints the page with none and with them side by side', () => {
    const lines = closedExhibitionsTable({ path, count: 200, none, closed: load(240.5, 9) }).split(
      '\n',
    );
    expect(lines[0]).toBe(
      '| route | Firestore documents (none → 200 closed) | round trips | KiB transferred (none → 200 closed) | bytes | warm requests |',
    );
    expect(lines[2]).toBe(`| \`${path}\` | 9 → 9 | 1 → 1 | 240.2 → 240.5 | +0% | 0 |`);
    expect(lines).toHaveLength(3);
  });
});
