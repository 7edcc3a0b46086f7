import { describe, expect, it } from 'vitest';
import { readCommands } from './checks.mjs';
import { AGENT, changesState, FACTS, FIRST_DEPLOY, PROJECT, ROLE, run } from './fake-deploy';
import { buildPlan, CORS_FILE, INDEX_POLL_MS } from './plan.mjs';
import { storageCors } from './storage-cors.mjs';

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
