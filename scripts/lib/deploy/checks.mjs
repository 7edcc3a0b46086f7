// What `npm run deploy` reads before it changes anything: who is logged in, whether the project
// can be reached and pays for what it needs, the production variables, the Firestore database
// and whether this is the project's first deploy. Every command here only reads.
import { appCheckKeyOf } from '../app-check-csp.mjs';
import { productionEnvProblem } from './production-env.mjs';

/** Google Cloud project IDs: 6-30 lower-case letters, digits and hyphens. */
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
/** Bucket names as Cloud Storage allows them (dots for domain-named buckets). */
const BUCKET = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;

export class DeployError extends Error {
  name = 'DeployError';
}

/** The ID, checked: it is written into shell commands. */
export function checkedProjectId(projectId) {
  if (!projectId) {
    throw new DeployError(
      'Say which Firebase project to deploy to: npm run deploy -- --project <project-id> ' +
        '(add --dry-run to only print the plan).',
    );
  }
  if (!PROJECT_ID.test(projectId)) {
    throw new DeployError(
      `"${projectId}" is not a Firebase project ID (6-30 lower-case letters, digits and ` +
        'hyphens): copy it from Firebase console › Project settings and try again.',
    );
  }
  return projectId;
}

export const readCommands = (projectId) => ({
  login: 'npx firebase login:list',
  projects: 'npx firebase projects:list --json',
  gcloud: "gcloud auth list --filter=status:ACTIVE --format='value(account)'",
  billing: `gcloud billing projects describe ${projectId} --format='value(billingEnabled)'`,
  databases: `npx firebase firestore:databases:list --project ${projectId} --json`,
  schedules: `npx firebase firestore:backups:schedules:list --database '(default)' --project ${projectId} --json`,
});

/** The `result` of a firebase-tools `--json` answer, or undefined. */
export function firebaseJsonResult(stdout) {
  const start = stdout.indexOf('{');
  if (start < 0) return undefined;
  try {
    const parsed = JSON.parse(stdout.slice(start));
    return parsed?.status === 'success' ? parsed.result : undefined;
  } catch {
    return undefined;
  }
}

/** The first line that says something, to quote a failed command in one sentence. */
export function firstLine(result) {
  const text = `${result.stderr}\n${result.stdout}`;
  const fromJson = /"error":\s*"([^"]+)"/.exec(text)?.[1];
  const line = (fromJson ?? text)
    .split('\n')
    // Without the colours firebase-tools paints its errors with.
    // eslint-disable-next-line no-control-regex
    .map((l) => l.replace(/\x1b\[[0-9;]*m/g, '').trim())
    .find((l) => l && !/^[{}[\]]/.test(l));
  return (line ?? `exit code ${result.code}`).replace(/[.:]+$/, '');
}

const passed = (title, commands, detail) => ({ title, commands, status: 'passed', detail });
const failed = (title, commands, detail) => ({ title, commands, status: 'failed', detail });
const unchecked = (title, commands, detail) => ({ title, commands, status: 'unchecked', detail });

/**
 * Runs the checks in order and gathers what the plan needs. A check that cannot be made (no
 * login, no gcloud) is "unchecked" and says how to make it by hand; the plan then assumes a
 * first deploy, which does the most.
 *
 * @param {object} options
 * @param {string} options.projectId
 * @param {(command: string) => Promise<{ code: number; stdout: string; stderr: string }>} options.exec
 * @param {Record<string, string>} options.env what the production build will see
 * @param {boolean} options.envFileExists whether .env.production.local exists
 */
export async function inspect({ projectId, exec, env, envFileExists }) {
  const commands = readCommands(projectId);
  const checks = [];
  const facts = {
    projectId,
    account: null,
    projectNumber: null,
    gcloud: false,
    billing: null,
    bucket: `${projectId}.firebasestorage.app`,
    bucketAssumed: true,
    customDomain: (env.SITE_CUSTOM_DOMAIN ?? '').trim() || null,
    databaseLocation: null,
    firstDeploy: true,
    firstDeployKnown: false,
    /** Whether a daily backup schedule exists (the recovery step creates one when not). */
    dailyBackup: false,
    appCheckSiteKey: appCheckKeyOf(env),
  };

  // a. Logged in to the Firebase CLI.
  const loginTitle = 'Logged in to the Firebase CLI';
  const login = await exec(commands.login);
  const account = /Logged in as (\S+)/.exec(`${login.stdout}\n${login.stderr}`)?.[1];
  if (login.code === 0 && account) {
    facts.account = account;
    checks.push(passed(loginTitle, [commands.login], `as ${account}`));
  } else {
    checks.push(
      failed(
        loginTitle,
        [commands.login],
        'You are not logged in to the Firebase CLI: run `npx firebase login` and try again.',
      ),
    );
  }

  // The project, among those the account can reach; its number names the Storage agent.
  const projectTitle = `Project ${projectId} reachable`;
  if (!facts.account) {
    checks.push(unchecked(projectTitle, [commands.projects], 'not checked: not logged in.'));
  } else {
    const listed = await exec(commands.projects);
    const projects = firebaseJsonResult(listed.stdout);
    const project = Array.isArray(projects)
      ? projects.find((p) => p?.projectId === projectId)
      : undefined;
    if (listed.code !== 0 || !Array.isArray(projects)) {
      checks.push(
        failed(
          projectTitle,
          [commands.projects],
          `Could not list your Firebase projects (${firstLine(listed)}): check your connection ` +
            'and run `npx firebase projects:list` to see why.',
        ),
      );
    } else if (!project) {
      checks.push(
        failed(
          projectTitle,
          [commands.projects],
          `Project ${projectId} is not among the Firebase projects ${facts.account} can reach: ` +
            'check the ID with `npx firebase projects:list`, or ask an owner to add you in ' +
            'Firebase console › Project settings › Users and permissions.',
        ),
      );
    } else {
      facts.projectNumber = String(project.projectNumber ?? '') || null;
      checks.push(
        passed(projectTitle, [commands.projects], `project number ${facts.projectNumber ?? '?'}`),
      );
    }
  }

  // The Google Cloud CLI, for what firebase-tools cannot do (CORS, IAM, index states, billing).
  const gcloudTitle = 'Google Cloud CLI (gcloud) logged in';
  const gcloud = await exec(commands.gcloud);
  const gcloudAccount = gcloud.stdout.trim().split('\n')[0]?.trim();
  if (gcloud.code === 0 && gcloudAccount) {
    facts.gcloud = true;
    checks.push(passed(gcloudTitle, [commands.gcloud], `as ${gcloudAccount}`));
  } else {
    const [why, fix] =
      gcloud.code === 127
        ? ['gcloud was not found', 'install it from https://cloud.google.com/sdk/docs/install']
        : gcloud.code === 0
          ? ['gcloud has no account logged in', 'run `gcloud auth login`']
          : [`gcloud failed (${firstLine(gcloud)})`, 'run `gcloud auth list` to see why'];
    checks.push(
      unchecked(
        gcloudTitle,
        [commands.gcloud],
        `${why}: the steps that need it will be printed for you to run by hand (${fix} to let ` +
          'the deploy run them).',
      ),
    );
  }

  // Blaze: new projects get their default Storage bucket only on Blaze.
  const billingTitle = 'Project on the Blaze plan';
  const byHand = 'check that Firebase console › Usage and billing shows the Blaze plan';
  if (!facts.gcloud) {
    checks.push(
      unchecked(
        billingTitle,
        [commands.billing],
        `The billing plan cannot be read without gcloud: ${byHand}.`,
      ),
    );
  } else {
    const billing = await exec(commands.billing);
    const value = billing.stdout.trim();
    if (billing.code === 0 && value === 'True') {
      facts.billing = true;
      checks.push(passed(billingTitle, [commands.billing], 'billing is enabled'));
    } else if (billing.code === 0 && value === 'False') {
      facts.billing = false;
      checks.push(
        failed(
          billingTitle,
          [commands.billing],
          `Project ${projectId} is not on the Blaze plan: upgrade it in Firebase console › Usage ` +
            "and billing (Storage's bucket and the backups need it; the free quotas stay) and try again.",
        ),
      );
    } else {
      checks.push(
        unchecked(
          billingTitle,
          [commands.billing],
          `gcloud could not read the billing (${firstLine(billing)}): ${byHand}.`,
        ),
      );
    }
  }

  // The production variables, as the build will see them.
  const envTitle = 'Production environment variables (.env.production.local)';
  const problem = productionEnvProblem(env, projectId, { fileExists: envFileExists });
  const bucket = (env.VITE_FIREBASE_STORAGE_BUCKET ?? '').trim();
  if (problem) {
    checks.push(failed(envTitle, [], problem));
  } else if (!BUCKET.test(bucket)) {
    checks.push(
      failed(
        envTitle,
        [],
        `VITE_FIREBASE_STORAGE_BUCKET "${bucket}" is not a bucket name: copy storageBucket from ` +
          'Firebase console › Project settings › Your apps, and try again.',
      ),
    );
  } else {
    facts.bucket = bucket;
    facts.bucketAssumed = false;
    const domain = facts.customDomain ? `, custom domain ${facts.customDomain}` : '';
    checks.push(passed(envTitle, [], `bucket ${bucket}${domain}`));
  }

  // The Firestore database: its location is chosen once, in the console (docs/deploying.md).
  const databaseTitle = 'Firestore database (default) exists';
  const scheduleTitle = 'First deploy? (a daily backup schedule exists after one)';
  if (!facts.account || !facts.projectNumber) {
    const why = 'not checked: the project could not be reached.';
    checks.push(unchecked(databaseTitle, [commands.databases], why));
    checks.push(unchecked(scheduleTitle, [commands.schedules], `${why} Assumed a first deploy.`));
    return { checks, facts };
  }
  const databases = await exec(commands.databases);
  const list = firebaseJsonResult(databases.stdout);
  const database = Array.isArray(list)
    ? list.find((d) => String(d?.name ?? '').endsWith('/databases/(default)'))
    : undefined;
  if (!database) {
    const seen = databases.code === 0 && Array.isArray(list) ? '' : ` (${firstLine(databases)})`;
    checks.push(
      failed(
        databaseTitle,
        [commands.databases],
        `Project ${projectId} has no Firestore database yet${seen}: create it in Firebase console › ` +
          'Firestore Database, in southamerica-east1 for visitors in Buenos Aires (it cannot be ' +
          'moved later, see docs/deploying.md), and try again.',
      ),
    );
  } else {
    facts.databaseLocation = database.locationId ?? null;
    checks.push(passed(databaseTitle, [commands.databases], `in ${facts.databaseLocation ?? '?'}`));
  }

  const schedules = await exec(commands.schedules);
  const found = firebaseJsonResult(schedules.stdout);
  if (schedules.code !== 0 || !Array.isArray(found)) {
    checks.push(
      failed(
        scheduleTitle,
        [commands.schedules],
        `Could not read the Firestore backup schedules (${firstLine(schedules)}): run ` +
          `\`${commands.schedules}\` to see why, and try again.`,
      ),
    );
  } else {
    facts.firstDeploy = found.length === 0;
    facts.firstDeployKnown = true;
    facts.dailyBackup = found.some((schedule) => schedule?.dailyRecurrence !== undefined);
    checks.push(
      passed(
        scheduleTitle,
        [commands.schedules],
        facts.firstDeploy
          ? 'no backup schedule: a first deploy'
          : 'a backup schedule exists: a re-deploy',
      ),
    );
  }
  return { checks, facts };
}
