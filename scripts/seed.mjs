#!/usr/bin/env node
// `npm run seed`: replaces the content of the running local emulators with the
// demo content (as `npm start` does when it starts). Emulators only.
import { emulatorUrls } from './lib/local-config.mjs';
import { PreflightError, runMain, say } from './lib/preflight.mjs';
import { seedDemoContent } from './lib/seed.mjs';

runMain(async () => {
  const urls = emulatorUrls();
  try {
    await fetch(`${urls.firestore}/`);
  } catch {
    throw new PreflightError(
      `No Firestore emulator answers at ${urls.firestore}: start the local stack with \`npm start\` first.`,
    );
  }
  await seedDemoContent({ urls, log: say });
  return 0;
});
