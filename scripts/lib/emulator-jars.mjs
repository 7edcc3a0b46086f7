// Prepares the two jars that let firebase-tools 14.27.0 run its Firestore and Storage emulators
// on our machines without downloading anything (they have no internet):
//
// - a manifest-only launcher for the preinstalled Firestore emulator jar, which has no Main-Class
//   and so cannot be given to firebase-tools (`java -jar`) as it is;
// - our storage rules runtime (tools/storage-rules-emulator/StorageRulesRuntime.java), compiled
//   against that same jar, which holds the Firebase rules engine.
//
// Usage:
//   const env = await prepareEmulatorJars({ log: console.log });
//   spawn('npx', ['firebase', 'emulators:exec', ...], { env: { ...process.env, ...env } });
// Where the preinstalled jar is absent (a laptop with JDK 21 and internet) it returns {}, and
// firebase-tools downloads its own jars as usual.
//
// Node builtins only: this runs before anything else in `npm start` / `npm test`.

import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

export const PREINSTALLED_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const RUNTIME_MAIN_CLASS = 'StorageRulesRuntime';

// The runtime speaks this exact version's protocol, and relies on our patch of its stdout handler.
export const FIREBASE_TOOLS_VERSION = '14.27.0';
const PATCH_MARKER = 'museo-guia patch: split the runtime stdout on newlines';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const RUNTIME_SOURCE = join(REPO_ROOT, 'tools/storage-rules-emulator/StorageRulesRuntime.java');
const CACHE_DIR = join(REPO_ROOT, '.cache/emulators');

const JAVA_HINT =
  'Java 17 (JDK) is required for the local Firebase emulators: apt-get install -y openjdk-17-jdk-headless';

/**
 * Returns the env vars to hand to firebase-tools: {FIRESTORE_EMULATOR_BINARY_PATH,
 * STORAGE_EMULATOR_BINARY_PATH}, or {} where the preinstalled Firestore emulator jar is absent.
 * Throws when that jar exists but java/javac do not, or firebase-tools is not the patched 14.27.0.
 */
export async function prepareEmulatorJars({ log = () => {} } = {}) {
  if (!existsSync(PREINSTALLED_FIRESTORE_JAR)) {
    log(`No preinstalled Firestore emulator jar; firebase-tools will download its own emulators.`);
    return {};
  }
  await checkJava();
  checkFirebaseTools();
  await mkdir(CACHE_DIR, { recursive: true });

  const firestoreLauncher = join(CACHE_DIR, 'cloud-firestore-emulator-launcher.jar');
  await writeIfChanged(
    firestoreLauncher,
    zip([{ name: 'META-INF/MANIFEST.MF', data: manifest(FIRESTORE_MAIN_CLASS) }]),
  );

  const runtimeJar = join(CACHE_DIR, 'storage-rules-runtime.jar');
  if (await isStale(runtimeJar, [RUNTIME_SOURCE, PREINSTALLED_FIRESTORE_JAR])) {
    log('Compiling the storage rules runtime (javac)...');
    await buildRuntimeJar(runtimeJar);
  }

  return {
    FIRESTORE_EMULATOR_BINARY_PATH: firestoreLauncher,
    STORAGE_EMULATOR_BINARY_PATH: runtimeJar,
  };
}

/** Resolves to the `java -version` line; throws one clear sentence if java/javac are unusable. */
export async function checkJava() {
  let javaVersion;
  try {
    // Both at once: each starts a JVM. java -version writes to stderr.
    const [java] = await Promise.all([run('java', ['-version']), run('javac', ['-version'])]);
    javaVersion = java.stderr.split('\n')[0];
  } catch {
    throw new Error(JAVA_HINT);
  }
  const match = /version "(\d+)(?:\.(\d+))?/.exec(javaVersion);
  const major = match ? Number(match[1] === '1' ? match[2] : match[1]) : 0;
  if (major < 17) {
    throw new Error(`${JAVA_HINT} (found: ${javaVersion})`);
  }
  return javaVersion;
}

function checkFirebaseTools() {
  const require = createRequire(join(REPO_ROOT, 'package.json'));
  const pkgPath = require.resolve('firebase-tools/package.json');
  const { version } = JSON.parse(readFileSync(pkgPath, 'utf8'));
  if (version !== FIREBASE_TOOLS_VERSION) {
    throw new Error(
      `The storage rules runtime speaks firebase-tools ${FIREBASE_TOOLS_VERSION}'s protocol, but ` +
        `firebase-tools ${version} is installed: pin ${FIREBASE_TOOLS_VERSION} or port ` +
        `tools/storage-rules-emulator and patches/ to the new version.`,
    );
  }
  const runtimeJs = join(dirname(pkgPath), 'lib/emulator/storage/rules/runtime.js');
  if (!readFileSync(runtimeJs, 'utf8').includes(PATCH_MARKER)) {
    // Unpatched, replies arriving in one stdout chunk are lost and parallel uploads hang.
    throw new Error(
      `firebase-tools ${FIREBASE_TOOLS_VERSION} lacks the project's patch ` +
        `(patches/firebase-tools+${FIREBASE_TOOLS_VERSION}.patch): run \`npx patch-package\`.`,
    );
  }
}

async function buildRuntimeJar(target) {
  const work = await mkdtemp(join(CACHE_DIR, 'build-'));
  try {
    try {
      // -proc:none: the Firestore jar lists an annotation processor it does not contain.
      await run('javac', [
        '-proc:none',
        '-nowarn',
        '-encoding',
        'UTF-8',
        '--release',
        '17',
        '-cp',
        PREINSTALLED_FIRESTORE_JAR,
        '-d',
        work,
        RUNTIME_SOURCE,
      ]);
    } catch (error) {
      throw new Error(
        `javac failed on ${relative(REPO_ROOT, RUNTIME_SOURCE)}:\n${error.stderr ?? error}`,
      );
    }
    const entries = [{ name: 'META-INF/MANIFEST.MF', data: manifest(RUNTIME_MAIN_CLASS) }];
    for (const file of await listFiles(work)) {
      entries.push({ name: relative(work, file).split(sep).join('/'), data: await readFile(file) });
    }
    await writeAtomically(target, zip(entries));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function isStale(output, inputs) {
  const built = await stat(output).catch(() => null);
  if (!built) return true;
  for (const input of inputs) {
    if ((await stat(input)).mtimeMs > built.mtimeMs) return true;
  }
  return false;
}

async function listFiles(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(path)));
    else out.push(path);
  }
  return out.sort();
}

async function writeIfChanged(path, data) {
  const current = await readFile(path).catch(() => null);
  if (!current || !current.equals(data)) await writeAtomically(path, data);
}

// Two runs starting at once (npm start and npm test) must never see a half-written jar.
async function writeAtomically(path, data) {
  const tmp = `${path}.${process.pid}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, path);
}

function run(command, args) {
  return new Promise((resolvePromise, reject) => {
    execFile(command, args, { encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) reject(Object.assign(error, { stdout, stderr }));
      else resolvePromise({ stdout, stderr });
    });
  });
}

// ---- jar writing ------------------------------------------------------------------------------

// Class-Path points at the preinstalled jar by absolute file: URL, so the launcher and the
// runtime work wherever .cache/ lives.
function manifest(mainClass) {
  const lines = [
    'Manifest-Version: 1.0',
    'Created-By: museo-guia scripts/lib/emulator-jars.mjs',
    `Main-Class: ${mainClass}`,
    `Class-Path: ${pathToFileURL(PREINSTALLED_FIRESTORE_JAR).href}`,
  ];
  return Buffer.from(lines.map(wrapManifestLine).join('') + '\r\n', 'utf8');
}

// The jar spec caps manifest lines at 72 bytes; longer values continue on lines that start with
// one space. (The file URL above is longer than that.)
function wrapManifestLine(line) {
  const bytes = Buffer.from(line, 'utf8');
  const parts = [bytes.subarray(0, 72)];
  for (let i = 72; i < bytes.length; i += 71) parts.push(bytes.subarray(i, i + 71));
  return parts.map((p, i) => (i === 0 ? '' : ' ') + p.toString('utf8') + '\r\n').join('');
}

const crc32 = zlib.crc32 ?? crc32Fallback; // zlib.crc32 exists from Node 20.15 / 22.2

function crc32Fallback(data) {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A zip of stored (uncompressed) entries: all `java -jar` needs. Fixed timestamps keep the bytes
 * identical from run to run, so an unchanged launcher is not rewritten.
 */
function zip(entries) {
  const DOS_TIME = 0;
  const DOS_DATE = (0 << 9) | (1 << 5) | 1; // 1980-01-01
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4); // version needed: 1.0
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, nameBytes, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(10, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}
