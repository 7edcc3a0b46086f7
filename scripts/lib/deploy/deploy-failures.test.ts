import { describe, expect, it } from 'vitest';
import { withAppCheck } from '../app-check-csp.mjs';
import { changesState, CSP, ENV, expectOneSentence, FIRST_DEPLOY, run } from './fake-deploy';
import { CORS_FILE, INDEX_POLL_MS, INDEX_TIMEOUT_MS } from './plan.mjs';
import { EXIT_STEPS_LEFT } from './run.mjs';

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
    // What needs no gcloud still runs: the deploys, the wait for the indexes between them (with
    // the Firebase CLI: Hosting never goes live unchecked), and recovery.
    expect(result.calls).toContain(FIRST_DEPLOY[2]);
    expect(result.calls).toContain(FIRST_DEPLOY[6]);
    expect(result.calls).toContain(FIRST_DEPLOY[7]);
    expect(result.calls.indexOf(FIRST_DEPLOY[6] ?? '')).toBeLessThan(
      result.calls.indexOf(FIRST_DEPLOY[7] ?? ''),
    );
    expect(result.calls).toContain(FIRST_DEPLOY[9]);
    expect(result.calls).toContain(FIRST_DEPLOY[10]);
    // The CORS file is written for the command to be run by hand.
    expect(result.files.has(CORS_FILE)).toBe(true);
    expect(result.output).toContain('The billing plan cannot be read without gcloud');
    const summary = result.output.slice(
      result.output.indexOf('need gcloud, which is not available'),
    );
    expect(summary).toContain(`$ ${FIRST_DEPLOY[3] ?? ''}`);
    expect(summary).toContain(`$ ${FIRST_DEPLOY[5] ?? ''}`);
    expect(summary).not.toContain('get-iam-policy');
    expect(summary).not.toContain('indexes');
  });

  it('gcloud installed but logged out counts as missing', async () => {
    const result = await run({ world: { gcloud: 'no-account' } });
    expect(result.code).toBe(EXIT_STEPS_LEFT);
    expect(result.output).toContain(
      'gcloud has no account logged in: the steps that need it will be printed for you to run by hand (run `gcloud auth login` to let the deploy run them).',
    );
  });

  it('the indexes not ready in time: Hosting is not deployed', async () => {
    const result = await run({ world: { indexStates: [['READY', 'CREATING']] } });
    expectOneSentence(result.error);
    expect(result.error?.message).toMatch(
      /^The Firestore indexes were not ready after 20 minutes \(still building: comments\), so Hosting was not deployed/,
    );
    expect(result.elapsed()).toBeGreaterThanOrEqual(INDEX_TIMEOUT_MS);
    expect(result.elapsed()).toBeLessThan(INDEX_TIMEOUT_MS + INDEX_POLL_MS);
    // Nothing after it ran: Hosting and the recovery settings wait for the indexes.
    expect(result.calls.join('\n')).not.toMatch(
      /--only hosting|databases:(get|update)|schedules:create/,
    );
  });

  it('an index that failed to build', async () => {
    const result = await run({ world: { indexStates: [['READY', 'NEEDS_REPAIR']] } });
    expectOneSentence(result.error);
    expect(result.error?.message).toMatch(
      /^The Firestore index on comments failed to build, so Hosting was not deployed and still serves the app it served before: delete it/,
    );
    expect(result.calls.join('\n')).not.toMatch(/--only hosting/);
  });

  it('indexes that cannot be listed stop the deploy before Hosting', async () => {
    const result = await run({ world: { failing: [/firestore:indexes --pretty/] } });
    expectOneSentence(result.error);
    expect(result.error?.message).toMatch(
      /^The Firestore indexes could not be listed \(Error: HTTP Error: 403, The caller does not have permission\), so Hosting was not deployed/,
    );
    expect(result.calls.join('\n')).not.toMatch(/--only hosting/);
  });

  it('a failing firebase deploy', async () => {
    const result = await run({ world: { failing: [/^npx firebase deploy/] } });
    expectOneSentence(result.error);
    expect(result.error?.message).toMatch(
      /^npx firebase deploy failed \(exit code 1\): read its messages above/,
    );
    expect(result.calls.join('\n')).not.toMatch(
      /gcloud storage|add-iam|--only hosting|databases:(get|update)/,
    );
  });

  it('a failing Hosting deploy leaves the previous app live and says so', async () => {
    const result = await run({ world: { failing: [/^npx firebase deploy --only hosting/] } });
    expectOneSentence(result.error);
    expect(result.error?.message).toMatch(
      /^npx firebase deploy --only hosting failed \(exit code 1\): the rules and indexes are deployed and the previous app is still live/,
    );
  });

  it('recovery that cannot be read or turned on', async () => {
    const read = await run({ world: { failing: [/databases:get/] } });
    expectOneSentence(read.error);
    expect(read.error?.message).toMatch(/^Could not read whether point-in-time recovery is on/);
    const update = await run({ world: { failing: [/databases:update/] } });
    expectOneSentence(update.error);
    expect(update.error?.message).toMatch(
      /^Firestore's recovery settings could not be changed \(`npx firebase firestore:databases:update/,
    );
  });

  it('an App Check key whose CSP lacks what App Check needs: nothing is deployed', async () => {
    const result = await run({
      env: { ...ENV, VITE_APPCHECK_SITE_KEY: '6Lc-key' },
      writtenCsp: CSP,
    });
    expectOneSentence(result.error);
    expect(result.error?.message).toBe(
      "VITE_APPCHECK_SITE_KEY is set but firebase.deploy.json's Content-Security-Policy lacks " +
        'script-src https://www.google.com/recaptcha/, script-src https://www.gstatic.com/recaptcha/, ' +
        'frame-src https://www.google.com/recaptcha/, frame-src https://recaptcha.google.com/recaptcha/, ' +
        'connect-src https://content-firebaseappcheck.googleapis.com, which App Check needs: let ' +
        'scripts/lib/hosting-config.mjs write them (scripts/lib/app-check-csp.mjs), or empty the key, ' +
        'and run npm run deploy again.',
    );
    expect(result.calls.join('\n')).not.toMatch(/firebase deploy/);
    // One source missing is enough to stop.
    const partial = await run({
      env: { ...ENV, VITE_APPCHECK_SITE_KEY: '6Lc-key' },
      writtenCsp: withAppCheck(CSP).replace(' https://recaptcha.google.com/recaptcha/', ''),
    });
    expect(partial.error?.message).toMatch(
      /lacks frame-src https:\/\/recaptcha\.google\.com\/recaptcha\/, which/,
    );
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
