// The world the deploy tests run in: a project as the Firebase and Google Cloud CLIs would
// answer for it, a fake shell that answers so, and the deploy run against it, all it does captured.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { withAppCheck } from '../app-check-csp.mjs';
import { DeployError, readCommands, type ExecResult, type Facts } from './checks.mjs';
import { deploy } from './run.mjs';

export const PROJECT = 'museo-guia-prod';
export const NUMBER = '123456789012';
export const BUCKET = `${PROJECT}.firebasestorage.app`;
export const AGENT = `serviceAccount:service-${NUMBER}@gcp-sa-firebasestorage.iam.gserviceaccount.com`;
export const ROLE = 'roles/firebaserules.firestoreServiceAgent';

export const ENV = {
  VITE_FIREBASE_API_KEY: 'AIzaSyExample',
  VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: PROJECT,
  VITE_FIREBASE_STORAGE_BUCKET: BUCKET,
  VITE_FIREBASE_APP_ID: `1:${NUMBER}:web:abc`,
  VITE_PRIVACY_CONTACT: 'privacidad@museo-guia.com.ar',
  VITE_DATA_LOCATION: 'southamerica-east1 (São Paulo, Brasil)',
  SITE_CUSTOM_DOMAIN: 'guia.example.org',
};

/**
 * The commands of a first deploy, in order, when every binding is missing and recovery is off.
 * Hosting goes live only after the indexes are listed ready.
 */
export const FIRST_DEPLOY = [
  'npx tsc --noEmit',
  'npx vite build --mode production',
  `npx firebase deploy --only firestore:rules,firestore:indexes,storage --project ${PROJECT} --config firebase.deploy.json --non-interactive`,
  `gcloud storage buckets update gs://${BUCKET} --cors-file=.cache/storage-cors.json`,
  `gcloud projects get-iam-policy ${PROJECT} --format=json`,
  `gcloud projects add-iam-policy-binding ${PROJECT} --member=${AGENT} --role=${ROLE} --condition=None`,
  `npx firebase firestore:indexes --pretty --project ${PROJECT} --non-interactive`,
  `npx firebase deploy --only hosting --project ${PROJECT} --config firebase.deploy.json --non-interactive`,
  `npx firebase firestore:databases:get '(default)' --project ${PROJECT} --json`,
  `npx firebase firestore:databases:update '(default)' --point-in-time-recovery ENABLED --project ${PROJECT} --non-interactive`,
  `npx firebase firestore:backups:schedules:create --database '(default)' --recurrence DAILY --retention 7d --project ${PROJECT} --non-interactive`,
];

/** The commands that only read (the rest change something). */
const READS = [/gcloud projects get-iam-policy/, /firestore:indexes --pretty/, /databases:get/];

export interface World {
  loggedIn: boolean;
  projects: { projectId: string; projectNumber: string }[];
  gcloud: 'ready' | 'missing' | 'no-account';
  billing: 'True' | 'False';
  databases: { name: string; locationId: string }[];
  schedules: unknown[];
  bindings: { role: string; members: string[] }[];
  /** What each listing of the indexes answers, in turn; the last one repeats. */
  indexStates: string[][];
  /** The database's pointInTimeRecoveryEnablement. */
  recovery: 'POINT_IN_TIME_RECOVERY_ENABLED' | 'POINT_IN_TIME_RECOVERY_DISABLED';
  /** Commands that fail (exit code 1). */
  failing: RegExp[];
}

export const ok = (stdout = ''): ExecResult => ({ code: 0, stdout, stderr: '' });
export const firebaseJson = (result: unknown) =>
  ok(JSON.stringify({ status: 'success', result }, null, 2));
/** `firebase firestore:indexes --pretty` as firebase-tools 14 prints it, colours included. */
const indexes = (states: string[]) =>
  ok(
    [
      '\x1b[1m\x1b[37mCompound Indexes\x1b[39m\x1b[22m',
      ...(states.length === 0
        ? ['None']
        : states.map(
            (state, i) =>
              `\x1b[32m[${state}] \x1b[39m\x1b[36m(${i === 0 ? 'obras' : 'comments'})\x1b[39m -- ` +
              '(expositionId,ASCENDING) (order,ASCENDING) ',
          )),
      '',
      '\x1b[1m\x1b[37mField Overrides\x1b[39m\x1b[22m',
      '[\x1b[36mobras\x1b[39m.\x1b[33mdescription\x1b[39m] -- ',
      '',
    ].join('\n'),
  );

/** A fake shell: the Firebase and Google Cloud CLIs as a project in `world` would answer. */
export function fakeShell(overrides: Partial<World> = {}) {
  const world: World = {
    loggedIn: true,
    projects: [{ projectId: PROJECT, projectNumber: NUMBER }],
    gcloud: 'ready',
    billing: 'True',
    databases: [
      { name: `projects/${PROJECT}/databases/(default)`, locationId: 'southamerica-east1' },
    ],
    schedules: [],
    bindings: [{ role: 'roles/owner', members: ['user:ada@example.org'] }],
    indexStates: [['READY', 'READY']],
    recovery: 'POINT_IN_TIME_RECOVERY_DISABLED',
    failing: [],
    ...overrides,
  };
  const calls: string[] = [];
  const streamed: string[] = [];
  let indexListings = 0;
  const answer = (command: string): ExecResult => {
    if (world.failing.some((pattern) => pattern.test(command))) {
      return {
        code: 1,
        stdout: '',
        stderr: 'Error: HTTP Error: 403, The caller does not have permission\n',
      };
    }
    if (command === 'npx firebase login:list') {
      return world.loggedIn
        ? ok('Logged in as ada@example.org\n')
        : ok('⚠  No authorized accounts, run "firebase login"\n');
    }
    if (command.startsWith('npx firebase projects:list --json'))
      return firebaseJson(world.projects);
    if (command.startsWith('gcloud auth list')) {
      if (world.gcloud === 'missing')
        return { code: 127, stdout: '', stderr: 'sh: 1: gcloud: not found' };
      return ok(world.gcloud === 'ready' ? 'ops@example.org\n' : '');
    }
    if (command.startsWith('gcloud billing projects describe')) return ok(`${world.billing}\n`);
    if (command.startsWith('npx firebase firestore:databases:list'))
      return firebaseJson(world.databases);
    if (command.startsWith('npx firebase firestore:backups:schedules:list')) {
      return firebaseJson(world.schedules);
    }
    if (command.startsWith('gcloud projects get-iam-policy')) {
      return ok(JSON.stringify({ bindings: world.bindings, etag: 'BwX', version: 1 }));
    }
    if (command.startsWith('npx firebase firestore:databases:get')) {
      return firebaseJson({
        ...world.databases[0],
        pointInTimeRecoveryEnablement: world.recovery,
      });
    }
    if (command.startsWith('npx firebase firestore:indexes --pretty')) {
      const states = world.indexStates[Math.min(indexListings, world.indexStates.length - 1)] ?? [];
      indexListings += 1;
      return indexes(states);
    }
    if (
      [
        'npx tsc',
        'npx vite build',
        'npx firebase deploy',
        'gcloud storage buckets update',
        'gcloud projects add-iam-policy-binding',
        'npx firebase firestore:databases:update',
        'npx firebase firestore:backups:schedules:create',
      ].some((start) => command.startsWith(start))
    ) {
      return ok();
    }
    throw new Error(`the deploy ran a command the test does not know: ${command}`);
  };
  const exec = (command: string, options?: { stream?: boolean }) => {
    calls.push(command);
    if (options?.stream) streamed.push(command);
    return Promise.resolve(answer(command));
  };
  return { exec, calls, streamed };
}

/** Runs the deploy against a fake shell and captures everything it does. */
export async function run(
  args: {
    world?: Partial<World>;
    dryRun?: boolean;
    env?: Record<string, string>;
    envFileExists?: boolean;
    projectId?: string | undefined;
    /** What writeDeployConfig does instead of returning firebase.deploy.json. */
    hostingConfig?: () => string;
    /** The CSP the written configuration holds, instead of what hosting-config.mjs writes. */
    writtenCsp?: string;
  } = {},
) {
  const { world, dryRun = false, env = ENV, envFileExists = true } = args;
  const projectId = 'projectId' in args ? args.projectId : PROJECT;
  const shell = fakeShell(world);
  const lines: string[] = [];
  const files = new Map<string, string>();
  const events: string[] = [];
  let clock = 0;
  const options = {
    projectId,
    dryRun,
    exec: (command: string, opts?: { stream?: boolean }) => {
      events.push(command);
      return shell.exec(command, opts);
    },
    env,
    envFileExists,
    writeFile: (file: string, text: string) => {
      events.push(`write ${file}`);
      files.set(file, text);
    },
    writeDeployConfig: ({ appCheck }: { appCheck: boolean }) => {
      events.push(`writeDeployConfig${appCheck ? ' appCheck' : ''}`);
      const csp = args.writtenCsp ?? (appCheck ? withAppCheck(CSP) : CSP);
      files.set(
        'firebase.deploy.json',
        JSON.stringify({
          hosting: {
            headers: [{ source: '**', headers: [{ key: 'Content-Security-Policy', value: csp }] }],
          },
        }),
      );
      return args.hostingConfig ? args.hostingConfig() : 'firebase.deploy.json';
    },
    readFile: (file: string) => {
      const text = files.get(file);
      if (text === undefined) throw new Error(`ENOENT: ${file}`);
      return text;
    },
    expectedIndexes: 2,
    // eslint-disable-next-line no-control-regex
    print: (line: string) => lines.push(line.replace(/\x1b\[[0-9;]*m/g, '')),
    sleep: (ms: number) => {
      clock += ms;
      return Promise.resolve();
    },
    now: () => clock,
  };
  const outcome = await deploy(options).then(
    (code) => ({ code, error: null }),
    (error: unknown) => ({ code: null, error: error as Error }),
  );
  return { ...outcome, ...shell, output: lines.join('\n'), files, events, elapsed: () => clock };
}

/** firebase.json's production CSP. */
export const CSP =
  (
    JSON.parse(readFileSync('firebase.json', 'utf8')) as {
      hosting: { headers: { headers: { key: string; value: string }[] }[] };
    }
  ).hosting.headers
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy')?.value ?? '';

export const FACTS: Facts = {
  projectId: PROJECT,
  account: 'ada@example.org',
  projectNumber: NUMBER,
  gcloud: true,
  billing: true,
  bucket: BUCKET,
  bucketAssumed: false,
  customDomain: 'guia.example.org',
  databaseLocation: 'southamerica-east1',
  firstDeploy: true,
  firstDeployKnown: true,
  dailyBackup: false,
  appCheckSiteKey: null,
};

/** One sentence that says what to do: one line, one full stop at its end. */
export function expectOneSentence(error: Error | null) {
  expect(error).toBeInstanceOf(DeployError);
  expect(error?.message).toMatch(/^[^\n]+\.$/);
  expect(error?.message).not.toMatch(/\.\s+[A-Z]/);
}

export const changesState = (command: string) =>
  !Object.values(readCommands(PROJECT)).includes(command) &&
  !READS.some((read) => read.test(command));
