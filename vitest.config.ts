import { readdirSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';

const ENGINES = ['chromium', 'firefox', 'webkit'];

/** The journeys in tests/engines/ named for other engines than `engine`, which it leaves out. */
function notFor(engine: string | undefined) {
  return readdirSync(new URL('./tests/engines', import.meta.url))
    .filter((file) => file.endsWith('.engine.ts'))
    .filter((file) => {
      const named = file.split('.').filter((part) => ENGINES.includes(part));
      return named.length > 0 && !named.includes(engine ?? '');
    })
    .map((file) => `tests/engines/${file}`);
}

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
// Tests talk to the local stack: the same VITE_* settings as `npm start`.
const env = loadEnv('emulators', process.cwd(), 'VITE_');

// Four layers; `npm test` (scripts/test.mjs) runs each with what it needs: the static checks
// first (types, ESLint, Prettier, dependency-cruiser: not Vitest's), then unit alone, rules inside
// the emulators, and e2e against the whole local stack (Chromium here, Firefox and WebKit as engines).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          env,
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          // Unit tests run before the emulators start: the preflight tests may borrow their ports.
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'rules',
          env,
          environment: 'node',
          include: ['tests/rules/**/*.test.ts', 'tests/services/**/*.test.ts'],
          setupFiles: ['./tests/support/setup-emulator-tests.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          // The journeys every engine takes, one engine per run (ENGINE=chromium|firefox|webkit):
          // scripts/lib/engine-layer.mjs runs them against the whole local stack.
          name: 'engines',
          environment: 'node',
          include: ['tests/engines/**/*.engine.ts'],
          // A journey only some engines take names them: <journey>.<engine>[.<engine>].engine.ts.
          exclude: notFor(process.env.ENGINE),
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
