import type { AppConfig } from './parse-env';

export type { AppConfig };

/**
 * The app's configuration: the build's variables, checked and written into the code when it was
 * built (scripts/vite/app-config.ts), so no page pays for checking them again.
 */
export function getConfig(): AppConfig {
  return __APP_CONFIG__;
}
