// The build's variables the code reads by name (scripts/vite/app-config.ts, src/config/privacy-env.ts,
// src/boot/boot.ts): each a string when set in the env files, absent otherwise.
interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_EMULATOR_HOST?: string;
  readonly VITE_EMULATOR_PORT_OFFSET?: string;
  readonly VITE_CONTACT_ENDPOINT?: string;
  readonly VITE_BLOG_URL?: string;
  readonly VITE_FOUNDER_URL?: string;
  readonly VITE_APPCHECK_SITE_KEY?: string;
  readonly VITE_PRIVACY_CONTACT?: string;
  readonly VITE_DATA_LOCATION?: string;
}

/** The checked configuration, written in by the build (scripts/vite/app-config.ts). */
declare const __APP_CONFIG__: import('./config/parse-env').AppConfig;
