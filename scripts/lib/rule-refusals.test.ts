import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { refusalsMark, refusedWritesSince } from './rule-refusals.mjs';

const refusal = (time: string, why: string) =>
  `Nov 29, 2026 ${time} AM io.gapi.emulators.netty.HttpHandler$1 onError\n` +
  `INFO: Exception when handling request: PERMISSION_DENIED: \n${why}\n`;

describe("a failed layer's refused writes", () => {
  it('are the writes refused after the mark, each once, reads left out', () => {
    const log = join(mkdtempSync(join(tmpdir(), 'refusals-')), 'firestore-debug.log');
    writeFileSync(log, refusal('6:00:00', "false for 'create' @ L443"));
    const mark = refusalsMark(log);
    appendFileSync(
      log,
      refusal('6:01:00', "evaluation error at L306:21 for 'get' @ L306") +
        refusal('6:02:00', "false for 'update' @ L520") +
        refusal('6:02:00', "false for 'update' @ L520") +
        refusal('6:03:00', "false for 'delete' @ L530"),
    );
    expect(refusedWritesSince(mark, { log })).toEqual([
      "Nov 29, 2026 6:02:00 AM io.gapi.emulators.netty.HttpHandler$1 onError false for 'update' @ L520",
      "Nov 29, 2026 6:03:00 AM io.gapi.emulators.netty.HttpHandler$1 onError false for 'delete' @ L530",
    ]);
    expect(refusedWritesSince(refusalsMark(log), { log })).toEqual([]);
  });
});
