import { signOut } from 'firebase/auth';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkVerified,
  join,
  observeSession,
  resendVerification,
  sendReset,
  signIn,
  signOutUser,
  type MailContext,
} from '@/features/accounts/api/session';
import { auth } from '@/lib/firebase/auth';
import type { SessionUser } from '@/lib/session';
import { emulatorAddress, PROJECT_ID } from '../support/emulators';
import { documentIds } from '../support/inspect';

function ok<T>(result: { isError: false; data: T } | { isError: true; error: unknown }): T {
  if (result.isError) throw new Error(`expected success: ${JSON.stringify(result.error)}`);
  return result.data;
}

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

/** The page a mail's link leads back to, in the page's language. */
const MAIL: MailContext = { language: 'es', continueUrl: 'http://127.0.0.1:4173/muestra/abc' };

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

/** The mails the Auth emulator would have sent to `email` (it sends none: it lists them). */
async function mailsTo(email: string): Promise<OobCode[]> {
  const { host, port } = emulatorAddress('FIREBASE_AUTH_EMULATOR_HOST');
  const response = await fetch(
    `http://${host}:${port}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((code) => code.email === email);
}

/**
 * The language Auth asks the mail in: the SDK sends its `languageCode` with the request (the
 * emulator writes lang=en into every link whatever was asked, and Node's Auth SDK holds its own
 * fetch, so the e2e journey reads the request's header; here, what the SDK was told).
 */
const mailLanguage = () => auth().languageCode;

/** Opens a mail's link as the visitor would, without following it back into the app. */
const openLink = (link: string | undefined) => fetch(link ?? '', { redirect: 'manual' });

describe('accounts', () => {
  it('joining creates the users record: own uid, e-mail, names, never admin', async () => {
    const email = unique('join');
    const result = await join(
      { name: 'Clara', lastName: 'Molina', email, password: 'secret-1' },
      MAIL,
    );
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
    expect(session).toMatchObject({
      uid,
      name: 'Clara',
      surname: 'Molina',
      isAdmin: false,
      emailVerified: false,
    });
  });

  it('joining asks for the verification mail in the page language, leading back to the page', async () => {
    const email = unique('verify');
    await join({ name: 'Vera', lastName: 'Ficada', email, password: 'secret-1' }, MAIL);
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.requestType)).toEqual(['VERIFY_EMAIL']);
    const link = new URL(mails[0]?.oobLink ?? '');
    expect(link.searchParams.get('continueUrl')).toBe(MAIL.continueUrl);
    expect(mailLanguage()).toBe('es');

    // "Resend", in the language the page is in now.
    ok(await resendVerification({ ...MAIL, language: 'en' }));
    expect((await mailsTo(email)).length).toBe(2);
    expect(mailLanguage()).toBe('en');
  });

  it('the app notices a verified address without signing out, and the token carries it', async () => {
    const email = unique('noticed');
    await join({ name: 'Nora', lastName: 'Tada', email, password: 'secret-1' }, MAIL);
    expect(await checkVerified()).toBe(false);
    const [mail] = await mailsTo(email);
    // Opening the link, as the visitor would from the mail.
    expect((await openLink(mail?.oobLink)).status).toBeLessThan(400);
    expect(await checkVerified()).toBe(true);
    const token = await auth().currentUser?.getIdTokenResult();
    expect(token?.claims.email_verified).toBe(true);
    expect(await nextSession()).toMatchObject({ emailVerified: true });
  });

  it('an e-mail already registered is refused as such', async () => {
    const email = unique('twice');
    await join({ name: 'A', lastName: 'B', email, password: 'secret-1' }, MAIL);
    await signOutUser();
    expect(
      await join({ name: 'C', lastName: 'D', email, password: 'secret-2' }, MAIL),
    ).toMatchObject({
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
    await join({ name: 'A', lastName: 'B', email, password: 'secret-1' }, MAIL);
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

  it('the reset mail is asked for in the page language, leading back to signing in', async () => {
    const email = unique('reset');
    await join({ name: 'Rosa', lastName: 'Set', email, password: 'secret-1' }, MAIL);
    await signOutUser();
    const back = {
      language: 'en',
      continueUrl: 'http://127.0.0.1:4173/log-in?next=%2Fmuestra%2Fabc',
    };
    ok(await sendReset(email, back));
    const reset = (await mailsTo(email)).filter((mail) => mail.requestType === 'PASSWORD_RESET');
    expect(reset).toHaveLength(1);
    expect(new URL(reset[0]?.oobLink ?? '').searchParams.get('continueUrl')).toBe(back.continueUrl);
    expect(mailLanguage()).toBe('en');
  });

  it('the reset mail is "sent" whether or not the address has an account', async () => {
    expect(await sendReset(unique('ghost'), MAIL)).toEqual({ isError: false, data: undefined });
  });
});
