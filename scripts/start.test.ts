import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// `npm start` and `npm run dev` must fail with one clear sentence, not a stack trace, when they
// cannot run. They are run as package.json says, without npm's own chatter.
const SCRIPTS = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
).scripts;

function run(script: 'start' | 'dev', env: NodeJS.ProcessEnv = {}) {
  const command = SCRIPTS[script];
  if (!command) throw new Error(`package.json has no "${script}" script`);
  // `node` as the command names it: the one running this test, whatever PATH the test gives.
  return spawnSync(process.execPath, command.replace(/^node /, '').split(' '), {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 30_000,
  });
}

// The ports the preflight checks, moved like the rest by MUSEO_PORT_OFFSET.
const OFFSET = Number(process.env.MUSEO_PORT_OFFSET ?? 0);
const AUTH_PORT = 9099 + OFFSET;
const APP_PORT = 4173 + OFFSET;
const DEV_PORT = 5173 + OFFSET;

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

async function occupy(port: number) {
  server = createServer();
  await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
}

function oneLine(stderr: string) {
  const lines = stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  return lines[0];
}

describe('npm start and npm run dev', () => {
  it('run the local stack: start serves the production build, dev the Vite dev server', () => {
    expect(SCRIPTS.start).toBe('node scripts/start.mjs');
    expect(SCRIPTS.dev).toBe('node scripts/start.mjs --dev');
  });
});

describe('npm start preflight', () => {
  it('names a busy port and what to do about it', async () => {
    await occupy(AUTH_PORT);
    const result = run('start');
    expect(result.status).toBe(1);
    expect(oneLine(result.stderr)).toMatch(
      new RegExp(`Port ${String(AUTH_PORT)} \\(Auth emulator\\) is already in use: stop whatever`),
    );
  });

  it('names the app’s port for npm start, and the dev server’s for npm run dev', async () => {
    await occupy(APP_PORT);
    const start = run('start');
    expect(start.status).toBe(1);
    expect(oneLine(start.stderr)).toMatch(
      new RegExp(`Port ${String(APP_PORT)} \\(the app\\) is already in use`),
    );
    server?.close();
    await occupy(DEV_PORT);
    const dev = run('dev');
    expect(dev.status).toBe(1);
    expect(oneLine(dev.stderr)).toMatch(
      new RegExp(`Port ${String(DEV_PORT)} \\(the Vite dev server\\) is already in use`),
    );
  });

  it('says Java is missing and how to install it', () => {
    // A PATH with node and nothing else: no java.
    const bin = mkdtempSync(join(tmpdir(), 'no-java-'));
    symlinkSync(process.execPath, join(bin, 'node'));
    const result = run('start', { PATH: bin });
    expect(result.status).toBe(1);
    expect(oneLine(result.stderr)).toMatch(
      /emulators need Java 17 or newer, and none was found: install it/,
    );
  });
});
