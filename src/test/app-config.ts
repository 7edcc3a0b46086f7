import { parseEnv } from '@/config/parse-env';

// The app reads its configuration as the build writes it in (scripts/vite/app-config.ts); under
// Vitest there is no build, so the same check of the same variables runs here.
Reflect.set(globalThis, '__APP_CONFIG__', parseEnv(import.meta.env));
