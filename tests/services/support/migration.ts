// What every migration's test gives it: the emulator's Firestore, the owner's token (the REST
// API bypasses the rules, as a service account's would), and no log lines.
import { emulatorAddress, PROJECT_ID } from '../../support/emulators';

const { host, port } = emulatorAddress('FIRESTORE_EMULATOR_HOST');

export const MIGRATION_OPTIONS = {
  projectId: PROJECT_ID,
  firestore: `http://${host}:${String(port)}`,
  headers: { Authorization: 'Bearer owner' },
  log: () => undefined,
};
