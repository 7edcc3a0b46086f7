/*
 * The build's variables, checked when the app is built or served (scripts/vite/app-config.ts):
 * a missing or malformed one stops `vite build` and `npm start` with its name, instead of
 * reaching a visitor's page. Checked by hand, not with zod: the boot script reads
 * emulatorHostOf, and zod has no place in it.
 */
const REQUIRED = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
] as const;

type RequiredName = (typeof REQUIRED)[number];

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** '' or an absolute http(s) URL. */
function isHttpUrlOrEmpty(value: string): boolean {
  if (value === '') return true;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

export interface AppConfig {
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    storageBucket: string;
    appId: string;
  };
  /** Host of the local emulators, or null for a real Firebase project. */
  emulatorHost: string | null;
  contactEndpoint: string | null;
  /** The external blog (header, footer); the links are hidden when it is not set. */
  blogUrl: string | null;
  /** The founder's page (home page's about section, footer); hidden when not set. */
  founderUrl: string | null;
  /** reCAPTCHA Enterprise site key: App Check is on when set (never on the emulators). */
  appCheckSiteKey: string | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The emulators' host when the build uses them, or null for a real Firebase project. Not
 * validated: the boot script (src/boot/boot.ts) reads it without the rest of this module.
 */
export function emulatorHostOf(raw: Record<string, unknown>): string | null {
  return raw.VITE_USE_EMULATORS === 'true' ? text(raw.VITE_EMULATOR_HOST) || '127.0.0.1' : null;
}

/** Validates the VITE_* variables; a missing one is named in the error. */
export function parseEnv(raw: Record<string, unknown>): AppConfig {
  const bad: string[] = [];
  const required = {} as Record<RequiredName, string>;
  for (const name of REQUIRED) {
    const value = text(raw[name])?.trim() ?? '';
    if (value === '') bad.push(name);
    required[name] = value;
  }
  const useEmulators = raw.VITE_USE_EMULATORS;
  if (
    useEmulators !== undefined &&
    !(typeof useEmulators === 'string' && ['true', 'false', ''].includes(useEmulators))
  ) {
    bad.push('VITE_USE_EMULATORS');
  }
  const emulatorHostRaw = raw.VITE_EMULATOR_HOST;
  if (emulatorHostRaw !== undefined && typeof emulatorHostRaw !== 'string') {
    bad.push('VITE_EMULATOR_HOST');
  }
  const URL_NAMES = ['VITE_CONTACT_ENDPOINT', 'VITE_BLOG_URL', 'VITE_FOUNDER_URL'] as const;
  const urls: Record<(typeof URL_NAMES)[number], string> = {
    VITE_CONTACT_ENDPOINT: '',
    VITE_BLOG_URL: '',
    VITE_FOUNDER_URL: '',
  };
  for (const name of URL_NAMES) {
    const value = raw[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !isHttpUrlOrEmpty(value.trim())) bad.push(name);
    else urls[name] = value.trim();
  }
  const appCheckRaw = raw.VITE_APPCHECK_SITE_KEY;
  const appCheckSiteKey = text(appCheckRaw)?.trim() ?? '';
  if (
    (appCheckRaw !== undefined && typeof appCheckRaw !== 'string') ||
    appCheckSiteKey.length > 200
  )
    bad.push('VITE_APPCHECK_SITE_KEY');
  if (bad.length > 0) {
    throw new ConfigError(`Invalid or missing environment variables: ${bad.join(', ')}`);
  }
  return {
    firebase: {
      apiKey: required.VITE_FIREBASE_API_KEY,
      authDomain: required.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: required.VITE_FIREBASE_PROJECT_ID,
      storageBucket: required.VITE_FIREBASE_STORAGE_BUCKET,
      appId: required.VITE_FIREBASE_APP_ID,
    },
    emulatorHost: emulatorHostOf(raw),
    contactEndpoint: urls.VITE_CONTACT_ENDPOINT || null,
    // No stand-in address: a link that leads to someone else's home page is worse than none.
    blogUrl: urls.VITE_BLOG_URL || null,
    founderUrl: urls.VITE_FOUNDER_URL || null,
    appCheckSiteKey: useEmulators === 'true' ? null : appCheckSiteKey || null,
  };
}
