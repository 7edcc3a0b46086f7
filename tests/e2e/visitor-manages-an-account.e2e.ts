import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { users } from '../../seed/content.mjs';
import { emulatorAddress, PROJECT_ID } from '../support/emulators';
import { APP_URL, useBrowser, newVisitor, screenshot } from './support/browser';

const browser = useBrowser();

const admin = users.find((u) => u.isAdmin);
const visitor = users.find((u) => !u.isAdmin);
if (!admin || !visitor) throw new Error('the seed needs an admin and a visitor');

const authBase = () => {
  const { host, port } = emulatorAddress('FIREBASE_AUTH_EMULATOR_HOST');
  return `http://${host}:${port}`;
};

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Signed in as `name`: the way to their account page, with their name, is in the header. */
async function signedInAs(page: Page, name: string) {
  await page.getByRole('link', { name: `Mi cuenta (${name})` }).waitFor();
}

describe('a visitor with an account', () => {
  it('joins, signs out, fails with a wrong password, and signs in again', async () => {
    const { context, page } = await newVisitor(browser(), 'desktop');
    const email = `nueva-${Date.now()}@museo.test`;
    await page.goto(`${APP_URL}/log-in`);
    await page.getByRole('link', { name: '¿No tenés cuenta? Creá una' }).click();
    await page.getByRole('heading', { name: 'Crear cuenta' }).waitFor();

    // Validation first: nothing typed is lost.
    await page.getByLabel('Nombre').fill('Clara');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      '*Completar todos los campos',
    );
    await page.getByLabel('Apellido').fill('Molina');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña').fill('12345');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      '*Tu contraseña debe contener al menos 6 caracteres',
    );
    await expect(page.getByLabel('Nombre').inputValue()).resolves.toBe('Clara');
    await screenshot(page, 'join-error-desktop-es');

    await page.getByLabel('Contraseña').fill('123456');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.waitForURL(`${APP_URL}/`);
    await signedInAs(page, 'Clara');
    // A new account is never an admin.
    await expect(page.getByRole('link', { name: 'Administración' }).count()).resolves.toBe(0);

    // Signing out forgets what this device cached while signed in.
    await page.getByRole('list', { name: 'Recorridos destacados' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('TOURS') !== null)).resolves.toBe(true);
    await page.getByRole('button', { name: 'Salir' }).click();
    await page.getByRole('link', { name: 'Ingresar' }).waitFor();
    await expect(
      page.evaluate(() =>
        ['WORKS', 'TOURS', 'MUSEUMS', 'COMMENTS', 'sessionHint'].filter(
          (key) => localStorage.getItem(key) !== null,
        ),
      ),
    ).resolves.toEqual([]);

    // The same address cannot be registered twice.
    await page.goto(`${APP_URL}/log-in?mode=join`);
    await page.getByLabel('Nombre').fill('Otra');
    await page.getByLabel('Apellido').fill('Persona');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña').fill('abcdef');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    // Beside the e-mail field (the summary repeats it out of sight, for a screen reader).
    await page.locator('.field__error').getByText('*Esta cuenta ya está registrada').waitFor();

    // Wrong password and unknown e-mail get the same message.
    await page.getByRole('link', { name: '¿Ya tenés cuenta? Ingresá' }).click();
    await fillSignIn(page, email, 'wrong-password');
    await page.getByText('*Email y/o contraseñas incorrectas').waitFor();
    await page.goto(`${APP_URL}/log-in`);
    await expect(page.getByRole('alert').textContent()).resolves.toBe('');
    await fillSignIn(page, 'nadie@museo.test', 'whatever1');
    await page.getByText('*Email y/o contraseñas incorrectas').waitFor();
    // The message on screen follows a language switch, and back; what was typed stays.
    await page.getByRole('banner').getByRole('button', { name: 'Cambiar a English' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      '*Incorrect email and/or password',
    );
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('nadie@museo.test');
    await page.getByRole('banner').getByRole('button', { name: 'Switch to Español' }).click();
    await page.getByRole('heading', { name: 'Ingresar' }).waitFor();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      '*Email y/o contraseñas incorrectas',
    );

    await fillSignIn(page, email, '123456');
    await page.waitForURL(`${APP_URL}/`);
    await signedInAs(page, 'Clara');

    // Reload keeps the session.
    await page.reload();
    await signedInAs(page, 'Clara');
    await context.close();
  });

  it('resets a forgotten password with the link the Auth emulator received', async () => {
    const { context, page } = await newVisitor(browser(), 'phone');
    const email = `olvido-${Date.now()}@museo.test`;
    const signUp = await fetch(
      `${authBase()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'vieja-clave', returnSecureToken: true }),
      },
    );
    expect(signUp.ok).toBe(true);

    const mails: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('accounts:sendOobCode')) mails.push(request);
    });
    await page.goto(`${APP_URL}/log-in`);
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    // The sign-in form has an Email field too: wait for the new screen first.
    await page.getByRole('heading', { name: 'Recuperar contraseña' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByText('Mail enviado').waitFor();
    await screenshot(page, 'forgot-sent-phone-es');
    // Asked for in the page's language, with the way back to signing in.
    const [mail] = mails;
    if (!mail) throw new Error('no reset mail was asked for');
    expect(await mail.headerValue('x-firebase-locale')).toBe('es');
    expect((JSON.parse(mail.postData() ?? '{}') as { continueUrl?: string }).continueUrl).toBe(
      `${APP_URL}/log-in`,
    );

    // An unknown address gets the same answer (no account enumeration).
    await page.goto(`${APP_URL}/forgot-password`);
    await page.getByRole('heading', { name: 'Recuperar contraseña' }).waitFor();
    await page.getByLabel('Email').fill('nadie-aqui@museo.test');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByText('Mail enviado').waitFor();

    const codes = (await (
      await fetch(`${authBase()}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)
    ).json()) as {
      oobCodes: { email: string; oobCode: string; oobLink: string; requestType: string }[];
    };
    const reset = codes.oobCodes.find(
      (c) => c.email === email && c.requestType === 'PASSWORD_RESET',
    );
    if (!reset) throw new Error('the reset mail did not reach the Auth emulator');
    expect(reset.oobLink).toContain('mode=resetPassword');
    const done = await fetch(
      `${authBase()}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ oobCode: reset.oobCode, newPassword: 'nueva-clave' }),
      },
    );
    expect(done.ok).toBe(true);

    await page.goto(`${APP_URL}/log-in`);
    await fillSignIn(page, email, 'vieja-clave');
    await page.getByText('*Email y/o contraseñas incorrectas').waitFor();
    await fillSignIn(page, email, 'nueva-clave');
    await page.waitForURL(`${APP_URL}/`);
    await context.close();
  });
});

describe('the back-office door', () => {
  it('sends a signed-out visitor and a non-admin typing a /cpanel URL back to the home page', async () => {
    const { context, page } = await newVisitor(browser(), 'phone');
    await page.goto(`${APP_URL}/cpanel/expositions`);
    await page.waitForURL(`${APP_URL}/`);

    await page.goto(`${APP_URL}/log-in?next=/cpanel/tematics`);
    await fillSignIn(page, visitor.email, visitor.password);
    await page.waitForURL(`${APP_URL}/`);
    for (const path of ['/cpanel', '/cpanel/tematics', '/cpanel/edit-obra/x']) {
      await page.goto(`${APP_URL}${path}`);
      await page.waitForURL(`${APP_URL}/`);
    }
    await context.close();
  });

  it('takes an admin to work on signing in, back in from the header, and after a reload', async () => {
    const { context, page } = await newVisitor(browser(), 'desktop');
    await page.goto(`${APP_URL}/log-in`);
    await fillSignIn(page, admin.email, admin.password);
    // Nowhere else asked for: an admin lands in the back-office, not on the visitors' home page.
    await page.waitForURL(`${APP_URL}/cpanel/tematics`);
    await page.getByRole('heading', { name: 'Museos', level: 1 }).waitFor();
    await page.goto(`${APP_URL}/museos`);
    // The way back in sits in the header itself, not in the user menu.
    await page.getByRole('banner').getByRole('link', { name: 'Administración' }).click();
    await page.waitForURL(`${APP_URL}/cpanel/tematics`);
    await page.reload();
    // The list itself (the frame and its skeleton show before Auth has answered).
    await page.locator('.cpanel-row').first().waitFor();
    expect(page.url()).toBe(`${APP_URL}/cpanel/tematics`);
    await page.goto(`${APP_URL}/cpanel`);
    await page.waitForURL(`${APP_URL}/cpanel/tematics`);
    await context.close();
  });

  it('returns a visitor to the page that sent them to sign in, never to another site', async () => {
    const { context, page } = await newVisitor(browser(), 'phone');
    await page.goto(`${APP_URL}/log-in?next=${encodeURIComponent('//evil.example/')}`);
    await fillSignIn(page, visitor.email, visitor.password);
    await page.waitForURL(`${APP_URL}/`);
    await page.goto(`${APP_URL}/log-in?next=${encodeURIComponent('/museos')}`);
    // Already signed in: straight to where they were going.
    await page.waitForURL(`${APP_URL}/museos`);
    await context.close();
  });
});
