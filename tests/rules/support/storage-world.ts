// The world of the Storage rules tests: the Firestore and Storage emulators as `npm start` runs
// them. No rules are loaded here: the emulators enforce the files firebase.json names, so a
// looser storage.rules fails these tests. Before each test both are cleared, an admin's and a
// user's profile written, and whatever the test file adds (`seed`), with the rules off.
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { emulatorAddress, PROJECT_ID } from '../../support/emulators';

export function storageRulesWorld(seed: (context: RulesTestContext) => Promise<void>): {
  readonly env: RulesTestEnvironment;
} {
  let env: RulesTestEnvironment | undefined;

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: emulatorAddress('FIRESTORE_EMULATOR_HOST'),
      storage: emulatorAddress('FIREBASE_STORAGE_EMULATOR_HOST'),
    });
  });

  afterAll(async () => {
    // Unset when beforeAll failed (emulators missing): keep that error the only one reported.
    await env?.cleanup();
  });

  const started = () => {
    if (!env) throw new Error('The rules environment did not start.');
    return env;
  };

  beforeEach(async () => {
    const current = started();
    await current.clearStorage();
    await current.clearFirestore();
    await current.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(doc(db, 'users/admin'), { isAdmin: true, displayName: 'Admin' });
      await setDoc(doc(db, 'users/user'), { isAdmin: false, displayName: 'User' });
      await seed(context);
    });
  });

  return {
    get env() {
      return started();
    },
  };
}
