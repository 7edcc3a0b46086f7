#!/usr/bin/env node
// Child of `npm start`: builds the app into the given folder, unless nothing it is made from has
// changed since the last build there, while the emulators start beside it.
import { buildAppIfChanged } from './lib/build.mjs';

const outDir = process.argv[2];
if (!outDir) {
  console.error('Usage: node scripts/build-local.mjs <output folder>');
  process.exit(2);
}
await buildAppIfChanged({ outDir });
