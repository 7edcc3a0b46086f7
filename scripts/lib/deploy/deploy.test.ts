import { describe, expect, it } from 'vitest';
import { DeployError, readCommands, type ExecResult, type Facts } from './checks.mjs';
import { buildPlan, CORS_FILE, INDEX_POLL_MS, INDEX_TIMEOUT_MS } from './plan.mjs';
import { deploy, EXIT_STEPS_LEFT } from './run.mjs';
import { storageCors } from './storage-cors.mjs';

const PROJECT = 'museo-guia-prod';
const NUMBER = '123456789012';
const BUCKET = `${PROJECT}.firebasestorage.app`;
const AGENT = `serviceAccount:service-${NUMBER}@gcp-sa-firebasestorage.iam.gserviceaccount.com`;
const ROLE = 'roles/firebaserules.firestoreServiceAgent';

const ENV = {
  VITE_FIREBASE_API_KEY: 'AIzaSyExample',
  VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: PROJECT,
  VITE_FIREBASE_STORAGE_BUCKET: BUCKET,
  VITE_FIREBASE_APP_ID: `1:${NUMBER}:web:abc`,
  SITE_CUSTOM_DOMAIN: 'guia.example.org',
};

/** The commands of a first deploy, in order, when every binding is missing. */
const FIRST_DEPLOY = [
  'npx tsc --noEmit',
  'npx vite build --mode production',
  `npx firebase deploy --only firestore:rules,firestore:indexes,storage,hosting --project ${PROJECT} --config firebase.deploy.json --non-interactive`,
  `gcloud storage buckets update gs://${BUCKET} --cors-file=.cache/storage-cors.json`,
  `gcloud projects get-iam-policy ${PROJECT} --format=json`,
  `gcloud projects add-iam-policy-binding ${PROJECT} --member=${AGENT} --role=${ROLE} --condition=None`,
  `gcloud firestore indexes composite list --project ${PROJECT} --format=json`,
  `npx firebase firestore:databases:update '(default)' --point-in-time-recovery ENABLED --project ${PROJECT} --non-interactive`,
  `npx firebase firestore:backups:schedules:create --database '(default)' --recurrence DAILY --retention 7d --project ${PROJECT} --non-interactive`,
];

interface World {
  loggedIn: boolean;
  projects: { projectId: string; projectNumber: string }[];
  gcloud: 'ready' | 'missing' | 'no-account';
  billing: 'True' | 'False';
  databases: { name: string; locationId: string }[];
  schedules: unknown[];
  bindings: { role: string; members: string[] }[];
  /** What each listing of the indexes answers, in turn; the last one repeats. */
  indexStates: string[][];
  /** Commands that fail (exit code 1). */
  failing: RegExp[];
}

const ok = (stdout = ''): ExecResult => ({ code: 0, stdout, stderr: '' });
const firebaseJson = (result: unknown) =>
  ok(JSON.stringify({ status: 'success', result }, null, 2));
const indexes = (states: string[]) =>
  ok(
    JSON.stringify(
      states.map((state, i) => ({
        name: `projects/${PROJECT}/databases/(default)/collectionGroups/${i === 0 ? 'obras' : 'comments'}/indexes/CICAg${String(i)}`,
        state,
      })),
    ),
  );

/** A fake shell: the Firebase and Google Cloud CLIs as a project in `world` would answer. */
function fakeShell(overrides: Partial<World> = {}) {
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
    if (command.startsWith('gcloud firestore indexes composite list')) {
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
async function run(
  args: {
    world?: Partial<World>;
    dryRun?: boolean;
    env?: Record<string, string>;
    envFileExists?: boolean;
    projectId?: string | undefined;
    /** What writeDeployConfig does instead of returning firebase.deploy.json. */
    hostingConfig?: () => string;
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
    writeDeployConfig: () => {
      events.push('writeDeployConfig');
      return args.hostingConfig ? args.hostingConfig() : 'firebase.deploy.json';
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

const FACTS: Facts = {
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
};

/** One sentence that says what to do: one line, one full stop at its end. */
function expectOneSentence(error: Error | null) {
  expect(error).toBeInstanceOf(DeployError);
  expect(error?.message).toMatch(/^[^\n]+\.$/);
  expect(error?.message).not.toMatch(/\.\s+[A-Z]/);
}

const changesState = (command: string) =>
  !Object.values(readCommands(PROJECT)).includes(command) &&
  !command.startsWith('gcloud projects get-iam-policy') &&
  !command.startsWith('gcloud firestore indexes composite list');

describe('the plan', () => {
  it('of a first deploy: build, Hosting config, deploy, CORS, the Storage agent, indexes, backups', () => {
    const plan = buildPlan(FACTS, { expectedIndexes: 2 });
    expect(plan.map((step) => [step.key, step.needsGcloud])).toEqual([
      ['build', false],
      ['hosting-config', false],
      ['firebase-deploy', false],
      ['cors', true],
      ['storage-agent', true],
      ['indexes', true],
      ['backups', false],
    ]);
    const shell = plan.flatMap((step) => step.commands).filter((c) => !c.startsWith('#'));
    expect(shell.map((c) => c.replace(/\s+# only when the role is missing$/, ''))).toEqual(
      FIRST_DEPLOY,
    );
    expect(plan.find((step) => step.key === 'cors')?.cors).toEqual(
      storageCors({ projectId: PROJECT, customDomain: 'guia.example.org' }),
    );
  });

  it('of a re-deploy: the same without turning on recovery and backups again', () => {
    const plan = buildPlan({ ...FACTS, firstDeploy: false }, { expectedIndexes: 2 });
    expect(plan.map((step) => step.key)).toEqual([
      'build',
      'hosting-config',
      'firebase-deploy',
      'cors',
      'storage-agent',
      'indexes',
    ]);
    expect(plan.flatMap((step) => step.commands).join('\n')).not.toMatch(/backups|recovery/);
  });
});

describe('npm run deploy', () => {
  it('checks, then runs a first deploy in order and finishes the set-up', async () => {
    const result = await run();
    expect(result.error).toBeNull();
    expect(result.code).toBe(0);
    expect(result.calls.filter(changesState)).toEqual(
      FIRST_DEPLOY.filter((c) => !c.includes('get-iam-policy') && !c.includes('indexes composite')),
    );
    // The checks come first; the Hosting config is written after the build, before the deploy.
    expect(result.events.slice(0, 6)).toEqual(Object.values(readCommands(PROJECT)));
    const order = (event: string) => result.events.findIndex((e) => e.startsWith(event));
    expect(order('npx vite build')).toBeLessThan(order('writeDeployConfig'));
    expect(order('writeDeployConfig')).toBeLessThan(order('npx firebase deploy'));
    expect(order(`write ${CORS_FILE}`)).toBeLessThan(order('gcloud storage buckets update'));
    expect(JSON.parse(result.files.get(CORS_FILE) ?? '')).toEqual(
      storageCors({ projectId: PROJECT, customDomain: 'guia.example.org' }),
    );
    // The long commands show their output as it comes.
    expect(result.streamed).toContain('npx vite build --mode production');
    expect(result.streamed).toContain(FIRST_DEPLOY[2]);
    expect(result.output).toContain('Deployed museo-guia-prod: every step is done.');
  });

  it('re-deploys without touching the backups, and grants nothing already granted', async () => {
    const result = await run({
      world: { schedules: [{ name: 'b1' }], bindings: [{ role: ROLE, members: [AGENT] }] },
    });
    expect(result.code).toBe(0);
    expect(result.output).toContain('This is a re-deploy.');
    expect(result.calls.join('\n')).not.toMatch(
      /add-iam-policy-binding|schedules:create|databases:update/,
    );
    expect(result.output).toContain(`The Storage service agent already has ${ROLE}.`);
  });

  it('waits while the indexes build, then says they are ready', async () => {
    const result = await run({
      world: {
        indexStates: [[], ['CREATING', 'CREATING'], ['READY', 'CREATING'], ['READY', 'READY']],
      },
    });
    expect(result.code).toBe(0);
    expect(result.calls.filter((c) => c.includes('indexes composite list'))).toHaveLength(4);
    expect(result.elapsed()).toBe(3 * INDEX_POLL_MS);
    expect(result.output).toContain('1 of 2 Firestore indexes ready');
    expect(result.output).toContain('All 2 Firestore indexes are ready.');
  });
});

describe('npm run deploy -- --dry-run', () => {
  it('prints every step with its commands and runs nothing that changes anything', async () => {
    const result = await run({ dryRun: true });
    expect(result.error).toBeNull();
    expect(result.code).toBe(0);
    expect(result.calls.filter(changesState)).toEqual([]);
    expect(result.events.filter((e) => !result.calls.includes(e))).toEqual([]);
    expect(result.files.size).toBe(0);
    for (const step of buildPlan(FACTS, { expectedIndexes: 2 })) {
      expect(result.output).toContain(step.title);
      for (const command of step.commands) expect(result.output).toContain(command);
    }
    for (const command of Object.values(readCommands(PROJECT))) {
      expect(result.output).toContain(`$ ${command}`);
    }
    expect(result.output).toContain('"https://guia.example.org"');
    expect(result.output).toContain('The plan of a first deploy:');
    expect(result.output).toContain('Dry run: nothing was changed. 0 of 7 checks');
  });

  it('on a fresh clone (no login, no gcloud, no .env.production.local) prints the whole first deploy', async () => {
    const result = await run({
      dryRun: true,
      projectId: 'demo-museo-guia',
      env: {},
      envFileExists: false,
      world: { loggedIn: false, gcloud: 'missing' },
    });
    expect(result.code).toBe(0);
    // Only the two reads that need no login: nothing else could be asked.
    expect(result.calls).toEqual([
      'npx firebase login:list',
      "gcloud auth list --filter=status:ACTIVE --format='value(account)'",
    ]);
    expect(result.files.size).toBe(0);
    for (const step of buildPlan(
      {
        ...FACTS,
        projectId: 'demo-museo-guia',
        projectNumber: null,
        gcloud: false,
        bucket: 'demo-museo-guia.firebasestorage.app',
        customDomain: null,
      },
      { expectedIndexes: 2 },
    )) {
      for (const command of step.commands) expect(result.output).toContain(command);
    }
    expect(result.output).toContain('service-PROJECT_NUMBER@gcp-sa-firebasestorage');
    expect(result.output).toContain('✖ You are not logged in to the Firebase CLI');
    expect(result.output).toContain('✖ There is no .env.production.local');
    expect(result.output).toContain('The billing plan cannot be read without gcloud');
    expect(result.output).toContain(
      'The plan of a first deploy (assumed: the backup schedules could not be read):',
    );
    expect(result.output).toContain(
      '[needs gcloud, not available: would be printed to run by hand]',
    );
    expect(result.output).toContain('7 of 7 checks did not pass or could not be made');
  });
});

describe('each failure says what to do in one sentence', () => {
  it('no project given', async () => {
    const result = await run({ projectId: undefined });
    expectOneSentence(result.error);
    expect(result.error?.message).toMatch(
      /^Say which Firebase project to deploy to: npm run deploy -- --project/,
    );
    expect(result.calls).toEqual([]);
  });

  it('a project ID that could not be one (it is written into shell commands)', async () => {
    const result = await run({ projectId: 'prod; rm -rf ~' });
    expectOneSentence(result.error);
    expect(result.calls).toEqual([]);
  });

  it('not logged in to the Firebase CLI', async () => {
    const result = await run({ world: { loggedIn: false } });
    expectOneSentence(result.error);
    expect(result.error?.message).toBe(
      'You are not logged in to the Firebase CLI: run `npx firebase login` and try again.',
    );
    expect(result.calls.filter(changesState)).toEqual([]);
  });

  it('the project cannot be reached', async () => {
    const result = await run({
      world: { projects: [{ projectId: 'other-project', projectNumber: '1' }] },
    });
    expectOneSentence(result.error);
    expect(result.error?.message).toMatch(
      /^Project museo-guia-prod is not among the Firebase projects ada@example.org can reach: /,
    );
    const listing = await run({ world: { failing: [/projects:list/] } });
    expectOneSentence(listing.error);
    expect(listing.error?.message).toMatch(
      /^Could not list your Firebase projects \(Error: HTTP Error: 403/,
    );
  });

  it('not on the Blaze plan', async () => {
    const result = await run({ world: { billing: 'False' } });
    expectOneSentence(result.error);
    expect(result.error?.message).toMatch(
      /^Project museo-guia-prod is not on the Blaze plan: upgrade it in/,
    );
    expect(result.calls.filter(changesState)).toEqual([]);
  });

  it('an environment variable missing, or for another project', async () => {
    const missing = await run({ env: { ...ENV, VITE_FIREBASE_API_KEY: '' } });
    expectOneSentence(missing.error);
    expect(missing.error?.message).toMatch(
      /^VITE_FIREBASE_API_KEY is missing or empty in \.env\.production\.local/,
    );
    const other = await run({ env: { ...ENV, VITE_FIREBASE_PROJECT_ID: 'museo-guia-test' } });
    expectOneSentence(other.error);
    expect(other.error?.message).toMatch(/is for project "museo-guia-test", not "museo-guia-prod"/);
    expect([...missing.calls, ...other.calls].filter(changesState)).toEqual([]);
  });

  it('no Firestore database yet', async () => {
    const result = await run({ world: { databases: [] } });
    expectOneSentence(result.error);
    expect(result.error?.message).toMatch(
      /^Project museo-guia-prod has no Firestore database yet: create it in Firebase console › Firestore Database, in southamerica-east1/,
    );
  });

  it('gcloud missing: the deploy goes on, prints the gcloud steps to run by hand, and exits 2', async () => {
    const result = await run({ world: { gcloud: 'missing' } });
    expect(result.error).toBeNull();
    expect(result.code).toBe(EXIT_STEPS_LEFT);
    expect(result.calls.filter((c) => c.startsWith('gcloud'))).toEqual([
      "gcloud auth list --filter=status:ACTIVE --format='value(account)'",
    ]);
    // What needs no gcloud still runs: the deploy, and the backups of a first deploy.
    expect(result.calls).toContain(FIRST_DEPLOY[2]);
    expect(result.calls).toContain(FIRST_DEPLOY[8]);
    // The CORS file is written for the command to be run by hand.
    expect(result.files.has(CORS_FILE)).toBe(true);
    expect(result.output).toContain('The billing plan cannot be read without gcloud');
    const summary = result.output.slice(
      result.output.indexOf('need gcloud, which is not available'),
    );
    expect(summary).toContain(`$ ${FIRST_DEPLOY[3] ?? ''}`);
    expect(summary).toContain(`$ ${FIRST_DEPLOY[5] ?? ''}`);
    expect(summary).toContain(`$ ${FIRST_DEPLOY[6] ?? ''}`);
    expect(summary).not.toContain('get-iam-policy');
  });

  it('gcloud installed but logged out counts as missing', async () => {
    const result = await run({ world: { gcloud: 'no-account' } });
    expect(result.code).toBe(EXIT_STEPS_LEFT);
    expect(result.output).toContain(
      'gcloud has no account logged in: the steps that need it will be printed for you to run by hand (run `gcloud auth login` to let the deploy run them).',
    );
  });

  it('the indexes not ready in time', async () => {
    const result = await run({ world: { indexStates: [['READY', 'CREATING']] } });
    expectOneSentence(result.error);
    expect(result.error?.message).toMatch(
      /^The Firestore indexes were not ready after 20 minutes \(still building: comments\): the site is deployed/,
    );
    expect(result.elapsed()).toBeGreaterThanOrEqual(INDEX_TIMEOUT_MS);
    expect(result.elapsed()).toBeLessThan(INDEX_TIMEOUT_MS + INDEX_POLL_MS);
    // Nothing after it ran: a first deploy's backups wait for a finished deploy.
    expect(result.calls.join('\n')).not.toMatch(/schedules:create/);
  });

  it('an index that failed to build', async () => {
    const result = await run({ world: { indexStates: [['READY', 'NEEDS_REPAIR']] } });
    expectOneSentence(result.error);
    expect(result.error?.message).toMatch(
      /^The Firestore index on comments failed to build: delete it/,
    );
  });

  it('a failing firebase deploy', async () => {
    const result = await run({ world: { failing: [/^npx firebase deploy/] } });
    expectOneSentence(result.error);
    expect(result.error?.message).toMatch(
      /^npx firebase deploy failed \(exit code 1\): read its messages above/,
    );
    expect(result.calls.join('\n')).not.toMatch(/gcloud storage|add-iam|schedules:create/);
  });

  it('a failing build deploys nothing', async () => {
    const result = await run({ world: { failing: [/^npx tsc/] } });
    expectOneSentence(result.error);
    expect(result.error?.message).toMatch(/^The build failed \(`npx tsc --noEmit` exited with 1\)/);
    expect(result.events).not.toContain('writeDeployConfig');
    expect(result.calls.join('\n')).not.toMatch(/firebase deploy/);
  });

  it('the Hosting configuration cannot be written', async () => {
    const result = await run({
      hostingConfig: () => {
        throw new Error('dist/assets does not exist: build the app first.');
      },
    });
    expectOneSentence(result.error);
    expect(result.error?.message).toBe(
      'firebase.deploy.json could not be written (dist/assets does not exist: build the app ' +
        'first): fix what it names and run npm run deploy again.',
    );
    expect(result.calls.join('\n')).not.toMatch(/firebase deploy/);
  });

  it('gcloud refused to change the bucket or the IAM policy', async () => {
    const cors = await run({ world: { failing: [/^gcloud storage buckets update/] } });
    expectOneSentence(cors.error);
    expect(cors.error?.message).toMatch(
      /^gcloud could not set the bucket's CORS configuration \(Error: HTTP Error: 403/,
    );
    const iam = await run({ world: { failing: [/add-iam-policy-binding/] } });
    expectOneSentence(iam.error);
    expect(iam.error?.message).toMatch(
      /an owner of the project must run `gcloud projects add-iam-policy-binding/,
    );
  });
});
