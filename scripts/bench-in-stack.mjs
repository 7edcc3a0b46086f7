#!/usr/bin/env node
// Runs inside `firebase emulators:exec` for `npm run bench` (scripts/bench.mjs), whose build the
// Hosting emulator serves: the bench itself is scripts/lib/bench/run.mjs.
import { optionsFromEnv, runBench } from './lib/bench/run.mjs';

process.exit(await runBench(optionsFromEnv()));
