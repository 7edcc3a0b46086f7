import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appConfig } from './scripts/vite/app-config';
import { bootScript } from './scripts/vite/boot-script';
import { codeSplittingGroups, entryLoadsOnlyTheFramework } from './scripts/vite/chunk-groups';
import { manifestLinkAfterFirstScreen } from './scripts/vite/manifest-link';
import { alias } from './scripts/vite/paths';
import { pwa } from './scripts/vite/pwa';

// MUSEO_PORT_OFFSET moves the local stack's ports (scripts/lib/local-config.mjs).
const offset = Number(process.env.MUSEO_PORT_OFFSET ?? 0) || 0;

// The build's own plugins live in scripts/vite/, one file each; what loads before the first paint
// is found in the module graph from the first pages (scripts/vite/chunk-groups.ts).
export default defineConfig({
  plugins: [
    react(),
    appConfig(),
    bootScript(),
    pwa(),
    manifestLinkAfterFirstScreen(),
    entryLoadsOnlyTheFramework(),
  ],
  resolve: { alias },
  server: { host: '127.0.0.1', port: 5173 + offset, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173 + offset, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Every browser we support but Safari before 17 preloads modules itself; there the scripts
    // still load, one step later. The polyfill would be half a KiB more before every first paint.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Index.html's scripts as one file, each first page's as one, what they share as two:
        // left to itself the bundler cuts them into several small chunks, each paying gzip's
        // overhead and a request on the first paint. A group takes only what its plan names.
        codeSplitting: { includeDependenciesRecursively: false, groups: codeSplittingGroups() },
      },
    },
  },
});
