// The deploy's steps after the checks, as data: each says what it does, the exact commands it
// runs (a line starting with # is done by the script itself), whether it needs gcloud, and how
// it runs with an injected command runner, so the tests drive it with fakes.
import { missingAppCheckSources } from '../app-check-csp.mjs';
import { DeployError, firebaseJsonResult, firstLine } from './checks.mjs';
import { storageCors } from './storage-cors.mjs';

export const DEPLOY_CONFIG = 'firebase.deploy.json';
export const CORS_FILE = '.cache/storage-cors.json';
export const STORAGE_RULES_ROLE = 'roles/firebaserules.firestoreServiceAgent';
/** How long to wait for the indexes, and how often to ask. */
export const INDEX_TIMEOUT_MS = 20 * 60_000;
export const INDEX_POLL_MS = 15_000;

/** The Storage service agent: storage.rules reads users/{uid} in Firestore as this account. */
export const storageAgent = (projectNumber) =>
  `serviceAccount:service-${projectNumber ?? 'PROJECT_NUMBER'}@gcp-sa-firebasestorage.iam.gserviceaccount.com`;

/** Rules, indexes and Storage rules first: Hosting goes live only once the indexes are built. */
export const rulesDeployCommand = (projectId) =>
  'npx firebase deploy --only firestore:rules,firestore:indexes,storage ' +
  `--project ${projectId} --config ${DEPLOY_CONFIG} --non-interactive`;

export const hostingDeployCommand = (projectId) =>
  `npx firebase deploy --only hosting --project ${projectId} --config ${DEPLOY_CONFIG} --non-interactive`;

async function must(exec, command, failure) {
  const result = await exec(command, { stream: true });
  if (result.code !== 0) throw new DeployError(failure(result));
  return result;
}

const tryAgain = 'run npm run deploy again (the steps already done are safe to repeat)';

function buildStep() {
  const commands = ['npx tsc --noEmit', 'npx vite build --mode production'];
  return {
    key: 'build',
    title: 'Build the app for production into dist/',
    commands,
    needsGcloud: false,
    async run({ exec }) {
      for (const command of commands) {
        await must(
          exec,
          command,
          (r) =>
            `The build failed (\`${command}\` exited with ${r.code}): fix what it printed above ` +
            'and run npm run deploy again.',
        );
      }
    },
  };
}

/** The Content-Security-Policy values of a Firebase configuration's Hosting headers. */
function cspsOf(config) {
  return (config?.hosting?.headers ?? []).flatMap((rule) =>
    (rule.headers ?? [])
      .filter((header) => header.key === 'Content-Security-Policy')
      .map((header) => String(header.value)),
  );
}

function hostingConfigStep({ appCheck }) {
  return {
    key: 'hosting-config',
    title: `Write ${DEPLOY_CONFIG}: firebase.json's Hosting section fitted to the built files`,
    commands: [
      `# writeDeployConfig({ publicDir: 'dist'${appCheck ? ', appCheck: true' : ''} }) (scripts/lib/hosting-config.mjs)`,
      ...(appCheck ? [`# checks that ${DEPLOY_CONFIG}'s CSP lets App Check work`] : []),
    ],
    needsGcloud: false,
    async run({ writeDeployConfig, readFile }) {
      let file;
      try {
        file = await writeDeployConfig({ appCheck });
      } catch (error) {
        if (error instanceof DeployError) throw error;
        throw new DeployError(
          `${DEPLOY_CONFIG} could not be written (${error instanceof Error ? error.message.replace(/[.:]+$/, '') : String(error)}): ` +
            'fix what it names and run npm run deploy again.',
        );
      }
      if (file !== DEPLOY_CONFIG) {
        throw new DeployError(
          `writeDeployConfig wrote ${String(file)}, not ${DEPLOY_CONFIG}: make the two agree ` +
            '(scripts/lib/hosting-config.mjs and scripts/lib/deploy/plan.mjs).',
        );
      }
      if (!appCheck) return;
      // A site key with a CSP that blocks reCAPTCHA or App Check: no token, and once App Check
      // is enforced every read is refused. Nothing is deployed until they agree.
      let csps;
      try {
        csps = cspsOf(JSON.parse(await readFile(DEPLOY_CONFIG)));
      } catch {
        csps = [];
      }
      const missing =
        csps.length === 0
          ? ['a Content-Security-Policy']
          : [...new Set(csps.flatMap(missingAppCheckSources))];
      if (missing.length > 0) {
        throw new DeployError(
          `VITE_APPCHECK_SITE_KEY is set but ${DEPLOY_CONFIG}'s Content-Security-Policy lacks ` +
            `${missing.join(', ')}, which App Check needs: let scripts/lib/hosting-config.mjs ` +
            'write them (scripts/lib/app-check-csp.mjs), or empty the key, and run npm run deploy again.',
        );
      }
    },
  };
}

/** A step that runs one firebase deploy command; `failed` says what to do when it fails. */
function firebaseDeployStep({ key, title, command, failed }) {
  return {
    key,
    title,
    commands: [command],
    needsGcloud: false,
    async run({ exec }) {
      await must(exec, command, failed);
    },
  };
}

function rulesDeployStep(projectId) {
  return firebaseDeployStep({
    key: 'rules-deploy',
    title: 'Deploy the Firestore rules and indexes and the Storage rules (not Hosting yet)',
    command: rulesDeployCommand(projectId),
    failed: (r) =>
      `npx firebase deploy failed (exit code ${r.code}): read its messages above, fix what ` +
      `they name, and ${tryAgain}.`,
  });
}

function hostingDeployStep(projectId) {
  return firebaseDeployStep({
    key: 'hosting-deploy',
    title: 'Put the new app live on Hosting (its queries now have their indexes)',
    command: hostingDeployCommand(projectId),
    failed: (r) =>
      `npx firebase deploy --only hosting failed (exit code ${r.code}): the rules and indexes ` +
      `are deployed and the previous app is still live; read its messages above, fix what ` +
      `they name, and ${tryAgain}.`,
  });
}

function corsStep({ projectId, bucket, customDomain }) {
  const cors = storageCors({ projectId, customDomain });
  const json = `${JSON.stringify(cors, null, 2)}\n`;
  const command = `gcloud storage buckets update gs://${bucket} --cors-file=${CORS_FILE}`;
  return {
    key: 'cors',
    title: `Apply the Storage CORS configuration to gs://${bucket} (for "Save for offline")`,
    commands: [`# writes ${CORS_FILE} (scripts/lib/deploy/storage-cors.mjs)`, command],
    needsGcloud: true,
    cors,
    /** The part that needs no gcloud: the file the command reads, also for running it by hand. */
    async prepare({ writeFile }) {
      await writeFile(CORS_FILE, json);
    },
    async run({ exec }) {
      await must(
        exec,
        command,
        (r) =>
          `gcloud could not set the bucket's CORS configuration (${firstLine(r)}): check that ` +
          `gs://${bucket} is the project's bucket and that you may change it, then ${tryAgain}.`,
      );
    },
  };
}

function hasBinding(policy, member) {
  return (policy?.bindings ?? []).some(
    (binding) =>
      binding.role === STORAGE_RULES_ROLE &&
      !binding.condition &&
      binding.members?.includes(member),
  );
}

function storageAgentStep({ projectId, projectNumber }) {
  const member = storageAgent(projectNumber);
  const read = `gcloud projects get-iam-policy ${projectId} --format=json`;
  const grant =
    `gcloud projects add-iam-policy-binding ${projectId} --member=${member} ` +
    `--role=${STORAGE_RULES_ROLE} --condition=None`;
  return {
    key: 'storage-agent',
    title: "Let Storage's rules read Firestore: the Storage service agent's role",
    commands: [read, `${grant}   # only when the role is missing`],
    byHand: [grant],
    needsGcloud: true,
    async run({ exec, say }) {
      const result = await exec(read);
      let policy;
      try {
        policy = result.code === 0 ? JSON.parse(result.stdout) : undefined;
      } catch {
        policy = undefined;
      }
      if (!policy) {
        throw new DeployError(
          `gcloud could not read ${projectId}'s IAM policy (${firstLine(result)}): an owner of the ` +
            `project must run \`${grant}\`.`,
        );
      }
      if (hasBinding(policy, member)) {
        say(`The Storage service agent already has ${STORAGE_RULES_ROLE}.`);
        return;
      }
      await must(
        exec,
        grant,
        (r) =>
          `gcloud could not grant ${STORAGE_RULES_ROLE} to the Storage service agent ` +
          `(${firstLine(r)}): an owner of the project must run \`${grant}\`.`,
      );
    },
  };
}

/**
 * The composite indexes as `npx firebase firestore:indexes --pretty` lists them, one line each:
 * `[READY] (comments) -- (expositionId,ASCENDING) ...` (firebase-tools 14, which the project
 * pins; its --json form leaves the state out). Field overrides follow as `[group.field] --` and
 * are not indexes to wait for. Null when the output holds neither an index nor "None".
 */
export function compositeIndexes(stdout) {
  // eslint-disable-next-line no-control-regex
  const lines = stdout.split('\n').map((line) => line.replace(/\x1b\[[0-9;]*m/g, '').trim());
  const end = lines.findIndex((line) => line === 'Field Overrides');
  const composite = end < 0 ? lines : lines.slice(0, end);
  const indexes = composite.flatMap((line) => {
    const match = /^\[([A-Z_]+)\] \(([^)]+)\)/.exec(line);
    return match ? [{ state: match[1], collection: match[2] }] : [];
  });
  if (indexes.length === 0 && !composite.includes('None')) return null;
  return indexes;
}

function indexesStep({ projectId, expectedIndexes }) {
  // The Firebase CLI, not gcloud: this wait is what keeps Hosting from going live before the
  // app's queries can run, so it must not be skipped on a machine without gcloud.
  const command = `npx firebase firestore:indexes --pretty --project ${projectId} --non-interactive`;
  const minutes = INDEX_TIMEOUT_MS / 60_000;
  const notLive = 'Hosting was not deployed and still serves the app it served before';
  return {
    key: 'indexes',
    title: `Wait until the Firestore indexes are built (every ${INDEX_POLL_MS / 1000} s, up to ${minutes} minutes), before Hosting`,
    commands: [command],
    needsGcloud: false,
    async run({ exec, say, sleep, now }) {
      const deadline = now() + INDEX_TIMEOUT_MS;
      for (;;) {
        const result = await exec(command);
        const indexes = result.code === 0 ? compositeIndexes(result.stdout) : null;
        if (!indexes) {
          throw new DeployError(
            `The Firestore indexes could not be listed (${firstLine(result)}), so ${notLive}: run ` +
              `\`${command}\` to see why, and ${tryAgain}.`,
          );
        }
        const broken = indexes.find((index) => index.state === 'NEEDS_REPAIR');
        if (broken) {
          throw new DeployError(
            `The Firestore index on ${broken.collection} failed to build, so ${notLive}: delete it ` +
              `in Firebase console › Firestore › Indexes and ${tryAgain}.`,
          );
        }
        const building = indexes.filter((index) => index.state !== 'READY');
        if (building.length === 0 && indexes.length >= expectedIndexes) {
          say(`All ${indexes.length} Firestore indexes are ready.`);
          return;
        }
        if (now() >= deadline) {
          const names =
            [...new Set(building.map((index) => index.collection))].join(', ') || 'the new ones';
          throw new DeployError(
            `The Firestore indexes were not ready after ${minutes} minutes (still building: ` +
              `${names}), so ${notLive}: wait until Firebase console › Firestore › Indexes shows ` +
              `them Enabled, then ${tryAgain}.`,
          );
        }
        say(
          `${indexes.length - building.length} of ${Math.max(indexes.length, expectedIndexes)} ` +
            'Firestore indexes ready; asking again shortly…',
        );
        await sleep(INDEX_POLL_MS);
      }
    },
  };
}

export const PITR_ENABLED = 'POINT_IN_TIME_RECOVERY_ENABLED';

function recoveryStep({ projectId, dailyBackup }) {
  const read = `npx firebase firestore:databases:get '(default)' --project ${projectId} --json`;
  const enable = `npx firebase firestore:databases:update '(default)' --point-in-time-recovery ENABLED --project ${projectId} --non-interactive`;
  const schedule = `npx firebase firestore:backups:schedules:create --database '(default)' --recurrence DAILY --retention 7d --project ${projectId} --non-interactive`;
  const failure = (command) => (r) =>
    `Firestore's recovery settings could not be changed (\`${command}\` exited with ${r.code}): ` +
    'read its messages above, fix what they name, and run it by hand.';
  return {
    key: 'recovery',
    title:
      'Check point-in-time recovery (7 days) and the daily backup kept 7 days, and turn on what is off',
    commands: [
      read,
      `${enable}   # only when recovery is off`,
      `${schedule}   # only when there is no daily backup schedule`,
    ],
    needsGcloud: false,
    async run({ exec, say }) {
      // Read on every deploy, not only the first: recovery can be turned off in the console, and
      // nobody notices until the day it is needed.
      const result = await exec(read);
      const database = result.code === 0 ? firebaseJsonResult(result.stdout) : undefined;
      if (!database || typeof database !== 'object') {
        throw new DeployError(
          `Could not read whether point-in-time recovery is on (${firstLine(result)}): run ` +
            `\`${read}\` to see why, then ${tryAgain}.`,
        );
      }
      if (database.pointInTimeRecoveryEnablement === PITR_ENABLED) {
        say('Point-in-time recovery is on.');
      } else {
        say('Point-in-time recovery is off: turning it on.');
        await must(exec, enable, failure(enable));
      }
      if (dailyBackup) {
        say('A daily backup schedule exists.');
      } else {
        await must(exec, schedule, failure(schedule));
      }
    },
  };
}

/**
 * What no command can do: Firebase has no CLI for Authentication's mail templates or its
 * authorized domains. Verification and password-reset mails carry a link back into the app, so
 * their sender, reply-to and action URL should be the site's own, and its domain authorized.
 */
export function consoleSteps({ projectId, customDomain, appCheck }) {
  const host = customDomain ?? `${projectId}.web.app`;
  const steps = [
    'Authentication › Templates, for each template (e-mail address verification, password reset, e-mail address change): ' +
      'Edit › sender name "Museo Guía", and a reply-to address someone reads.',
    `Authentication › Templates › Customize action URL: https://${host}/__/auth/action`,
    `Authentication › Settings › Authorized domains: ${projectId}.web.app, ${projectId}.firebaseapp.com` +
      `${customDomain ? ` and ${customDomain}` : ', and the custom domain once it has one (SITE_CUSTOM_DOMAIN)'}.`,
  ];
  if (appCheck) {
    steps.push(
      'App Check › APIs: watch the verified requests of Cloud Firestore, Cloud Storage and Authentication; ' +
        'enforce each only once nearly all of its traffic is verified (docs/deploying.md, App Check).',
    );
  }
  return steps;
}

function consoleStep(facts) {
  const steps = consoleSteps(facts);
  return {
    key: 'console',
    title:
      'By hand in Firebase console (no command does these; done once, checked after each deploy)',
    commands: [],
    console: steps,
    needsGcloud: false,
    async run({ say }) {
      for (const step of steps) say(`By hand: ${step}`);
    },
  };
}

/**
 * The steps after the checks, in order. `facts` come from the checks (checks.mjs `inspect`);
 * `expectedIndexes` is how many composite indexes firestore.indexes.json declares. Hosting goes
 * live only after the indexes it queries are built; recovery is checked on every deploy.
 */
export function buildPlan(facts, { expectedIndexes }) {
  const appCheck = Boolean(facts.appCheckSiteKey);
  return [
    buildStep(),
    hostingConfigStep({ appCheck }),
    rulesDeployStep(facts.projectId),
    corsStep(facts),
    storageAgentStep(facts),
    indexesStep({ projectId: facts.projectId, expectedIndexes }),
    hostingDeployStep(facts.projectId),
    recoveryStep(facts),
    consoleStep({ ...facts, appCheck }),
  ];
}
