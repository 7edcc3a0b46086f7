import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';

const firebaserc = JSON.parse(readFileSync(join(process.cwd(), '.firebaserc'), 'utf8')) as {
  projects: { default: string };
};
export const PROJECT_ID = firebaserc.projects.default;

/** host:port from a variable `firebase emulators:exec` sets; missing means the run is broken. */
export function emulatorAddress(variable: string): { host: string; port: number } {
  const value = process.env[variable];
  if (!value) {
    throw new Error(
      `${variable} is not set: the rules and e2e layers must run inside the emulators. ` +
        'Use `npm test` (it starts them), not vitest directly.',
    );
  }
  const index = value.lastIndexOf(':');
  return { host: value.slice(0, index), port: Number(value.slice(index + 1)) };
}

export async function rulesEnvironment(
  options: { firestore?: boolean; storage?: boolean } = { firestore: true },
): Promise<RulesTestEnvironment> {
  const root = process.cwd();
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    ...(options.firestore && {
      firestore: {
        ...emulatorAddress('FIRESTORE_EMULATOR_HOST'),
        rules: readFileSync(join(root, 'firestore.rules'), 'utf8'),
      },
    }),
    ...(options.storage && {
      storage: {
        ...emulatorAddress('FIREBASE_STORAGE_EMULATOR_HOST'),
        rules: readFileSync(join(root, 'storage.rules'), 'utf8'),
      },
    }),
  });
}
