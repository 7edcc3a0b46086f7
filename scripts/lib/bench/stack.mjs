// What `npm run bench` knows of the local stack it runs in (scripts/bench.mjs starts it): where the
// build is served from, the emulators' hosts, and two checks of what they serve. Nothing here
// runs at import.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { HOST, PREVIEW_PORT, PROJECT_ID, emulatorUrls } from '../local-config.mjs';

/**
 * The site under measure: the app's origin (Firebase's Hosting emulator), the emulators'
 * host:port, and the build the Hosting emulator serves (`outDir`, bench.mjs's own build).
 */
export function benchSite(outDir) {
  if (!outDir) throw new Error('BENCH_APP_DIR is not set: run this through `npm run bench`.');
  return {
    appUrl: `http://${HOST}:${PREVIEW_PORT}`,
    hosts: Object.fromEntries(
      Object.entries(emulatorUrls()).map(([name, url]) => [name, new URL(url).host]),
    ),
    outDir,
  };
}

/** The gzipped size (zlib's default level, as Vite reports it) of a file of the build. */
export function gzipSizeInDist(site, path) {
  const file = join(site.outDir, decodeURIComponent(new URL(path, site.appUrl).pathname));
  return existsSync(file) ? gzipSync(readFileSync(file)).byteLength : null;
}

/** The download URL of a seeded work's file `name` ('audio-es', 'mainImg'…) as its document records it. */
export async function seededMediaUrl(workId, name) {
  const { firestore } = emulatorUrls();
  const response = await fetch(
    `${firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents/obras/${workId}`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  if (!response.ok) return null;
  const doc = await response.json();
  const media = doc.fields?.media?.mapValue?.fields ?? {};
  return media[name]?.mapValue?.fields?.url?.stringValue ?? null;
}

/** Does the Storage emulator answer a byte range of a narration (so playback can stream)? */
export async function audioStreams(content) {
  const work = content.works[0];
  const url = work && (await seededMediaUrl(work.id, 'audio-es'));
  if (!url) return null;
  const response = await fetch(url, { headers: { Range: 'bytes=0-1023' } });
  const body = await response.arrayBuffer();
  return {
    status: response.status,
    acceptRanges: response.headers.get('accept-ranges'),
    bytes: body.byteLength,
  };
}

const FLOOR_DIR = 'bench-floor';

/**
 * Writes each route's floor page into the build the Hosting emulator serves, which serves it as
 * it serves the app's index.html (firebase.json's headers); returns each one's URL by route.
 * `pages` are { [route]: html }.
 */
export function writeFloorPages(site, pages) {
  const dir = join(site.outDir, FLOOR_DIR);
  mkdirSync(dir, { recursive: true });
  return Object.fromEntries(
    Object.entries(pages).map(([route, { fileName, html }]) => {
      writeFileSync(join(dir, fileName), html);
      return [route, `${site.appUrl}/${FLOOR_DIR}/${fileName}`];
    }),
  );
}

/** Takes the floor pages out of the build again. */
export function removeFloorPages(site) {
  rmSync(join(site.outDir, FLOOR_DIR), { recursive: true, force: true });
}
