import type * as env from '@/config/env';
import type { AppConfig } from '@/config/env';

/**
 * A stand-in for `@/config/env` whose configuration is the real one with `overrides()` over it,
 * read on every call so a test can change a value between cases.
 */
export function envWith(original: typeof env, overrides: () => Partial<AppConfig>): typeof env {
  return {
    ...original,
    getConfig: (): AppConfig => ({ ...original.getConfig(), ...overrides() }),
  };
}
