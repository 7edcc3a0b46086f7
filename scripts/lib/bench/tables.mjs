// The Markdown tables `npm run bench` prints, one row per route, "median (min–max)" in each cell.
// Pure (scripts/lib/bench/budgets.test.ts).

export function format(field, value) {
  if (value === null || value === undefined) return '–';
  if (field === 'cls') return value.toFixed(3);
  if (field.endsWith('KiB')) return value.toFixed(1);
  // Sizes a visitor is told, in MB as the app writes them (src/lib/format.ts).
  if (field.endsWith('Bytes')) return (value / 1_000_000).toFixed(2);
  if (field.endsWith('Ms')) return String(Math.round(value));
  return String(Math.round(value * 10) / 10);
}

const cell = (field, summary) => {
  const m = format(field, summary.median[field]);
  const r = summary.range[field];
  const missing = summary.missing?.[field] ?? 0;
  const note = missing > 0 && summary.median[field] !== null ? ` [${missing} none]` : '';
  if (!r || r[0] === r[1]) return `${m}${note}`;
  return `${m} (${format(field, r[0])}–${format(field, r[1])})${note}`;
};

function table(head, rows) {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map((h, i) => (i === 0 || h === 'LCP element' ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

// "at ref.": the same load simulated at the reference machine's CPU speed; "floor": the floor
// page's (scripts/lib/bench/floor.mjs), at that speed too.
const LIGHTHOUSE_COLUMNS = [
  ['perf', 'performance'],
  ['perf at ref.', 'performanceAtReference'],
  ['LCP ms', 'lcpMs'],
  ['LCP at ref.', 'lcpAtReferenceMs'],
  ['floor LCP', 'floorLcpMs'],
  ['over floor', 'lcpOverFloorMs'],
  ['FCP ms', 'fcpMs'],
  ['TBT ms', 'tbtMs'],
  ['TBT at ref.', 'tbtAtReferenceMs'],
  ['CLS', 'cls'],
];

/** Lighthouse's table: one row per route, "median (min–max)" in each cell. */
export function lighthouseTable(routes) {
  const head = [
    'route',
    ...LIGHTHOUSE_COLUMNS.map(([label]) => label),
    'a11y/BP/SEO',
    'CPU task ms',
    'LCP element',
  ];
  const rows = Object.entries(routes).map(([name, summary]) => [
    `\`${name}\``,
    ...LIGHTHOUSE_COLUMNS.map(([, field]) => cell(field, summary)),
    ['accessibility', 'bestPractices', 'seo']
      .map((field) => format(field, summary.median[field]))
      .join('/'),
    cell('cpuTaskMs', summary),
    summary.lcpElement ? `\`${summary.lcpElement.replaceAll('|', '\\|')}\`` : '–',
  ]);
  return table(head, rows);
}

const THROTTLED_COLUMNS = [
  ['main image painted ms', 'mainImagePaintedMs'],
  ['floor', 'floorMainImagePaintedMs'],
  ['over floor', 'mainImageOverFloorMs'],
  ['first text painted ms', 'firstTextPaintedMs'],
  ['Firestore requests', 'firestoreRequests'],
  ['round trips', 'firestoreRounds'],
  ['documents', 'firestoreDocuments'],
  ['app KiB', 'appKiB'],
  ['Firestore KiB', 'firestoreKiB'],
  ['Storage KiB', 'storageKiB'],
  ['total KiB', 'totalKiB'],
  ['warm Firestore', 'warmFirestoreRequests'],
  ['Storage list/meta', 'storageListOrMetadata'],
  ['CPU task ms', 'cpuTaskMs'],
];

/** The throttled load's table: one row per route, "median (min–max)" in each cell. */
export function throttledTable(routes) {
  const head = ['route', ...THROTTLED_COLUMNS.map(([label]) => label)];
  const rows = Object.entries(routes).map(([name, summary]) => [
    `\`${name}\``,
    ...THROTTLED_COLUMNS.map(([, field]) => cell(field, summary)),
  ]);
  return table(head, rows);
}

const TOUR_COLUMNS = [
  ['first sound ms', 'firstSoundMs'],
  ['floor', 'floorFirstSoundMs'],
  ['over floor', 'firstSoundOverFloorMs'],
  ["'playing' ms", 'playingMs'],
  ['CPU task ms', 'cpuTaskMs'],
];

/**
 * The demo tour's table, one row per language: what saving it for offline use downloads (MB
 * stored in Cache Storage, its narrations' share, and the sheet's announced size), and the
 * throttled time from pressing play to work 1's first sound, "median (min–max)", beside its
 * floor. `firstSound` is absent when the throttled load was skipped.
 */
export function tourTable({ offline, firstSound = null }) {
  const head = [
    'language',
    'offline MB',
    'files',
    'narrations MB',
    'announced MB',
    ...TOUR_COLUMNS.map(([label]) => label),
  ];
  const rows = Object.entries(offline).map(([language, size]) => [
    language,
    format('offlineBytes', size.bytes),
    String(size.files),
    format('narrationBytes', size.narrationBytes),
    format('announcedBytes', size.announcedBytes),
    ...TOUR_COLUMNS.map(([, field]) =>
      firstSound?.[language] ? cell(field, firstSound[language]) : '–',
    ),
  ]);
  return table(head, rows);
}
