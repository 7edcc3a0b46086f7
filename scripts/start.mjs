#!/usr/bin/env node
// `npm start`: the whole local stack in one command: the Auth, Firestore and Storage emulators,
// the demo content, and the app's production build served by Firebase's own Hosting emulator from firebase.json (service worker, offline tours,
// production's caching, headers and CSP). Ctrl-C stops all of it.
// `npm run dev` (this script with --dev): the same stack with the Vite dev server (hot reload).
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureDependencies, ensureJava, ensurePortsFree, runMain, say } from './lib/preflight.mjs';
import {
  DEV_PORT,
  PORT_OFFSET,
  PREVIEW_PORT,
  PROJECT_ID,
  ROOT,
  STACK_PORTS,
  emulatorUrls,
} from './lib/local-config.mjs';

const dev = process.argv.includes('--dev');
// A build of its own (not dist/, which `npm run build` fills for a real project), per offset.
const APP_DIR = join(ROOT, '.cache', `app-${String(PORT_OFFSET)}`);

/**
 * Firestore's first answers take seconds while its JVM warms up. It is up well before Auth and
 * Storage (firebase-tools starts them one after the other): asking it for the seed's first step
 * (clearing the documents of the empty database) as soon as it listens moves that wait off the
 * critical path. Gives up quietly: the seed asks again and reports any failure.
 */
async function warmUpFirestore() {
  const url = `${emulatorUrls().firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    try {
      await fetch(url, { method: 'DELETE' });
      return;
    } catch {
      await sleep(250); // not listening yet
    }
  }
}

runMain(async () => {
  const started = Date.now();
  ensureDependencies();
  ensureJava();
  await ensurePortsFree([
    ...STACK_PORTS,
    dev ? [DEV_PORT, 'the Vite dev server'] : [PREVIEW_PORT, 'the app'],
  ]);
  const { runInEmulators } = await import('./lib/emulators.mjs');
  const { buildAppIfChanged } = await import('./lib/build.mjs');
  const env = { MUSEO_STARTED_AT: String(started) };
  if (dev) {
    say('Starting the Firebase emulators (Auth, Firestore, Storage)…');
    void warmUpFirestore();
    const { code } = await runInEmulators('node scripts/serve-local.mjs --dev', { env });
    return code === 130 || code === 143 ? 0 : code;
  }
  // The Hosting emulator reads its configuration once, at start, and that configuration names
  // the build's files (scripts/lib/hosting-config.mjs): the build comes first (2-3 s).
  await buildAppIfChanged({ outDir: APP_DIR });
  say('Starting the Firebase emulators (Auth, Firestore, Storage, Hosting)…');
  void warmUpFirestore();
  const { code } = await runInEmulators('node scripts/serve-local.mjs', {
    env,
    hostingDir: APP_DIR,
  });
  return code === 130 || code === 143 ? 0 : code;
});
