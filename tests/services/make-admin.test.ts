import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorAddress, PROJECT_ID } from '../support/emulators';
import { createAccount } from '../support/inspect';

const EMAIL = 'future-admin@museo.test';

function run(...args: string[]) {
  return spawnSync('node', ['scripts/make-admin.mjs', ...args], { encoding: 'utf8' });
}

async function isAdmin(uid: string): Promise<unknown> {
  const { host, port } = emulatorAddress('FIRESTORE_EMULATOR_HOST');
  const response = await fetch(
    `http://${host}:${port}/v1/projects/${PROJECT_ID}/databases/(default)/documents/users/${uid}`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  const body = (await response.json()) as { fields: { isAdmin: { booleanValue: boolean } } };
  return body.fields.isAdmin.booleanValue;
}

let uid: string;

beforeAll(async () => {
  uid = await createAccount(EMAIL, 'secret-123', { name: 'Fu', surname: 'Turo', isAdmin: false });
});

describe('the admin bootstrap script (npm run make-admin)', () => {
  it('makes an existing account admin, and takes it back with --revoke', async () => {
    const grant = run(EMAIL);
    expect(grant.stderr).toBe('');
    expect(grant.status).toBe(0);
    expect(grant.stdout).toContain('is now an administrator');
    expect(await isAdmin(uid)).toBe(true);

    const revoke = run(EMAIL, '--revoke');
    expect(revoke.status).toBe(0);
    expect(await isAdmin(uid)).toBe(false);
  });

  it('says clearly when there is no such account', () => {
    const result = run('nobody@museo.test');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('No account with the e-mail nobody@museo.test');
  });

  it('refuses half a real-project configuration', () => {
    const result = run(EMAIL, '--project', 'real-project');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('needs both --project and --service-account');
  });
});
