#!/usr/bin/env node
// Runs inside `firebase emulators:exec`: seeds the demo content, starts the app
// and prints where to find it. Stops cleanly on Ctrl-C.
import { createServer } from 'vite';
import { APP_PORT, HOST, ROOT } from './lib/local-config.mjs';
import { say } from './lib/preflight.mjs';
import { seedDemoContent } from './lib/seed.mjs';

const { content } = await seedDemoContent({ log: say });

const server = await createServer({ root: ROOT, mode: 'emulators', logLevel: 'warn' });
await server.listen(APP_PORT);

const url = `http://${HOST}:${APP_PORT}/`;
const accounts = content.users
  .map((u) => `    ${u.isAdmin ? 'admin  ' : 'visitor'}  ${u.email}  /  ${u.password}`)
  .join('\n');
console.log(`
\x1b[1mMuseo Guía is running on the local stack.\x1b[0m

  App:              \x1b[36m${url}\x1b[0m
  Demo accounts:
${accounts}

  Press Ctrl-C to stop everything.
`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
