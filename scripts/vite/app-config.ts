import { loadEnv, type Plugin } from 'vite';
import { parseEnv, type AppConfig } from '../../src/config/parse-env';

/** The checked configuration as the code reads it (`__APP_CONFIG__`, src/config/env.ts). */
export const appConfigDefine = (config: AppConfig) => ({
  __APP_CONFIG__: JSON.stringify(config),
});

/**
 * Checks the build's VITE_* variables (the env files of the mode, and the environment) when the
 * app is built or served, and writes the result into the code: a missing or malformed one stops
 * the build with its name, and no page carries the checking code or pays for it.
 */
export function appConfig(): Plugin {
  return {
    name: 'museo-app-config',
    config(config, { mode }) {
      const env = loadEnv(mode, config.envDir || process.cwd(), 'VITE_');
      try {
        return { define: appConfigDefine(parseEnv(env)) };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(
          `${reason} (mode "${mode}": set them in .env.${mode} or .env.${mode}.local; docs/deploying.md lists them)`,
        );
      }
    },
  };
}
