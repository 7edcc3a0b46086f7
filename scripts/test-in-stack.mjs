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
  const engines = (process.env.E2E_ENGINES ?? 'chromium').split(',');
  for (const engine of engines) {
    // Each engine starts from the demo content as seeded: likes and comments made by the
    // journeys before it would change what its own journeys see.
    await seedDemoContent({ log: say });
    const mark = refusalsMark();
    if (engine === 'chromium') {
      say('End-to-end journeys in Chromium…');
      const layer = await runVitestLayer('e2e', {
        env: { APP_URL: appUrl },
        // For local work: E2E_FILES="tests/e2e/a.e2e.ts" runs only those files.
        args: process.env.E2E_FILES?.split(/\s+/).filter(Boolean) ?? [],
      });
      results.push({ ...layer, project: 'e2e chromium' });
    } else {
      say(`End-to-end journeys in ${engine === 'firefox' ? 'Firefox' : 'WebKit'}…`);
      const layer = await runEngineLayer(engine, {
        appUrl,
        // For local work: ENGINE_FILES="tests/engines/a.engine.ts" runs only those journeys.
        files: process.env.ENGINE_FILES?.split(/\s+/).filter(Boolean) ?? [],
      });
      results.push({ ...layer, project: `e2e ${engine}` });
    }
    if (!results.at(-1)?.ok) {
      const refused = refusedWritesSince(mark);
      if (refused.length > 0) {
        say(`Writes firestore.rules refused during ${engine}'s journeys (the last ones):`);
        for (const line of refused) console.log(`  ${line}`);
      }
    }
  }
}

writeFileSync(process.env.TEST_SUMMARY_FILE, JSON.stringify(results));
process.exit(results.every((r) => r.ok) ? 0 : 1);
