// Drives our storage rules runtime (tools/storage-rules-emulator) directly, with the exact
// messages firebase-tools 14.27.0 exchanges with it (lib/emulator/storage/rules/runtime.js).
// The Storage emulator would only show a broken protocol as uploads that hang or are all denied;
// here it fails at once, and says which side moved.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PREINSTALLED_FIRESTORE_JAR,
  prepareEmulatorJars,
} from '../../scripts/lib/emulator-jars.mjs';

const FIREBASE_TOOLS = 'firebase-tools 14.27.0';
const PROTOCOL = `the storage rules runtime protocol of ${FIREBASE_TOOLS}`;
const REPLY_TIMEOUT_MS = 15_000;

type Message = Record<string, unknown>;

function isRecord(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Fails with a message that says the protocol moved, not just "undefined is not an object". */
function record(value: unknown, what: string): Message {
  if (!isRecord(value)) {
    throw new Error(`${what} is not an object (${JSON.stringify(value)}): ${PROTOCOL} moved?`);
  }
  return value;
}

function strings(value: unknown, what: string): string[] {
  if (!Array.isArray(value) || !value.every((v): v is string => typeof v === 'string')) {
    throw new Error(
      `${what} is not an array of strings (${JSON.stringify(value)}): ${PROTOCOL} moved?`,
    );
  }
  return value;
}

/** One line of JSON each way, as runtime.js does; replies matched by id, in any order. */
class RuntimeProcess {
  readonly child: ChildProcessWithoutNullStreams;
  stderr = '';
  private readonly waiting = new Map<number, (message: Message) => void>();
  private readonly arrived = new Map<number, Message[]>();

  constructor(jar: string) {
    // The command line firebase-tools 14.27.0 uses (downloadableEmulators.js, Commands.storage).
    this.child = spawn('java', ['-Duser.language=en', '-jar', jar, 'serve'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    createInterface({ input: this.child.stdout }).on('line', (line) => this.receive(line));
  }

  private receive(line: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      throw new Error(`The runtime printed a line that is not JSON: ${line} (${PROTOCOL})`);
    }
    const message = record(parsed, 'A runtime message');
    const id = message.id ?? message.server_request_id;
    if (typeof id !== 'number') {
      throw new Error(`Runtime message without a numeric id: ${line} (${PROTOCOL})`);
    }
    const waiter = this.waiting.get(id);
    if (waiter) {
      this.waiting.delete(id);
      waiter(message);
    } else {
      this.arrived.set(id, [...(this.arrived.get(id) ?? []), message]);
    }
  }

  send(message: Message): void {
    this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  next(id: number, what: string): Promise<Message> {
    const queued = this.arrived.get(id)?.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(
          new Error(
            `No reply to ${what} (id ${id}) within ${REPLY_TIMEOUT_MS} ms: ${PROTOCOL} moved? ` +
              `Runtime stderr: ${this.stderr || '(empty)'}`,
          ),
        );
      }, REPLY_TIMEOUT_MS);
      this.waiting.set(id, (message) => {
        clearTimeout(timer);
        resolve(message);
      });
    });
  }

  rssMegabytes(): number {
    const status = readFileSync(`/proc/${this.child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  }
}

// ---- the values firebase-tools 14.27.0 sends (runtime.js: toExpressionValue and friends) ----

function toExpressionValue(value: unknown): Message {
  if (typeof value === 'string') return { string_value: value };
  if (typeof value === 'boolean') return { bool_value: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { int_value: value } : { float_value: value };
  }
  if (value instanceof Date) return { timestamp_value: value.toISOString() };
  if (Array.isArray(value)) return { list_value: { values: value.map(toExpressionValue) } };
  if (value === null || value === undefined) return { null_value: null };
  if (isRecord(value)) {
    const fields = Object.fromEntries(
      Object.entries(value).map(([key, v]) => [key, toExpressionValue(v)]),
    );
    return { map_value: { fields } };
  }
  throw new Error(`Cannot convert a ${typeof value}`);
}

/** StoredFileMetadata.asRulesResource(), for an upload of `size` bytes. */
function rulesResource(name: string, contentType: string, size: number): Message {
  const now = new Date();
  return {
    name,
    bucket: 'demo-museo-guia.appspot.com',
    generation: 1,
    metageneration: 1,
    size,
    timeCreated: now,
    updated: now,
    md5Hash: 'bWQ1',
    crc32c: '0',
    etag: 'ZXRhZw',
    contentDisposition: 'inline',
    contentEncoding: 'identity',
    contentType,
    metadata: { firebaseStorageDownloadTokens: 't' },
  };
}

let nextId = 0;

function verifyRequest(
  method: 'get' | 'create' | 'delete',
  objectPath: string,
  uid: string | null,
  after: Message | null = null,
): Message {
  const path = `/b/demo-museo-guia.appspot.com/o/${objectPath}`;
  const token = { user_id: uid, sub: uid, firebase: { sign_in_provider: 'password' } };
  return {
    action: 'verify',
    id: nextId++,
    context: {
      rulesetName: 'good',
      service: 'firebase.storage',
      path,
      method,
      delimiter: undefined,
      variables: {
        resource: toExpressionValue(null),
        request: {
          map_value: {
            fields: {
              path: {
                path_value: {
                  segments: path
                    .split('/')
                    .filter((s) => s)
                    .map((simple) => ({ simple })),
                },
              },
              time: toExpressionValue(new Date()),
              resource: toExpressionValue(after),
              auth: uid ? toExpressionValue({ uid, token }) : { null_value: null },
            },
          },
        },
      },
    },
  };
}

const BROKEN_RULES = [
  "rules_version = '2';",
  'service firebase.storage {',
  '  match /b/{bucket}/o {',
  '    allow read: if true &&;',
  '  }',
  '}',
].join('\n');

const GOOD_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /public/{name} {
      allow get: if true;
    }
    match /admin/{name} {
      allow create: if request.auth != null
        && firestore.exists(/databases/(default)/documents/users/$(request.auth.uid))
        && firestore.get(/databases/(default)/documents/users/$(request.auth.uid)).data.isAdmin == true
        && request.resource.size < 1024;
    }
  }
}`;

// ---- the tests -------------------------------------------------------------------------------

// Our runtime only exists where the preinstalled Firestore emulator jar does; elsewhere
// firebase-tools runs the runtime it downloads, and there is nothing of ours to test.
describe.skipIf(!existsSync(PREINSTALLED_FIRESTORE_JAR))(
  `our storage rules runtime, speaking ${FIREBASE_TOOLS}'s protocol`,
  () => {
    let runtime: RuntimeProcess;
    // Separate from `runtime`, which stays unset if beforeAll fails before spawning.
    let child: ChildProcessWithoutNullStreams | undefined;
    let spawnedAt = 0;

    beforeAll(async () => {
      const require = createRequire(join(process.cwd(), 'package.json'));
      const pkg = record(require('firebase-tools/package.json'), 'firebase-tools/package.json');
      expect(
        pkg.version,
        `The runtime was written for ${FIREBASE_TOOLS}; another version is installed. ` +
          'Re-check runtime.js/manager.js against tools/storage-rules-emulator and patches/.',
      ).toBe('14.27.0');

      const { STORAGE_EMULATOR_BINARY_PATH: jar } = await prepareEmulatorJars();
      if (!jar) throw new Error('prepareEmulatorJars() gave no storage rules runtime jar');
      spawnedAt = performance.now();
      runtime = new RuntimeProcess(jar);
      child = runtime.child;
    }, 120_000);

    afterAll(async () => {
      if (!child || child.exitCode !== null) return;
      // firebase-tools stops the runtime with SIGINT and waits for it to exit.
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    });

    it('prints the ready line first', async () => {
      const ready = await runtime.next(-1, 'startup (the ready line)');
      console.info(
        `storage rules runtime: ready ${(performance.now() - spawnedAt).toFixed(0)} ms after spawn`,
      );
      expect(ready, `${PROTOCOL}: the ready line`).toEqual({ id: -1, status: 'ok' });
    });

    it('reports a syntax error with its file, line and column', async () => {
      const id = nextId++;
      runtime.send({
        action: 'load_ruleset',
        id,
        context: {
          rulesetName: 'broken',
          source: { files: [{ name: 'broken.rules', content: BROKEN_RULES }] },
        },
      });
      const reply = await runtime.next(id, 'load_ruleset of a broken file');
      expect(reply.status, PROTOCOL).toBe('ok');
      const errors = strings(reply.errors, 'load_ruleset errors');
      expect(errors.length, `${PROTOCOL}: a broken file must yield errors`).toBeGreaterThan(0);
      // manager.js JSON.parses each issue and prints "<description_> in <fileName_>:<line_>".
      const issue = record(JSON.parse(errors[0] ?? 'null'), 'a load_ruleset issue');
      const position = record(issue.sourcePosition_, 'issue.sourcePosition_');
      expect(typeof issue.description_, `${PROTOCOL}: issue.description_`).toBe('string');
      expect(issue.description_, 'the parser message').toMatch(/mismatched input ';'/);
      expect(
        { file: position.fileName_, line: position.line_, column: position.column_ },
        `${PROTOCOL}: issue.sourcePosition_`,
      ).toEqual({ file: 'broken.rules', line: 4, column: 27 });
    });

    it('loads a valid ruleset as rules version 2', async () => {
      const id = nextId++;
      const started = performance.now();
      runtime.send({
        action: 'load_ruleset',
        id,
        context: {
          rulesetName: 'good',
          source: { files: [{ name: 'good.rules', content: GOOD_RULES }] },
        },
      });
      const reply = await runtime.next(id, 'load_ruleset of a valid file');
      console.info(
        `storage rules runtime: load_ruleset ${(performance.now() - started).toFixed(0)} ms`,
      );
      expect(strings(reply.errors, 'load_ruleset errors'), 'compile errors').toEqual([]);
      expect(reply.result, PROTOCOL).toEqual({ rulesVersion: 2 });
    });

    it('allows and denies without Firestore', async () => {
      const allow = verifyRequest('get', 'public/a.txt', null);
      const deny = verifyRequest(
        'create',
        'public/a.txt',
        'ada',
        rulesResource('public/a.txt', 'text/plain', 3),
      );
      runtime.send(allow);
      runtime.send(deny);
      const [allowed, denied] = await Promise.all([
        runtime.next(Number(allow.id), 'verify (get, allowed)'),
        runtime.next(Number(deny.id), 'verify (create, no rule)'),
      ]);
      expect(allowed, PROTOCOL).toMatchObject({
        status: 'ok',
        result: { permit: true },
        errors: [],
      });
      expect(denied, PROTOCOL).toMatchObject({
        status: 'ok',
        result: { permit: false },
        errors: [],
      });
    });

    it('reads users/{uid} through fetch_firestore_document callbacks, out of order', async () => {
      // Several verifies in flight; the runtime must ask for each user's document with the
      // verify's id, and the answers (given here in reverse order) must reach the right verify.
      const users: Array<{ uid: string; doc: Message | null; size: number; permit: boolean }> = [
        { uid: 'ada', doc: { isAdmin: { booleanValue: true } }, size: 10, permit: true },
        { uid: 'bob', doc: { isAdmin: { booleanValue: false } }, size: 10, permit: false },
        { uid: 'cyd', doc: null, size: 10, permit: false },
        { uid: 'dee', doc: { isAdmin: { booleanValue: true } }, size: 4096, permit: false },
        { uid: 'eve', doc: { name: { stringValue: 'Eve' } }, size: 10, permit: false },
      ];
      const requests = users.map((u) =>
        verifyRequest(
          'create',
          `admin/${u.uid}.bin`,
          u.uid,
          rulesResource(`admin/${u.uid}.bin`, 'application/octet-stream', u.size),
        ),
      );
      requests.forEach((r) => runtime.send(r));
      const callbacks = await Promise.all(
        requests.map((r) =>
          runtime.next(Number(r.id), 'verify (expected a fetch_firestore_document request)'),
        ),
      );
      callbacks.forEach((callback, i) => {
        const uid = users[i]?.uid ?? '';
        expect(callback, `${PROTOCOL}: the Firestore callback`).toEqual({
          server_request_id: requests[i]?.id,
          status: 'ok', // 14.27.0 drops any other status that has no "action"
          action: 'fetch_firestore_document',
          context: { path: `/databases/(default)/documents/users/${uid}` },
        });
      });
      const verdicts = [...users.keys()].reverse().map((i) => {
        const user = users[i];
        const id = Number(requests[i]?.id);
        if (!user) throw new Error('unreachable');
        // What runtime.js fetchFirestoreDocument() sends back, under the verify's id.
        runtime.send(
          user.doc
            ? {
                result: {
                  name: `projects/demo-museo-guia/databases/(default)/documents/users/${user.uid}`,
                  fields: user.doc,
                },
                status: 'ok',
                warnings: [],
                errors: [],
                id,
              }
            : { status: 'not_found', warnings: [], errors: [], id },
        );
        return runtime.next(id, `verify of ${user.uid} after its Firestore document`);
      });
      const replies = await Promise.all(verdicts);
      const expected = [...users].reverse();
      replies.forEach((reply, i) => {
        expect(reply.result, `${PROTOCOL}: verdict for ${expected[i]?.uid}`).toEqual({
          permit: expected[i]?.permit,
        });
      });
      console.info(`storage rules runtime: RSS ${runtime.rssMegabytes().toFixed(0)} MB`);
    });

    it('wrote nothing to stderr (firebase-tools logs it as "Unexpected rules runtime error")', () => {
      expect(runtime.stderr).toBe('');
    });
  },
);
