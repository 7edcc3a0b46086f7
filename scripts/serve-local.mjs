#!/usr/bin/env node
// Runs inside `firebase emulators:exec` for `npm start` and `npm run dev`: seeds the demo
// content, serves the app, and prints where to find it. Stops cleanly on Ctrl-C.
//   npm start:   the production build (made by start.mjs meanwhile, in MUSEO_APP_DIR) with
//                `vite preview` and Hosting's headers: service worker, offline tours, the CSP.
//   npm run dev: the Vite dev server, with hot reload (--dev).
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { createServer, preview } from 'vite';
import { localHostingHeaders } from './lib/hosting-headers.mjs';
import { DEV_PORT, HOST, PREVIEW_PORT, ROOT } from './lib/local-config.mjs';
import { say } from './lib/preflight.mjs';
import { seedDemoContent } from './lib/seed.mjs';

const dev = process.argv.includes('--dev');

/** Resolves once start.mjs's build has finished; fails if it did not work. */
async function builtApp() {
  const statusFile = process.env.MUSEO_BUILD_STATUS;
  if (!statusFile) throw new Error('MUSEO_BUILD_STATUS is not set: run this through `npm start`.');
  let told = false;
  while (!existsSync(statusFile)) {
    if (!told) say('Waiting for the app’s build to finish…');
    told = true;
    await sleep(100);
  }
  const { ok } = JSON.parse(readFileSync(statusFile, 'utf8'));
  if (!ok) throw new Error('The app’s build failed (its errors are above).');
}

async function startServer() {
  if (dev) {
    const server = await createServer({ root: ROOT, mode: 'emulators', logLevel: 'warn' });
    await server.listen(DEV_PORT);
    return { server, port: DEV_PORT };
  }
  const server = await preview({
    root: ROOT,
    mode: 'emulators',
    logLevel: 'warn',
    build: { outDir: process.env.MUSEO_APP_DIR },
    // Production's headers, CSP included, with the emulators' origins in place of Google's.
    preview: { port: PREVIEW_PORT, host: HOST, strictPort: true, headers: localHostingHeaders() },
  });
  return { server, port: PREVIEW_PORT };
}

// Seeding and the build (npm start) run side by side.
const [{ content }] = await Promise.all([seedDemoContent({ log: say }), dev || builtApp()]).catch(
  (error) => {
    console.error(`\x1b[31m✖\x1b[0m ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
const { server, port } = await startServer();

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
  : 'the production build: service worker, offline tours, production headers';
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
  await Promise.race([server.close(), sleep(2000)]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
