import { describe, expect, it } from 'vitest';
import {
  WriteConflict,
  firestoreRest,
  migrationUsage,
  parseMigrationArgs,
} from './firestore-migration.mjs';

const usage = migrationUsage('migrate-something');

describe('parseMigrationArgs', () => {
  it('reads the project, the dry run and the key file', () => {
    expect(parseMigrationArgs([], usage)).toEqual({
      project: undefined,
      dryRun: false,
      serviceAccount: undefined,
    });
    expect(
      parseMigrationArgs(['--project', 'p1', '--dry-run', '--service-account', 'k.json'], usage),
    ).toEqual({ project: 'p1', dryRun: true, serviceAccount: 'k.json' });
  });

  it('refuses an unknown option, a project without its id, a key without a project', () => {
    expect(() => parseMigrationArgs(['--force'], usage)).toThrow(
      `Unknown option --force. ${usage}`,
    );
    expect(() => parseMigrationArgs(['--project'], usage)).toThrow(usage);
    expect(() => parseMigrationArgs(['--service-account', 'k.json'], usage)).toThrow(
      '--service-account is for a real project: give --project too.',
    );
  });
});

describe('firestoreRest', () => {
  const answering = (pages: { status: number; body: string }[]) => {
    const urls: string[] = [];
    // The module asks with a URL string.
    const send: typeof fetch = (url) => {
      urls.push(url as string);
      const page = pages.shift() ?? { status: 500, body: 'no more answers' };
      return Promise.resolve(new Response(page.body, { status: page.status }));
    };
    const rest = firestoreRest({
      projectId: 'p1',
      firestore: 'http://firestore.test',
      headers: { Authorization: 'Bearer owner' },
      send,
    });
    return { rest, urls };
  };

  it('lists a collection page after page, asking only for the fields named', async () => {
    const { rest, urls } = answering([
      { status: 200, body: JSON.stringify({ documents: [{ name: 'a' }], nextPageToken: 't2' }) },
      { status: 200, body: JSON.stringify({ documents: [{ name: 'b' }] }) },
    ]);
    const names: string[] = [];
    for await (const document of rest.list('tours', ['likes'], 'Listing')) {
      names.push(document.name);
    }
    expect(names).toEqual(['a', 'b']);
    expect(urls).toEqual([
      'http://firestore.test/v1/projects/p1/databases/(default)/documents/tours?pageSize=300&mask.fieldPaths=likes',
      'http://firestore.test/v1/projects/p1/databases/(default)/documents/tours?pageSize=300&mask.fieldPaths=likes&pageToken=t2',
    ]);
  });

  it('tells a write refused by its precondition from any other failure', async () => {
    const conflict = answering([
      { status: 400, body: '{"error":{"status":"FAILED_PRECONDITION"}}' },
    ]);
    await expect(conflict.rest.commit([], 'Writing')).rejects.toBeInstanceOf(WriteConflict);
    const failure = answering([{ status: 403, body: 'denied' }]);
    const refused = failure.rest.commit([], 'Writing');
    await expect(refused).rejects.toThrow('Writing failed: 403 denied');
    await expect(refused).rejects.not.toBeInstanceOf(WriteConflict);
  });
});
