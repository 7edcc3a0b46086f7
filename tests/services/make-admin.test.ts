import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorAddress, PROJECT_ID } from '../support/emulators';
import { clearFirestore, createAccount } from '../support/inspect';

const EMAIL = 'future-admin@museo.test';
const SECOND = 'second-admin@museo.test';
const UNVERIFIED = 'not-yet-verified@museo.test';

function run(...args: string[]) {
  return spawnSync('node', ['scripts/make-admin.mjs', ...args], { encoding: 'utf8' });
}

/** The colours the script paints its mark with. */
// eslint-disable-next-line no-control-regex
const COLOURS = /\x1b\[[0-9;]*m/g;

/** What the script said on stderr: one line, without its red mark. */
const said = (stderr: string) => stderr.replace(COLOURS, '').replace(/^✖ /, '').trim();

async function isAdmin(uid: string): Promise<unknown> {
  const { host, port } = emulatorAddress('FIRESTORE_EMULATOR_HOST');
  const response = await fetch(
    `http://${host}:${port}/v1/projects/${PROJECT_ID}/databases/(default)/documents/users/${uid}`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  const body = (await response.json()) as { fields: { isAdmin: { booleanValue: boolean } } };
  return body.fields.isAdmin.booleanValue;
}

const profile = { name: 'Fu', surname: 'Turo', isAdmin: false };
let uid: string;
let second: string;
let unverified: string;

beforeAll(async () => {
  // No administrator but the ones made here: the rules layer's files share the emulators.
  await clearFirestore();
  uid = await createAccount(EMAIL, 'secret-123', profile, { emailVerified: true });
  second = await createAccount(SECOND, 'secret-123', profile, { emailVerified: true });
  unverified = await createAccount(UNVERIFIED, 'secret-123', profile, { emailVerified: false });
});

describe('the admin bootstrap script (npm run make-admin)', () => {
  it('makes an existing, verified account admin, and takes it back with --revoke', async () => {
    expect(run(SECOND).status).toBe(0);
    const grant = run(EMAIL);
    expect(grant.stderr).toBe('');
    expect(grant.status).toBe(0);
    expect(grant.stdout).toContain('is now an administrator');
    expect(await isAdmin(uid)).toBe(true);

    const revoke = run(EMAIL, '--revoke');
    expect(revoke.stderr).toBe('');
    expect(revoke.status).toBe(0);
    expect(await isAdmin(uid)).toBe(false);
  });

  it('refuses an account that has not verified its e-mail, in one sentence', async () => {
    const result = run(UNVERIFIED);
    expect(result.status).toBe(1);
    expect(said(result.stderr)).toBe(
      `${UNVERIFIED} has not verified its e-mail address yet: an administrator must have one ` +
        '(the rules refuse admin power without it): ask them to open the verification mail, or to ' +
        'sign in and press “Resend”, then run this again.',
    );
    expect(await isAdmin(unverified)).toBe(false);
  });

  it('refuses to revoke the last administrator, counting only verified ones', async () => {
    // SECOND is the only administrator left; an unverified account's flag gives no power.
    await createAccount(
      UNVERIFIED,
      'secret-123',
      { ...profile, isAdmin: true },
      { emailVerified: false },
    );
    const result = run(SECOND, '--revoke');
    expect(result.status).toBe(1);
    expect(said(result.stderr)).toBe(
      `${SECOND} is the last administrator of ${PROJECT_ID}: make another account an ` +
        'administrator first (it must have a verified e-mail), then revoke this one, or nobody ' +
        'could manage the site.',
    );
    expect(await isAdmin(second)).toBe(true);

    expect(run(EMAIL).status).toBe(0);
    expect(run(SECOND, '--revoke').status).toBe(0);
    expect(await isAdmin(second)).toBe(false);
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
