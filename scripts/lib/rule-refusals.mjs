// What the Firestore emulator refused while a layer ran, for a failed layer's report: a journey
// that fails on "permission denied" says which rule said no (firestore.rules' line numbers),
// which its screenshot cannot. Read from the emulator's own log, from where the layer began.
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './local-config.mjs';

const LOG = join(ROOT, 'firestore-debug.log');

/** Where the log ends now: a layer's refusals are those written after it. */
export function refusalsMark(log = LOG) {
  return existsSync(log) ? statSync(log).size : 0;
}

/** The writes refused since `mark` (reads are refused on purpose by many journeys), newest last. */
export function refusedWritesSince(mark, { log = LOG, max = 8 } = {}) {
  if (!existsSync(log)) return [];
  const size = statSync(log).size;
  if (size <= mark) return [];
  const buffer = Buffer.alloc(size - mark);
  const fd = openSync(log, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, mark);
  } finally {
    closeSync(fd);
  }
  const lines = buffer.toString('utf8').split('\n');
  const refusals = [];
  for (const [i, line] of lines.entries()) {
    if (!line.includes('PERMISSION_DENIED')) continue;
    const why = (lines[i + 1] ?? '').trim();
    if (/for '(create|update|delete)'/.test(why)) refusals.push(`${lines[i - 1] ?? ''} ${why}`);
  }
  return [...new Set(refusals)].slice(-max);
}
