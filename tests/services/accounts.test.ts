import { signOut } from 'firebase/auth';
import { afterEach, describe, expect, it } from 'vitest';
import {
  join,
  observeSession,
  sendReset,
  signIn,
  signOutUser,
} from '@/features/accounts/api/session';
import { auth } from '@/lib/firebase/auth';
import type { SessionUser } from '@/lib/session';
import { emulatorAddress, PROJECT_ID } from '../support/emulators';
import { documentIds } from '../support/inspect';

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@museo.test`;

async function usersDoc(uid: string) {
  const { host, port } = emulatorAddress('FIRESTORE_EMULATOR_HOST');
  const response = await fetch(
    `http://${host}:${port}/v1/projects/${PROJECT_ID}/databases/(default)/documents/users/${uid}`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  return response.ok
    ? ((await response.json()) as { fields: Record<string, unknown> }).fields
    : null;
}

/** The next session the observer reports (after Auth has restored its state). */
async function nextSession(): Promise<SessionUser | null> {
  let stop: (() => void) | undefined;
  const user = await new Promise<SessionUser | null>((resolve) => {
    void observeSession((value) => resolve(value)).then((unsubscribe) => (stop = unsubscribe));
  });
  stop?.();
  return user;
}

afterEach(async () => {
  await signOut(auth());
});

describe('accounts', () => {
  it('joining creates the users record: own uid, e-mail, names, never admin', async () => {
    const email = unique('join');
    const result = await join({ name: 'Clara', lastName: 'Molina', email, password: 'secret-1' });
    expect(result).toEqual({ isError: false, data: undefined });
    const uid = auth().currentUser?.uid ?? '';
    expect(await usersDoc(uid)).toEqual({
      email: { stringValue: email },
      name: { stringValue: 'Clara' },
      surname: { stringValue: 'Molina' },
      isAdmin: { booleanValue: false },
      authProvider: { stringValue: 'local' },
      createdAt: { timestampValue: expect.stringMatching(/^\d{4}-/) as string },
    });
    const session = await nextSession();
    expect(session).toMatchObject({ uid, name: 'Clara', surname: 'Molina', isAdmin: false });
  });

  it('an e-mail already registered is refused as such', async () => {
    const email = unique('twice');
    await join({ name: 'A', lastName: 'B', email, password: 'secret-1' });
    await signOutUser();
    expect(await join({ name: 'C', lastName: 'D', email, password: 'secret-2' })).toMatchObject({
      isError: true,
      error: { code: 'emailInUse' },
    });
  });

  it('signing in repairs a missing users record (registration cut off after step one)', async () => {
    const email = unique('repair');
    const { host, port } = emulatorAddress('FIREBASE_AUTH_EMULATOR_HOST');
    const created = await fetch(
      `http://${host}:${port}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email,
          password: 'secret-1',
          displayName: 'Rita Paz',
          returnSecureToken: true,
        }),
      },
    );
    const { localId } = (await created.json()) as { localId: string };
    expect(await usersDoc(localId)).toBeNull();

    expect(await signIn(email, 'secret-1')).toEqual({ isError: false, data: undefined });
    const session = await nextSession();
    expect(session).toMatchObject({ uid: localId, name: 'Rita', surname: 'Paz', isAdmin: false });
    expect(await documentIds('users')).toContain(localId);
  });

  it('a wrong password and an unknown e-mail fail the same way', async () => {
    const email = unique('wrong');
    await join({ name: 'A', lastName: 'B', email, password: 'secret-1' });
    await signOutUser();
    expect(await signIn(email, 'not-the-password')).toMatchObject({
      isError: true,
      error: { code: 'badCredentials' },
    });
    expect(await signIn(unique('nobody'), 'whatever-1')).toMatchObject({
      isError: true,
      error: { code: 'badCredentials' },
    });
  });

  it('the reset mail is "sent" whether or not the address has an account', async () => {
    expect(await sendReset(unique('ghost'))).toEqual({ isError: false, data: undefined });
  });
});
