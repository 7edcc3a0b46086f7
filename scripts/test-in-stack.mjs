#!/usr/bin/env node
// Runs inside `firebase emulators:exec` for `npm test`: the rules layer, then the demo content
// and the e2e layer against the built app, which the Hosting emulator serves (scripts/test.mjs
// built it before the emulators started).
import { writeFileSync } from 'node:fs';
import { HOST, PREVIEW_PORT } from './lib/local-config.mjs';
import { say } from './lib/preflight.mjs';
import { seedDemoContent } from './lib/seed.mjs';
import { runVitestLayer } from './lib/vitest-layer.mjs';

const layers = (process.argv[2] ?? 'rules,e2e').split(',');
const results = [];

if (layers.includes('rules')) {
  say('Layer 2/3: security rules (Firestore and Storage emulators)…');
  results.push(
    await runVitestLayer('rules', {
      // For local work: RULES_FILES="tests/services/a.test.ts" runs only those files.
      args: process.env.RULES_FILES?.split(/\s+/).filter(Boolean) ?? [],
    }),
  );
}

if (layers.includes('e2e')) {
  say('Layer 3/3: end-to-end journeys in Chromium against the local stack…');
  await seedDemoContent({ log: say });
  results.push(
    await runVitestLayer('e2e', {
      env: { APP_URL: `http://${HOST}:${PREVIEW_PORT}` },
      // For local work: E2E_FILES="tests/e2e/a.e2e.ts" runs only those files.
      args: process.env.E2E_FILES?.split(/\s+/).filter(Boolean) ?? [],
    }),
  );
}

writeFileSync(process.env.TEST_SUMMARY_FILE, JSON.stringify(results));
process.exit(results.every((r) => r.ok) ? 0 : 1);
