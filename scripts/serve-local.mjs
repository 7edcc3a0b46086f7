#!/usr/bin/env node
// Runs inside `firebase emulators:exec` for `npm start` and `npm run dev`: seeds the demo
// content, and prints where to find the app. Stops cleanly on Ctrl-C.
//   npm start:   the production build (made by start.mjs), which Firebase's Hosting emulator
//                serves with firebase.json's rewrites and headers: service worker, offline tours.
//   npm run dev: the Vite dev server, with hot reload (--dev), which this script runs.
import { setTimeout as sleep } from 'node:timers/promises';
import { createServer } from 'vite';
import { DEV_PORT, HOST, PORTS, PREVIEW_PORT, ROOT } from './lib/local-config.mjs';
import { say } from './lib/preflight.mjs';
import { seedDemoContent } from './lib/seed.mjs';

const dev = process.argv.includes('--dev');

/** `npm run dev`: the Vite dev server. `npm start`'s build is served by the Hosting emulator. */
async function startDevServer() {
  const server = await createServer({ root: ROOT, mode: 'emulators', logLevel: 'warn' });
  await server.listen(DEV_PORT);
  return server;
}

const { content } = await seedDemoContent({ log: say }).catch((error) => {
  console.error(`\x1b[31m✖\x1b[0m ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
const server = dev ? await startDevServer() : null;
const port = dev ? DEV_PORT : PREVIEW_PORT;

const url = `http://${HOST}:${port}/`;
const accounts = content.users
  .map((u) => `    ${u.isAdmin ? 'admin  ' : 'visitor'}  ${u.email}  /  ${u.password}`)
  .join('\n');
const startedAt = Number(process.env.MUSEO_STARTED_AT);
const took = Number.isFinite(startedAt)
  ? ` (ready in ${Math.round((Date.now() - startedAt) / 1000)} s)`
  : '';
const what = dev
  ? 'the Vite dev server, with hot reload'
  : 'the production build on the Firebase Hosting emulator: service worker, offline tours, firebase.json’s headers';
const other = dev ? '`npm start` serves the production build.' : '`npm run dev` for hot reload.';
console.log(`
\x1b[1mMuseo Guía is running on the local stack\x1b[0m${took}.

  App:              \x1b[36m${url}\x1b[0m  (${what})
  Demo accounts:
${accounts}

  ${other} Press Ctrl-C to stop everything.
`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  // An open browser tab keeps connections alive: close, but do not wait on them for long.
  if (server) await Promise.race([server.close(), sleep(2000)]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// emulators:exec stops the emulators, the Hosting one included, once this script ends, so it
// waits for Ctrl-C. But when only firebase-tools is stopped (a signal to it alone, or a crash),
// this script is left behind: it ends once the emulator hub has stopped answering.
let unanswered = 0;
setInterval(() => {
  fetch(`http://${HOST}:${PORTS.hub}/emulators`).then(
    () => {
      unanswered = 0;
    },
    () => {
      unanswered += 1;
      if (unanswered >= 3) void stop();
    },
  );
}, 2000);
