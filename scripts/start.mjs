#!/usr/bin/env node
// `npm start`: the whole local stack (Auth, Firestore, Storage emulators, demo
// content, the app) in one command. Ctrl-C stops all of it.
import { ensureDependencies, ensureJava, ensurePortsFree, runMain, say } from './lib/preflight.mjs';
import { APP_PORT, STACK_PORTS } from './lib/local-config.mjs';

runMain(async () => {
  ensureDependencies();
  ensureJava();
  await ensurePortsFree([...STACK_PORTS, [APP_PORT, 'the app (Vite)']]);
  say('Starting the Firebase emulators (Auth, Firestore, Storage)…');
  const { runInEmulators } = await import('./lib/emulators.mjs');
  const { code } = await runInEmulators('node scripts/serve-local.mjs');
  return code === 130 || code === 143 ? 0 : code;
});
