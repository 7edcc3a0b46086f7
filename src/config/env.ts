import * as z from 'zod/mini';

const required = z.string().check(z.trim(), z.minLength(1));

const envSchema = z.object({
  VITE_FIREBASE_API_KEY: required,
  VITE_FIREBASE_AUTH_DOMAIN: required,
  VITE_FIREBASE_PROJECT_ID: required,
  VITE_FIREBASE_STORAGE_BUCKET: required,
  VITE_FIREBASE_APP_ID: required,
  VITE_USE_EMULATORS: z.optional(z.enum(['true', 'false', ''])),
  VITE_EMULATOR_HOST: z.optional(z.string()),
  VITE_CONTACT_ENDPOINT: z.optional(z.union([z.literal(''), z.url({ protocol: /^https?$/ })])),
  VITE_BLOG_URL: z.optional(z.union([z.literal(''), z.url({ protocol: /^https?$/ })])),
  VITE_APP_CHECK_SITE_KEY: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});

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
  blogUrl: string;
  /** reCAPTCHA Enterprise site key: App Check is on when set (never on the emulators). */
  appCheckSiteKey: string | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const DEFAULT_BLOG_URL = 'https://medium.com/';

/** Validates the VITE_* variables; a missing one is named in the error. */
export function parseEnv(raw: Record<string, unknown>): AppConfig {
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new ConfigError(`Invalid or missing environment variables: ${names}`);
  }
  const env = parsed.data;
  return {
    firebase: {
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
      appId: env.VITE_FIREBASE_APP_ID,
    },
    emulatorHost: env.VITE_USE_EMULATORS === 'true' ? env.VITE_EMULATOR_HOST || '127.0.0.1' : null,
    contactEndpoint: env.VITE_CONTACT_ENDPOINT || null,
    blogUrl: env.VITE_BLOG_URL || DEFAULT_BLOG_URL,
    appCheckSiteKey:
      env.VITE_USE_EMULATORS === 'true' ? null : env.VITE_APP_CHECK_SITE_KEY?.trim() || null,
  };
}

let cached: AppConfig | undefined;

export function getConfig(): AppConfig {
  cached ??= parseEnv(import.meta.env);
  return cached;
}
