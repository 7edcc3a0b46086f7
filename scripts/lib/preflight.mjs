// Checks and installs what the local stack needs, each failure one clear sentence.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { HOST, ROOT } from './local-config.mjs';

export class PreflightError extends Error {
  name = 'PreflightError';
}

export const say = (message) => console.log(`\x1b[36m›\x1b[0m ${message}`);

/** Installs npm dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  say('Installing npm dependencies (npm ci, about 2-3 minutes the first time)…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    throw new PreflightError(
      'npm ci failed: check the network access to the npm registry and run `npm ci` to see why.',
    );
  }
}

/** The Java major version `java -version` reports ("17.0.15", or "1.8.0_392" for 8). */
export function javaMajor(versionOutput) {
  const version = /version "([^"]+)"/.exec(versionOutput)?.[1];
  if (!version) return null;
  const [first, second] = version.split(/[._-]/).map(Number);
  return first === 1 ? second : first;
}

/**
 * Java 17 is the oldest the emulators run on. firebase-tools 14, which the project pins, warns on
 * anything below 21 because its next major version will refuse it: that is planned, not broken,
 * so the warning is replaced by this one line (the project's patch of firebase-tools).
 */
export function ensureJava() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const major = result.error || result.status !== 0 ? null : javaMajor(result.stderr);
  if (major === null || major < 17) {
    throw new PreflightError(
      `The Firebase emulators need Java 17 or newer${major === null ? ', and none was found' : `, not Java ${major}`}: ` +
        'install it (Debian: apt-get install -y openjdk-17-jdk-headless) and try again.',
    );
  }
  if (major < 21) {
    say(
      `Java ${major}: fine for the pinned firebase-tools 14; firebase-tools 15 (the project’s next step, in 2027) needs Java 21.`,
    );
    process.env.MUSEO_JAVA_NOTED = '1';
  }
}

function portFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: HOST, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Fails with one sentence naming the first busy port and what needs it. */
export async function ensurePortsFree(ports) {
  for (const [port, what] of ports) {
    if (!(await portFree(port))) {
      throw new PreflightError(
        `Port ${port} (${what}) is already in use: stop whatever is using it ` +
          `(often an earlier \`npm start\` or \`npm test\`; see \`ss -ltnp 'sport = :${port}'\`) and try again.`,
      );
    }
  }
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian Chromium for the browser tests; installed with apt-get when missing and we are root. */
/** Whether this process may install Debian packages itself: root, with apt-get. */
function canApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
}

/** apt-get update, then install `packages` without recommends; true when both worked. */
function aptInstall(packages) {
  const run = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  return (
    run(['update', '-qq']) && run(['install', '-y', '-qq', '--no-install-recommends', ...packages])
  );
}

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (!canApt()) {
    throw new PreflightError(
      `Chromium was not found at ${CHROMIUM}: install it (Debian: sudo apt-get install -y ` +
        'chromium fonts-liberation) or set CHROMIUM_PATH, then try again.',
    );
  }
  say('Installing Debian Chromium for the browser tests (apt-get, about 1 minute)…');
  if (!aptInstall(['chromium', 'fonts-liberation']) || !existsSync(CHROMIUM)) {
    throw new PreflightError(
      'Installing Chromium with apt-get failed: run `apt-get install -y chromium fonts-liberation` to see why.',
    );
  }
}

/**
 * Installs the Debian packages the other engines' journeys need (REQUIREMENTS in
 * tests/engines/support/requirements.mjs) when they are missing and this runs as root with
 * apt-get, as for Chromium. Anything still missing afterwards is left for the engine's own layer
 * to report, in one sentence, as a failure: an engine is never skipped.
 */
export async function installEngines(engines) {
  const { REQUIREMENTS, locate } = await import('../../tests/engines/support/requirements.mjs');
  const packages = [
    ...new Set(
      engines.flatMap((engine) =>
        (REQUIREMENTS[engine] ?? []).filter((r) => !locate(r)).map((r) => r.package),
      ),
    ),
  ];
  if (packages.length === 0 || !canApt()) return;
  say(`Installing ${packages.join(', ')} for the ${engines.join(' and ')} journeys (apt-get)…`);
  aptInstall(packages);
}

/** Runs main(); a PreflightError prints its sentence only, anything else its stack. */
export function runMain(main) {
  main().then(
    (code) => process.exit(code ?? 0),
    (error) => {
      if (error instanceof PreflightError) console.error(`\x1b[31m✖\x1b[0m ${error.message}`);
      else console.error(error);
      process.exit(1);
    },
  );
}
