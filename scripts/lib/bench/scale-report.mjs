// The scale bench's own budgets and table (`npm run bench -- --scale`): each public route measured
// with the demo content and again with the scale content added, in the same run. Pure (no I/O),
// so that scripts/lib/bench/scale-report.test.ts can check it.
import { format } from './tables.mjs';

/** A route at scale transfers at most this much more than with the demo content. */
export const SCALE_BYTES_GROWTH = 0.1;

// 220 KiB against 200 is 10 % more, though 220 / 200 - 1 is a hair above 0.1 in floating point.
const ROUNDING = 1e-9;

const percent = (ratio) => `${ratio >= 0 ? '+' : '−'}${Math.abs(Math.round(ratio * 100))}%`;

/** How much more a route transferred at scale than at demo size (0.1 is 10 % more); null when unknown. */
export function bytesGrowth(demo, scale) {
  const before = demo?.median?.totalKiB;
  const after = scale?.median?.totalKiB;
  return typeof before === 'number' && before > 0 && typeof after === 'number'
    ? after / before - 1
    : null;
}

/**
 * The scale budgets missed, as sentences: every route's bytes within SCALE_BYTES_GROWTH of the
 * same route's with the demo content. `demo` and `scale` are throttled route summaries by route.
 */
export function scaleFailures({ demo, scale }) {
  const failures = [];
  for (const [name, summary] of Object.entries(scale ?? {})) {
    const growth = bytesGrowth(demo?.[name], summary);
    const kib = (s) => format('totalKiB', s?.median?.totalKiB);
    if (growth === null) {
      failures.push(`${name} at scale: bytes not compared (no demo-size figure)`);
    } else if (growth > SCALE_BYTES_GROWTH + ROUNDING) {
      failures.push(
        `${name} at scale: ${kib(summary)} KiB transferred, ${kib(demo[name])} KiB with the demo ` +
          `content (${percent(growth)}; budget ${percent(SCALE_BYTES_GROWTH)})`,
      );
    }
  }
  return failures;
}

const cell = (summary, field) => format(field, summary?.median?.[field]);

/**
 * The scale table: per route, the Firestore documents read and the KiB transferred with the
 * demo content and at scale, the round trips and warm requests at scale, and Lighthouse's LCP
 * at scale as run, at the reference speed and beyond its floor.
 */
export function scaleTable({ demo, throttled, lighthouse }) {
  const head = [
    'route',
    'Firestore documents (demo → scale)',
    'round trips',
    'KiB transferred (demo → scale)',
    'bytes',
    'warm requests',
    'LCP ms',
    'LCP at ref.',
    'over floor',
  ];
  const rows = Object.keys(throttled ?? lighthouse ?? {}).map((name) => {
    const before = demo?.[name];
    const after = throttled?.[name];
    const growth = bytesGrowth(before, after);
    const lh = lighthouse?.[name];
    return [
      `\`${name}\``,
      `${cell(before, 'firestoreDocuments')} → ${cell(after, 'firestoreDocuments')}`,
      cell(after, 'firestoreRounds'),
      `${cell(before, 'totalKiB')} → ${cell(after, 'totalKiB')}`,
      growth === null ? '–' : percent(growth),
      cell(after, 'warmFirestoreRequests'),
      cell(lh, 'lcpMs'),
      cell(lh, 'lcpAtReferenceMs'),
      cell(lh, 'lcpOverFloorMs'),
    ];
  });
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/**
 * A museum's page with its closed exhibitions transfers at most this much more than without
 * them: the same documents, so nothing but the noise of one load to the next (HTTP headers).
 */
export const CLOSED_BYTES_GROWTH = 0.01;

/**
 * The closed exhibitions' budgets missed, as sentences: a museum's page reads the same number of
 * documents in as many round trips with `count` closed exhibitions (`closed`) as with none
 * (`none`), and transfers within CLOSED_BYTES_GROWTH of its bytes. Public lists never read a
 * closed exhibition, however many a museum has had.
 */
export function closedExhibitionsFailures({ path, count, none, closed }) {
  const failures = [];
  const what = `${path} with ${count} closed exhibitions`;
  for (const [field, said] of [
    ['firestoreDocuments', 'Firestore documents'],
    ['firestoreRounds', 'round trips'],
  ]) {
    const before = none?.median?.[field];
    const after = closed?.median?.[field];
    if (typeof before !== 'number' || typeof after !== 'number') {
      failures.push(`${what}: ${said} not compared (not measured)`);
    } else if (after !== before) {
      failures.push(`${what}: ${format(field, after)} ${said}, ${format(field, before)} with none`);
    }
  }
  const growth = bytesGrowth(none, closed);
  const kib = (s) => format('totalKiB', s?.median?.totalKiB);
  if (growth === null) {
    failures.push(`${what}: bytes not compared (not measured)`);
  } else if (growth > CLOSED_BYTES_GROWTH + ROUNDING) {
    failures.push(
      `${what}: ${kib(closed)} KiB transferred, ${kib(none)} KiB with none ` +
        `(${percent(growth)}; budget ${percent(CLOSED_BYTES_GROWTH)})`,
    );
  }
  return failures;
}

/** The closed exhibitions' row: the museum's page with none and with them, side by side. */
export function closedExhibitionsTable({ path, count, none, closed }) {
  const head = [
    'route',
    `Firestore documents (none → ${count} closed)`,
    'round trips',
    `KiB transferred (none → ${count} closed)`,
    'bytes',
    'warm requests',
  ];
  const growth = bytesGrowth(none, closed);
  const row = [
    `\`${path}\``,
    `${cell(none, 'firestoreDocuments')} → ${cell(closed, 'firestoreDocuments')}`,
    `${cell(none, 'firestoreRounds')} → ${cell(closed, 'firestoreRounds')}`,
    `${cell(none, 'totalKiB')} → ${cell(closed, 'totalKiB')}`,
    growth === null ? '–' : percent(growth),
    cell(closed, 'warmFirestoreRequests'),
  ];
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    `| ${row.join(' | ')} |`,
  ].join('\n');
}
