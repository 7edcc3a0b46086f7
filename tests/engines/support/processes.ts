import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A helper program the harness started (Xvfb, WebKitWebDriver, PulseAudio), and its stop. */
export interface Helper {
  readonly name: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

/** Keeps the last lines a helper printed, to say why it died. */
function tail(child: ChildProcess) {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 20));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => lines.join('\n');
}

export function startHelper(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Helper & { output: () => string } {
  // Its own process group: stopping it stops whatever it started (MiniBrowser under the driver).
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const output = tail(child);
  child.on('error', () => undefined); // reported by waitUntil through `exitCode`
  return {
    name,
    child,
    output,
    stop: () => stopGroup(child),
  };
}

async function stopGroup(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid ?? 0), name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const stopped = await Promise.race([
    exited.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3000)),
  ]);
  if (!stopped) {
    signal('SIGKILL');
    await exited;
  }
}

/**
 * Polls `ready` until it holds, failing early with the helper's output when it dies; the
 * helper is stopped whenever this fails, so a failed start leaves nothing running.
 */
export async function waitUntil(
  helper: Helper & { output: () => string },
  ready: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
) {
  const started = Date.now();
  for (;;) {
    if (helper.child.exitCode !== null || helper.child.signalCode !== null) {
      throw new Error(`${helper.name} stopped as it started:\n${helper.output()}`);
    }
    if (
      await Promise.resolve()
        .then(ready)
        .catch(() => false)
    )
      return;
    if (Date.now() - started > timeoutMs) {
      await helper.stop();
      throw new Error(`${helper.name} was not ready after ${timeoutMs} ms:\n${helper.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A port nobody listens on right now (the kernel picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A folder of the harness's own for one run, removed by the returned function. */
export function scratchFolder(prefix: string): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), `museo-${prefix}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
