// Runs a command inside `firebase emulators:exec` (auth, firestore, storage, and hosting when
// there is a build to serve), with the project's rules and the locally built emulator jars.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { prepareEmulatorJars } from './emulator-jars.mjs';
import { writeLocalConfig } from './hosting-config.mjs';
import { APP_PORT_ENV, PORTS, PORT_OFFSET, PROJECT_ID, ROOT } from './local-config.mjs';

const FIREBASE = join(ROOT, 'node_modules', '.bin', 'firebase');

/**
 * Resolves with the command's exit code. firebase-tools stops every emulator when
 * the command ends, and on SIGINT/SIGTERM, which we pass on instead of dying first.
 * With `hostingDir`, Firebase's Hosting emulator serves the build there with firebase.json's
 * rewrites and headers, on PREVIEW_PORT.
 */
export async function runInEmulators(command, { env = {}, hostingDir } = {}) {
  const jars = await prepareEmulatorJars();
  // The Storage emulator keeps its files in $TMPDIR/firebase/storage and deletes that folder
  // when it stops: a temp folder of our own keeps two stacks on one machine apart.
  const tmp = join(ROOT, '.cache', `tmp-${String(PORT_OFFSET)}`);
  mkdirSync(tmp, { recursive: true });
  const child = spawn(
    FIREBASE,
    [
      'emulators:exec',
      '--only',
      hostingDir ? 'auth,firestore,storage,hosting' : 'auth,firestore,storage',
      '--project',
      PROJECT_ID,
      '--config',
      writeLocalConfig({ publicDir: hostingDir }),
      // Warnings and errors only: the Hosting emulator would log every request the app makes.
      '--log-verbosity',
      'QUIET',
      command,
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...APP_PORT_ENV,
        TMPDIR: tmp,
        ...jars,
        ...env,
        FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
      },
      stdio: 'inherit',
    },
  );
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const code = await new Promise((resolve) =>
    child.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))),
  );
  process.off('SIGINT', forward);
  process.off('SIGTERM', forward);
  killStrayEmulators(jars.FIRESTORE_EMULATOR_BINARY_PATH);
  return { code };
}

/**
 * If firebase-tools itself crashes, it does not stop the Firestore emulator (Java, in
 * its own process group), which then holds its port. Stop the one on our port. (The
 * storage rules runtime exits by itself when its stdin closes.)
 */
function killStrayEmulators(launcherJar) {
  if (!launcherJar || !existsSync('/proc')) return;
  const ours = `--port ${PORTS.firestore} `;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let cmdline = '';
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      continue; // gone already
    }
    if (cmdline.startsWith('java ') && cmdline.includes(launcherJar) && cmdline.includes(ours)) {
      try {
        process.kill(Number(pid), 'SIGTERM');
      } catch {
        // not ours to stop, or already stopped
      }
    }
  }
}
