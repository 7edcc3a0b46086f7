import { spawnSync } from 'node:child_process';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// `npm start` must fail with one clear sentence, not a stack trace, when it cannot run.
function start(env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, ['scripts/start.mjs'], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 30_000,
  });
}

// The port the preflight checks first, moved like the rest by MUSEO_PORT_OFFSET.
const AUTH_PORT = 9099 + Number(process.env.MUSEO_PORT_OFFSET ?? 0);

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

describe('npm start preflight', () => {
  it('names a busy port and what to do about it', async () => {
    server = createServer();
    await new Promise<void>((resolve) => server?.listen(AUTH_PORT, '127.0.0.1', resolve));
    const result = start({});
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(`Port ${String(AUTH_PORT)} \\(Auth emulator\\) is already in use: stop whatever`),
    );
  });

  it('says Java is missing and how to install it', () => {
    // A PATH with node and nothing else: no java.
    const bin = mkdtempSync(join(tmpdir(), 'no-java-'));
    symlinkSync(process.execPath, join(bin, 'node'));
    const result = start({ PATH: bin });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/Java is required .* install Java 17 or newer/);
  });
});
