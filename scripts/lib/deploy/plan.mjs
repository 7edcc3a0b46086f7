// The deploy's steps after the checks, as data: each says what it does, the exact commands it
// runs (a line starting with # is done by the script itself), whether it needs gcloud, and how
// it runs with an injected command runner, so the tests drive it with fakes.
import { DeployError, firstLine } from './checks.mjs';
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

export const deployCommand = (projectId) =>
  'npx firebase deploy --only firestore:rules,firestore:indexes,storage,hosting ' +
  `--project ${projectId} --config ${DEPLOY_CONFIG} --non-interactive`;

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

function hostingConfigStep() {
  return {
    key: 'hosting-config',
    title: `Write ${DEPLOY_CONFIG}: firebase.json's Hosting section fitted to the built files`,
    commands: [`# writeDeployConfig({ publicDir: 'dist' }) (scripts/lib/hosting-config.mjs)`],
    needsGcloud: false,
    async run({ writeDeployConfig }) {
      let file;
      try {
        file = await writeDeployConfig();
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
    },
  };
}

function firebaseDeployStep(projectId) {
  const command = deployCommand(projectId);
  return {
    key: 'firebase-deploy',
    title: 'Deploy the Firestore rules and indexes, the Storage rules and Hosting',
    commands: [command],
    needsGcloud: false,
    async run({ exec }) {
      await must(
        exec,
        command,
        (r) =>
          `npx firebase deploy failed (exit code ${r.code}): read its messages above, fix what ` +
          `they name, and ${tryAgain}.`,
      );
    },
  };
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

const collectionOf = (index) =>
  /\/collectionGroups\/([^/]+)\//.exec(String(index?.name ?? ''))?.[1] ?? 'a collection';

function indexesStep({ projectId, expectedIndexes }) {
  const command = `gcloud firestore indexes composite list --project ${projectId} --format=json`;
  const minutes = INDEX_TIMEOUT_MS / 60_000;
  return {
    key: 'indexes',
    title: `Wait until the Firestore indexes are built (every ${INDEX_POLL_MS / 1000} s, up to ${minutes} minutes)`,
    commands: [command],
    needsGcloud: true,
    async run({ exec, say, sleep, now }) {
      const deadline = now() + INDEX_TIMEOUT_MS;
      for (;;) {
        const result = await exec(command);
        let indexes;
        try {
          indexes = result.code === 0 ? JSON.parse(result.stdout) : undefined;
        } catch {
          indexes = undefined;
        }
        if (!Array.isArray(indexes)) {
          throw new DeployError(
            `gcloud could not list the Firestore indexes (${firstLine(result)}): run \`${command}\` ` +
              'to see why, and wait for them in Firebase console › Firestore › Indexes.',
          );
        }
        const broken = indexes.find((index) => index.state === 'NEEDS_REPAIR');
        if (broken) {
          throw new DeployError(
            `The Firestore index on ${collectionOf(broken)} failed to build: delete it in Firebase ` +
              `console › Firestore › Indexes and ${tryAgain}.`,
          );
        }
        const building = indexes.filter((index) => index.state !== 'READY');
        if (building.length === 0 && indexes.length >= expectedIndexes) {
          say(`All ${indexes.length} Firestore indexes are ready.`);
          return;
        }
        if (now() >= deadline) {
          const names = [...new Set(building.map(collectionOf))].join(', ') || 'the new ones';
          throw new DeployError(
            `The Firestore indexes were not ready after ${minutes} minutes (still building: ` +
              `${names}): the site is deployed, but tours and comments fail to load until they are; ` +
              `wait until Firebase console › Firestore › Indexes shows them Enabled, then ${tryAgain}.`,
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

function backupsStep({ projectId }) {
  const commands = [
    `npx firebase firestore:databases:update '(default)' --point-in-time-recovery ENABLED --project ${projectId} --non-interactive`,
    `npx firebase firestore:backups:schedules:create --database '(default)' --recurrence DAILY --retention 7d --project ${projectId} --non-interactive`,
  ];
  return {
    key: 'backups',
    title: 'First deploy: turn on point-in-time recovery (7 days) and a daily backup kept 7 days',
    commands,
    needsGcloud: false,
    async run({ exec }) {
      for (const command of commands) {
        await must(
          exec,
          command,
          (r) =>
            `Firestore's recovery settings could not be changed (\`${command}\` exited with ` +
            `${r.code}): read its messages above, fix what they name, and run it by hand.`,
        );
      }
    },
  };
}

/**
 * The steps after the checks, in order. `facts` come from the checks (checks.mjs `inspect`);
 * `expectedIndexes` is how many composite indexes firestore.indexes.json declares.
 */
export function buildPlan(facts, { expectedIndexes }) {
  const steps = [
    buildStep(),
    hostingConfigStep(),
    firebaseDeployStep(facts.projectId),
    corsStep(facts),
    storageAgentStep(facts),
    indexesStep({ projectId: facts.projectId, expectedIndexes }),
  ];
  if (facts.firstDeploy) steps.push(backupsStep(facts));
  return steps;
}
