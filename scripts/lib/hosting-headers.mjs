// The headers Firebase Hosting sends (firebase.json), for the local preview server, so the
// e2e suite and the benchmark run under the same Content-Security-Policy as production.
// Locally the backend is the emulators: their origins stand in for Google's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOST, PORTS, ROOT } from './local-config.mjs';

const GOOGLE_ORIGINS = {
  'https://firestore.googleapis.com': () => `http://${HOST}:${PORTS.firestore}`,
  'https://identitytoolkit.googleapis.com': () => `http://${HOST}:${PORTS.auth}`,
  'https://securetoken.googleapis.com': () => `http://${HOST}:${PORTS.auth}`,
  'https://firebasestorage.googleapis.com': () => `http://${HOST}:${PORTS.storage}`,
};

/** The production CSP with the emulators' origins, and without the https upgrade. */
export function emulatorCsp(csp) {
  return csp
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && directive !== 'upgrade-insecure-requests')
    .map((directive) => {
      const [name, ...sources] = directive.split(/\s+/);
      const mapped = sources.map((source) => GOOGLE_ORIGINS[source]?.() ?? source);
      return [name, ...new Set(mapped)].join(' ');
    })
    .join('; ');
}

/** Headers firebase.json sets on every path ("**"), adapted to the local stack. */
export function localHostingHeaders() {
  const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  const all = firebaseJson.hosting.headers.find((entry) => entry.source === '**');
  const headers = {};
  for (const { key, value } of all?.headers ?? []) {
    headers[key] = key === 'Content-Security-Policy' ? emulatorCsp(value) : value;
  }
  return headers;
}
