#!/usr/bin/env node
// Deploys the app to a real Firebase project in one command, checking first what would make the
// deploy fail half-way (docs/deploying.md):
//
//   npm run deploy -- --project <project-id>             # checks, builds, deploys, finishes the set-up
//   npm run deploy -- --project <project-id> --dry-run   # prints every step and command, changes nothing
//
// Exit codes: 0 done; 1 stopped, with one sentence saying what to do; 2 deployed, but the steps
// that need gcloud (missing here) were printed to run by hand: the site is up, yet "Save for
// offline" or admin uploads may not work until they are run, so a script must not take it for done.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DeployError } from './lib/deploy/checks.mjs';
import { ENV_FILE } from './lib/deploy/production-env.mjs';
import { deploy } from './lib/deploy/run.mjs';
import { ensureDependencies } from './lib/preflight.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const HOSTING_CONFIG = join(ROOT, 'scripts', 'lib', 'hosting-config.mjs');

function parseArgs(argv) {
  const args = { projectId: undefined, dryRun: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--dry-run') args.dryRun = true;
    else if (arg === '--project') args.projectId = argv[(i += 1)];
    else if (arg.startsWith('--project=')) args.projectId = arg.slice('--project='.length);
    else {
      throw new DeployError(
        `Unknown argument ${arg}: use npm run deploy -- --project <project-id> [--dry-run].`,
      );
    }
  }
  return args;
}

/** Runs one shell command from the repository's root; `stream` shows its output as it comes. */
function exec(command, { stream = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', command], {
      cwd: ROOT,
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => (stdout += chunk));
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => resolve({ code: 127, stdout, stderr: error.message }));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

async function writeDeployConfig({ appCheck }) {
  if (!existsSync(HOSTING_CONFIG)) {
    throw new DeployError(
      'scripts/lib/hosting-config.mjs is missing, and with it the Hosting configuration of the ' +
        'build: restore it from git (git checkout -- scripts/lib/hosting-config.mjs) and try again.',
    );
  }
  const hosting = await import(pathToFileURL(HOSTING_CONFIG).href);
  return hosting.writeDeployConfig({ publicDir: join(ROOT, 'dist'), appCheck });
}

async function main() {
  const { projectId, dryRun } = parseArgs(process.argv.slice(2));
  // A fresh clone has no node_modules: npx would fetch firebase-tools from the registry, or stop.
  ensureDependencies();
  const { loadEnv } = await import('vite');
  const indexes = JSON.parse(readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8')).indexes;
  return deploy({
    projectId,
    dryRun,
    exec,
    // What the production build will see: mode production's .env files and the process's variables.
    env: loadEnv('production', ROOT, ['VITE_', 'SITE_']),
    envFileExists: existsSync(join(ROOT, ENV_FILE)),
    writeFile: (file, text) => {
      mkdirSync(dirname(join(ROOT, file)), { recursive: true });
      writeFileSync(join(ROOT, file), text);
    },
    writeDeployConfig,
    readFile: (file) => readFileSync(join(ROOT, file), 'utf8'),
    expectedIndexes: indexes.length,
    print: (line) => console.log(line),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: () => Date.now(),
  });
}

main().then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof DeployError) console.error(`\x1b[31m✖\x1b[0m ${error.message}`);
    else console.error(error);
    process.exit(1);
  },
);
