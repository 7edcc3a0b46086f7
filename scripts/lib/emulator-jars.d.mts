// Types for emulator-jars.mjs, so strict TypeScript tests can import it.

export interface EmulatorJarsEnv {
  FIRESTORE_EMULATOR_BINARY_PATH?: string;
  STORAGE_EMULATOR_BINARY_PATH?: string;
}

export const PREINSTALLED_FIRESTORE_JAR: string;
export const FIREBASE_TOOLS_VERSION: string;

/** Env vars for firebase-tools; {} where the preinstalled Firestore emulator jar is absent. */
export function prepareEmulatorJars(options?: {
  log?: (message: string) => void;
}): Promise<EmulatorJarsEnv>;

/** Resolves to the `java -version` line; throws one clear sentence if java/javac are unusable. */
export function checkJava(): Promise<string>;
