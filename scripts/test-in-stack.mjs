#!/usr/bin/env node
// Runs inside `firebase emulators:exec` for `npm test`: the rules layer, then the demo content
// and the e2e layer against the built app, which the Hosting emulator serves (scripts/test.mjs
// built it before the emulators started).
import { writeFileSync } from 'node:fs';
import { HOST, PREVIEW_PORT } from './lib/local-config.mjs';
import { say } from './lib/preflight.mjs';
import { seedDemoContent } from './lib/seed.mjs';
import { runEngineLayer } from './lib/engine-layer.mjs';
import { refusalsMark, refusedWritesSince } from './lib/rule-refusals.mjs';
import { runVitestLayer } from './lib/vitest-layer.mjs';

const layers = (process.argv[2] ?? 'rules,e2e').split(',');
const results = [];

if (layers.includes('rules')) {
  say('Layer 3/4: security rules (Firestore and Storage emulators)…');
  results.push(
    await runVitestLayer('rules', {
      // For local work: RULES_FILES="tests/services/a.test.ts" runs only those files.
      args: process.env.RULES_FILES?.split(/\s+/).filter(Boolean) ?? [],
    }),
  );
}

if (layers.includes('e2e')) {
  say('Layer 4/4: end-to-end journeys against the local stack…');
  const appUrl = `http://${HOST}:${PREVIEW_PORT}`;
  // What each engine runs (scripts/lib/stack-plan.mjs): Chromium's own journeys (tests/e2e/), then
  // the journeys every engine takes (tests/engines/); 'all', some files, or none (null).
  const plan = JSON.parse(process.env.E2E_PLAN ?? '[]');
  for (const { engine, own: ownFiles, shared: sharedFiles } of plan) {
    // Each engine starts from the demo content as seeded: likes and comments made by the
    // journeys before it would change what its own journeys see.
    await seedDemoContent({ log: say });
    const mark = refusalsMark();
    const name = { chromium: 'Chromium', firefox: 'Firefox', webkit: 'WebKit' }[engine];
    const files = (list) => (list === 'all' ? [] : list);
    let own;
    if (ownFiles) {
      say(`Chromium's own journeys${ownFiles === 'all' ? '' : ` (${ownFiles.length} files)`}…`);
      own = await runVitestLayer('e2e', { env: { APP_URL: appUrl }, args: files(ownFiles) });
    }
    let shared;
    if (sharedFiles) {
      // Chromium's own journeys leave works added, moved and trashed: the shared ones start, as
      // in the other engines, from the demo content as seeded.
      if (own) await seedDemoContent({ log: say });
      say(`The journeys every engine takes, in ${name}…`);
      shared = await runEngineLayer(engine, { appUrl, files: files(sharedFiles) });
    }
    results.push({ ...combined(own, shared), project: `e2e ${engine}` });
    if (!results.at(-1)?.ok) {
      const refused = refusedWritesSince(mark);
      if (refused.length > 0) {
        say(`Writes firestore.rules refused during ${engine}'s journeys (the last ones):`);
        for (const line of refused) console.log(`  ${line}`);
      }
    }
  }
}

/** One engine's layer: its own journeys' run and the shared ones', either of which may not have run. */
function combined(...layers) {
  const ran = layers.filter(Boolean);
  return {
    ok: ran.length > 0 && ran.every((layer) => layer.ok),
    code: ran.find((layer) => layer.code !== 0)?.code ?? 0,
    counts: {
      passed: ran.reduce((n, layer) => n + layer.counts.passed, 0),
      failed: ran.reduce((n, layer) => n + layer.counts.failed, 0),
      skipped: ran.reduce((n, layer) => n + layer.counts.skipped, 0),
    },
    seconds: ran.reduce((n, layer) => n + layer.seconds, 0),
    reason: ran.map((layer) => layer.reason).find(Boolean),
  };
}

writeFileSync(process.env.TEST_SUMMARY_FILE, JSON.stringify(results));
process.exit(results.every((r) => r.ok) ? 0 : 1);
