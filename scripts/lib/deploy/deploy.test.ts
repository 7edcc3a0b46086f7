import { describe, expect, it } from 'vitest';
import { readCommands } from './checks.mjs';
import { AGENT, changesState, ENV, FACTS, FIRST_DEPLOY, PROJECT, ROLE, run } from './fake-deploy';
import { buildPlan, compositeIndexes, consoleSteps, CORS_FILE, INDEX_POLL_MS } from './plan.mjs';
import { storageCors } from './storage-cors.mjs';

describe('the plan', () => {
  it('builds, deploys the rules and indexes, waits for the indexes, then Hosting, then recovery', () => {
    const plan = buildPlan(FACTS, { expectedIndexes: 2 });
    expect(plan.map((step) => [step.key, step.needsGcloud])).toEqual([
      ['build', false],
      ['hosting-config', false],
      ['rules-deploy', false],
      ['cors', true],
      ['storage-agent', true],
      ['indexes', false],
      ['hosting-deploy', false],
      ['recovery', false],
      ['console', false],
    ]);
    const shell = plan.flatMap((step) => step.commands).filter((c) => !c.startsWith('#'));
    expect(shell.map((c) => c.replace(/\s+# only when .*$/, ''))).toEqual(FIRST_DEPLOY);
    expect(plan.find((step) => step.key === 'cors')?.cors).toEqual(
      storageCors({ projectId: PROJECT, customDomain: 'guia.example.org' }),
    );
  });

  it('of a re-deploy: the same steps, recovery checked again', () => {
    const first = buildPlan(FACTS, { expectedIndexes: 2 });
    const again = buildPlan(
      { ...FACTS, firstDeploy: false, dailyBackup: true },
      { expectedIndexes: 2 },
    );
    expect(again.map((step) => step.key)).toEqual(first.map((step) => step.key));
    expect(again.flatMap((step) => step.commands)).toEqual(first.flatMap((step) => step.commands));
  });

  it('lists the mail templates and authorized domains to set by hand, on the site’s own domain', () => {
    const steps = buildPlan(FACTS, { expectedIndexes: 2 }).find((s) => s.key === 'console');
    expect(steps?.commands).toEqual([]);
    const text = steps?.console?.join('\n') ?? '';
    expect(text).toContain('Authentication › Templates');
    expect(text).toContain('sender name "Museo Guía"');
    expect(text).toContain('reply-to');
    expect(text).toContain('Customize action URL: https://guia.example.org/__/auth/action');
    expect(text).toMatch(/Authorized domains: .*guia\.example\.org/);
    expect(text).not.toContain('App Check');
    const noDomain = consoleSteps({ projectId: PROJECT, customDomain: null, appCheck: true });
    expect(noDomain.join('\n')).toContain(
      `Customize action URL: https://${PROJECT}.web.app/__/auth/action`,
    );
    expect(noDomain.join('\n')).toMatch(/App Check › APIs: .*enforce each only once/);
  });

  it('reads the index states from the Firebase CLI’s listing, and nothing from an unknown one', () => {
    expect(
      compositeIndexes(
        '\x1b[1mCompound Indexes\x1b[22m\n\x1b[32m[READY] \x1b[39m\x1b[36m(obras)\x1b[39m -- (expositionId,ASCENDING)\n' +
          '[CREATING] (comments) -- (expositionId,ASCENDING)\n\nField Overrides\n[obras.description] -- \n',
      ),
    ).toEqual([
      { state: 'READY', collection: 'obras' },
      { state: 'CREATING', collection: 'comments' },
    ]);
    expect(compositeIndexes('Compound Indexes\nNone\n\nField Overrides\nNone\n')).toEqual([]);
    expect(compositeIndexes('something else entirely')).toBeNull();
  });
});

describe('npm run deploy', () => {
  it('checks, then runs a first deploy in order and finishes the set-up', async () => {
    const result = await run();
    expect(result.error).toBeNull();
    expect(result.code).toBe(0);
    expect(result.calls.filter(changesState)).toEqual(
      FIRST_DEPLOY.filter((c) => !/get-iam-policy|indexes --pretty|databases:get/.test(c)),
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
    expect(result.streamed).toContain(FIRST_DEPLOY[7]);
    expect(result.output).toContain('By hand: Authentication › Templates');
    expect(result.output).toContain('Deployed museo-guia-prod: every step is done.');
  });

  it('puts Hosting live only after the indexes are listed ready', async () => {
    const result = await run({
      world: {
        indexStates: [
          ['CREATING', 'CREATING'],
          ['READY', 'READY'],
        ],
      },
    });
    const at = (pattern: RegExp) => result.events.findIndex((e) => pattern.test(e));
    const listings = result.events.flatMap((e, i) => (/indexes --pretty/.test(e) ? [i] : []));
    expect(listings).toHaveLength(2);
    expect(at(/--only firestore:rules,firestore:indexes,storage /)).toBeLessThan(listings[0] ?? -1);
    expect(at(/--only hosting /)).toBeGreaterThan(listings[1] ?? Infinity);
    expect(result.events.filter((e) => /firebase deploy/.test(e))).toHaveLength(2);
  });

  it('turns recovery back on in a re-deploy when it is off, and leaves the backups as they are', async () => {
    const result = await run({
      world: {
        schedules: [{ name: 'b1', retention: '604800s', dailyRecurrence: {} }],
        bindings: [{ role: ROLE, members: [AGENT] }],
        recovery: 'POINT_IN_TIME_RECOVERY_DISABLED',
      },
    });
    expect(result.code).toBe(0);
    expect(result.output).toContain('This is a re-deploy.');
    expect(result.output).toContain('Point-in-time recovery is off: turning it on.');
    expect(result.calls).toContain(FIRST_DEPLOY[9]);
    expect(result.calls.join('\n')).not.toMatch(/add-iam-policy-binding|schedules:create/);
    expect(result.output).toContain('A daily backup schedule exists.');
    expect(result.output).toContain(`The Storage service agent already has ${ROLE}.`);
  });

  it('re-deploys with recovery on and a daily backup without changing either', async () => {
    const result = await run({
      world: {
        schedules: [{ name: 'b1', dailyRecurrence: {} }],
        recovery: 'POINT_IN_TIME_RECOVERY_ENABLED',
      },
    });
    expect(result.code).toBe(0);
    expect(result.calls).toContain(FIRST_DEPLOY[8]);
    expect(result.calls.join('\n')).not.toMatch(/schedules:create|databases:update/);
    expect(result.output).toContain('Point-in-time recovery is on.');
  });

  it('creates the daily backup when the only schedule is weekly', async () => {
    const result = await run({
      world: {
        schedules: [{ name: 'w1', weeklyRecurrence: { day: 'MONDAY' } }],
        recovery: 'POINT_IN_TIME_RECOVERY_ENABLED',
      },
    });
    expect(result.code).toBe(0);
    expect(result.calls).toContain(FIRST_DEPLOY[10]);
  });

  it('with an App Check key, writes its CSP and deploys', async () => {
    const result = await run({ env: { ...ENV, VITE_APPCHECK_SITE_KEY: '6Lc-key' } });
    expect(result.error).toBeNull();
    expect(result.events).toContain('writeDeployConfig appCheck');
    expect(result.output).toContain('By hand: App Check › APIs');
  });

  it('waits while the indexes build, then says they are ready', async () => {
    const result = await run({
      world: {
        indexStates: [[], ['CREATING', 'CREATING'], ['READY', 'CREATING'], ['READY', 'READY']],
      },
    });
    expect(result.code).toBe(0);
    expect(result.calls.filter((c) => c.includes('indexes --pretty'))).toHaveLength(4);
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
      for (const line of step.console ?? []) expect(result.output).toContain(`- ${line}`);
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
