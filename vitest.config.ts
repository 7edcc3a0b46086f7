import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';

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
          // The core journeys in Firefox and WebKit, one engine per run (ENGINE=firefox|webkit):
          // scripts/lib/engine-layer.mjs runs them against the whole local stack.
          name: 'engines',
          environment: 'node',
          include: ['tests/engines/**/*.engine.ts'],
          // A journey only one engine can take is named for it: <journey>.<engine>.engine.ts.
          exclude: [
            `tests/engines/**/*.${process.env.ENGINE === 'webkit' ? 'firefox' : 'webkit'}.engine.ts`,
          ],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
