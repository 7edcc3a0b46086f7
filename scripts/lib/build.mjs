// Production build of the app against the local stack (mode "emulators").
import { build } from 'vite';
import { ROOT } from './local-config.mjs';
import { say } from './preflight.mjs';

export async function buildApp({ outDir } = {}) {
  say('Building the app (vite build --mode emulators)…');
  await build({
    root: ROOT,
    mode: 'emulators',
    logLevel: 'warn',
    ...(outDir && { build: { outDir, emptyOutDir: true } }),
  });
}
