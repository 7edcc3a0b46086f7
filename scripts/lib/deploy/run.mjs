// Runs (or, for --dry-run, only prints) the checks and the plan, with every effect injected:
// the command runner, the file writes, the Hosting configuration, the clock.
import { checkedProjectId, DeployError, inspect } from './checks.mjs';
import { buildPlan, CORS_FILE } from './plan.mjs';

/** Exit code of a deploy that went through but left gcloud steps to run by hand. */
export const EXIT_STEPS_LEFT = 2;

const color = (code) => (text) => `\x1b[${code}m${text}\x1b[0m`;
const cyan = color(36);
const green = color(32);
const yellow = color(33);
const red = color(31);
const bold = color(1);

const MARK = { passed: green('✔'), unchecked: yellow('!'), failed: red('✖') };

/** Shell lines as the plan prints them; a line starting with # is done by the script itself. */
const shown = (commands, indent = '       ') => commands.map((c) => `${indent}$ ${c}`);

/** What to run by hand for a gcloud step: its shell commands, without the script's own lines. */
export const byHand = (step) => step.byHand ?? step.commands.filter((c) => !c.startsWith('#'));

/**
 * @param {object} options
 * @param {string | undefined} options.projectId
 * @param {boolean} options.dryRun
 * @param {(command: string, options?: { stream?: boolean }) => Promise<{ code: number; stdout: string; stderr: string }>} options.exec
 * @param {Record<string, string>} options.env the production build's variables
 * @param {boolean} options.envFileExists
 * @param {(file: string, text: string) => Promise<void> | void} options.writeFile a path from the repository's root
 * @param {(options: { appCheck: boolean }) => Promise<string> | string} options.writeDeployConfig writes firebase.deploy.json, returns its name
 * @param {(file: string) => Promise<string> | string} options.readFile a path from the repository's root
 * @param {number} options.expectedIndexes composite indexes in firestore.indexes.json
 * @param {(line: string) => void} options.print
 * @param {(ms: number) => Promise<void>} options.sleep
 * @param {() => number} options.now
 * @returns {Promise<number>} the exit code: 0, or EXIT_STEPS_LEFT
 */
export async function deploy(options) {
  const { dryRun, exec, print } = options;
  const projectId = checkedProjectId(options.projectId);
  const say = (message) => print(`${cyan('›')} ${message}`);

  say(
    dryRun
      ? `Dry run of the deploy to ${bold(projectId)}: the checks only read; nothing is built, written or deployed.`
      : `Deploying to ${bold(projectId)}.`,
  );
  say('1. Checks');
  const { checks, facts } = await inspect({
    projectId,
    exec,
    env: options.env,
    envFileExists: options.envFileExists,
  });
  for (const check of checks) {
    if (check.status === 'failed' && !dryRun) throw new DeployError(check.detail);
    // A failure's sentence names what is wrong by itself.
    print(
      check.status === 'failed'
        ? `   ${MARK.failed} ${check.detail}`
        : `   ${MARK[check.status]} ${check.title}: ${check.detail}`,
    );
    if (dryRun && check.commands.length > 0) print(shown(check.commands).join('\n'));
  }

  const plan = buildPlan(facts, { expectedIndexes: options.expectedIndexes });
  const kind = facts.firstDeploy
    ? `a first deploy${facts.firstDeployKnown ? '' : ' (assumed: the backup schedules could not be read)'}`
    : 'a re-deploy';
  if (dryRun) return printPlan({ plan, facts, checks, kind, print, say });

  say(`This is ${kind}.`);
  const skipped = [];
  for (const [i, step] of plan.entries()) {
    say(`${i + 2}. ${step.title}`);
    await step.prepare?.({ writeFile: options.writeFile });
    if (step.needsGcloud && !facts.gcloud) {
      print(`   ${MARK.unchecked} Skipped: gcloud is not available. Run by hand:`);
      print(shown(byHand(step), '     ').join('\n'));
      skipped.push(step);
      continue;
    }
    await step.run({
      exec,
      say,
      sleep: options.sleep,
      now: options.now,
      writeDeployConfig: options.writeDeployConfig,
      readFile: options.readFile,
    });
  }
  if (skipped.length === 0) {
    say(green(`Deployed ${projectId}: every step is done.`));
    return 0;
  }
  print(
    `${yellow('!')} Deployed ${projectId}, but ${skipped.length} step(s) need gcloud, which is not ` +
      'available: run these by hand (from this folder) to finish:',
  );
  for (const step of skipped) {
    print(`   ${step.title}`);
    print(shown(byHand(step), '     ').join('\n'));
  }
  return EXIT_STEPS_LEFT;
}

function printPlan({ plan, facts, checks, kind, print, say }) {
  say(`The plan of ${kind}:`);
  for (const [i, step] of plan.entries()) {
    const gcloud = !step.needsGcloud
      ? ''
      : facts.gcloud
        ? yellow('  [needs gcloud]')
        : yellow('  [needs gcloud, not available: would be printed to run by hand]');
    print(`   ${i + 2}. ${step.title}${gcloud}`);
    if (step.commands.length > 0) print(shown(step.commands).join('\n'));
    for (const line of step.console ?? []) print(`       - ${line}`);
    if (step.cors) {
      print(`       ${CORS_FILE}:`);
      print(
        JSON.stringify(step.cors, null, 2)
          .split('\n')
          .map((line) => `         ${line}`)
          .join('\n'),
      );
    }
  }
  const open = checks.filter((check) => check.status !== 'passed');
  const notes = [];
  if (facts.bucketAssumed) notes.push(`the bucket is assumed to be ${facts.bucket}`);
  if (!facts.projectNumber) notes.push('PROJECT_NUMBER stands for the project number');
  say(
    `Dry run: nothing was changed. ${open.length} of ${checks.length} checks did not pass or could ` +
      `not be made (marked ! and ✖ above)${notes.length ? `; ${notes.join('; ')}` : ''}.`,
  );
  return 0;
}
