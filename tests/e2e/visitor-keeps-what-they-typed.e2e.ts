// A visitor's forms say every problem beside its field and lose nothing typed: a registered
// address offers to sign in or reset the password; a comment over 1,000 characters is counted
// down and refused, never cut.
import { describe, expect, it } from 'vitest';
import { tours, users } from '../../seed/content.mjs';
import { createAccount, documentIds } from '../support/inspect';
import {
  APP_URL,
  newVisitor,
  screenshot,
  tourComplete,
  useBrowser,
  type ViewportName,
} from './support/browser';

const browser = useBrowser();
const registered = users.find((u) => !u.isAdmin);
const tour = tours.find((t) => t.state === 'published');
if (!registered || !tour) throw new Error('the seed needs a visitor and a published tour');

const TEXTS = {
  es: {
    join: 'Crear cuenta',
    name: 'Nombre',
    lastName: 'Apellido',
    password: 'Contraseña',
    signIn: 'Ingresar',
    allRequired: '*Completar todos los campos',
    required: '*Completá este campo',
    inUse: '*Esta cuenta ya está registrada',
    signInWith: 'Ingresar con este email',
    reset: 'Recuperar la contraseña',
    resetTitle: 'Recuperar contraseña',
    comment: 'Tu comentario',
    send: 'Comentar',
    over: '10 caracteres de más',
    tooLong: '*Tu comentario pasa de 1000 caracteres: acortalo en 10.',
    left: 'Quedan 0 caracteres',
  },
  en: {
    join: 'Create account',
    name: 'First name',
    lastName: 'Last name',
    password: 'Password',
    signIn: 'Sign in',
    allRequired: '*Please fill in all the fields',
    required: '*Fill in this field',
    inUse: '*This account is already registered',
    signInWith: 'Sign in with this email',
    reset: 'Reset the password',
    resetTitle: 'Reset password',
    comment: 'Your comment',
    send: 'Comment',
    over: '10 characters too many',
    tooLong: '*Your comment is over 1000 characters: shorten it by 10.',
    left: '0 characters left',
  },
} as const;

const CASES: [ViewportName, 'es' | 'en'][] = [
  ['phone', 'es'],
  ['desktop', 'en'],
  ['phone', 'en'],
  ['desktop', 'es'],
];

describe('a visitor joining', () => {
  it.each(CASES)(
    'on a %s in %s sees each problem beside its field, and a registered address offers a way on',
    { timeout: 60_000 },
    async (viewport, language) => {
      const words = TEXTS[language];
      const { context, page, errors } = await newVisitor(browser(), viewport, language);
      try {
        await page.goto(`${APP_URL}/log-in?mode=join`);
        await page.getByRole('heading', { name: words.join }).waitFor();
        await page.getByLabel(words.name, { exact: true }).fill('Clara');
        await page.getByRole('button', { name: words.join }).click();
        // All at once, each beside its field, and the spec's summary.
        await expect(page.getByRole('alert').textContent()).resolves.toBe(words.allRequired);
        for (const label of [words.lastName, 'Email', words.password]) {
          const input = page.getByLabel(label, { exact: true });
          await expect(input.getAttribute('aria-invalid')).resolves.toBe('true');
          await expect(
            input.evaluate(
              (element) =>
                (element as HTMLInputElement).labels?.[0]?.parentElement?.querySelector(
                  '.field__error',
                )?.textContent,
            ),
          ).resolves.toBe(words.required);
        }
        await expect(
          page.getByLabel(words.name, { exact: true }).getAttribute('aria-invalid'),
        ).resolves.toBeNull();
        await screenshot(page, `join-errors-${viewport}-${language}`);

        await page.getByLabel(words.lastName, { exact: true }).fill('Molina');
        await page.getByLabel('Email', { exact: true }).fill(registered.email);
        await page.getByLabel(words.password, { exact: true }).fill('otra-clave');
        await page.getByRole('button', { name: words.join }).click();
        const offer = page.locator('.auth-card__offer');
        await offer.waitFor();
        await expect(page.locator('.field__error').textContent()).resolves.toBe(words.inUse);
        await screenshot(page, `join-email-in-use-${viewport}-${language}`);

        // "Sign in with this email": the sign-in form, the address kept.
        await offer.getByRole('link', { name: words.signInWith }).click();
        await page.getByRole('heading', { name: words.signIn }).waitFor();
        await expect(page.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe(
          registered.email,
        );

        // Back to joining, the same refusal; "reset the password" carries the address along.
        await page.getByRole('link', { name: /Creá una|Create one/ }).click();
        await page.getByLabel(words.password, { exact: true }).fill('otra-clave');
        await page.getByRole('button', { name: words.join }).click();
        await offer.getByRole('link', { name: words.reset }).click();
        await page.getByRole('heading', { name: words.resetTitle }).waitFor();
        await expect(page.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe(
          registered.email,
        );
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe('a visitor commenting at length', () => {
  it.each(CASES)(
    'on a %s in %s sees the count go past 1,000, is refused, and nothing is cut',
    { timeout: 60_000 },
    async (viewport, language) => {
      const words = TEXTS[language];
      const email = `largo-${viewport}-${language}-${String(Date.now())}@museo.test`;
      await createAccount(email, 'largo-2026', { name: 'Largo', surname: 'Texto', isAdmin: false });
      const { context, page, errors } = await newVisitor(browser(), viewport, language);
      try {
        await page.goto(`${APP_URL}/log-in?next=${encodeURIComponent(`/muestra/${tour.id}`)}`);
        await page.getByLabel('Email', { exact: true }).fill(email);
        await page.getByLabel(words.password, { exact: true }).fill('largo-2026');
        await page.getByRole('button', { name: words.signIn }).click();
        await page.waitForURL((url) => url.pathname === `/muestra/${tour.id}`);
        await tourComplete(page);
        const commentsBefore = await documentIds('comments');

        // 1,010 characters that end in a letter: spaces at the ends are not counted.
        const text = `${'Una obra que merece mil palabras. '.repeat(30).slice(0, 1009)}!`;
        const box = page.getByRole('textbox', { name: words.comment });
        await box.fill(text);
        await page.locator('.comments__count--over').getByText(words.over).waitFor();
        await page.getByRole('button', { name: words.send, exact: true }).click();
        await expect(box.getAttribute('aria-invalid')).resolves.toBe('true');
        await expect(page.locator('.comments__form .field__error').textContent()).resolves.toBe(
          words.tooLong,
        );
        await expect(box.inputValue()).resolves.toBe(text);
        await box.scrollIntoViewIfNeeded();
        await screenshot(page, `comment-too-long-${viewport}-${language}`, { fullPage: false });
        expect(await documentIds('comments')).toEqual(commentsBefore);

        // Ten characters fewer: nothing left to spare, and no problem any more.
        await box.press('End');
        for (let i = 0; i < 10; i += 1) await box.press('Backspace');
        await page.getByText(words.left).waitFor();
        await expect(box.getAttribute('aria-invalid')).resolves.toBeNull();
        await expect(box.inputValue()).resolves.toBe(text.slice(0, 1000));
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
