// A like survives signing in: a signed-out visitor presses "Sign in to like", signs in, and comes
// back at the like button with the like given, as a comment typed before signing in waits in its
// field (visitor-takes-a-tour).
import { describe, expect, it } from 'vitest';
import { createAccount } from '../support/inspect';
import { APP_URL, newVisitor, screenshot, tourComplete, useBrowser } from './support/browser';
import { highlightedTour } from './support/seed-content';

const browser = useBrowser();

const tour = highlightedTour();

const L = {
  es: {
    signIn: 'Ingresá para dar me gusta',
    email: 'Email',
    password: 'Contraseña',
    enter: 'Ingresar',
    liked: 'Te gusta',
  },
  en: {
    signIn: 'Sign in to like',
    email: 'Email',
    password: 'Password',
    enter: 'Sign in',
    liked: 'You like this',
  },
} as const;

describe.each(['es', 'en'] as const)('a signed-out visitor on a phone in %s', (language) => {
  const l = L[language];

  it('presses "sign in to like", signs in, and is back at the button with the like given', async () => {
    // A new account: it has never liked the tour.
    const account = {
      email: `like-${language}-${String(Date.now())}@museo.test`,
      password: 'me-gusta-2022',
      name: 'Lucía',
      surname: 'Gusto',
    };
    await createAccount(account.email, account.password, { ...account, isAdmin: false });
    const { context, page, errors } = await newVisitor(browser(), 'phone', language);
    await page.goto(`${APP_URL}/muestra/${tour.id}`);
    await tourComplete(page);
    const count = async () =>
      Number((await page.locator('.likes__count').textContent())?.replace(/\D/g, ''));
    const signIn = page.getByRole('link', { name: l.signIn });
    await signIn.scrollIntoViewIfNeeded();
    const before = await count();
    await signIn.click();

    await page.getByLabel(l.email).fill(account.email);
    await page.getByLabel(l.password, { exact: true }).fill(account.password);
    await page.getByRole('button', { name: l.enter, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/muestra/${tour.id}` && url.hash === '#like');

    // The like is given, once, and the visitor is at the button: focused, on screen.
    const like = page.locator('.likes button');
    await page.waitForFunction(
      () => document.querySelector('.likes button')?.getAttribute('aria-pressed') === 'true',
      undefined,
      { timeout: 20_000 },
    );
    await page.waitForFunction(() => document.activeElement?.matches('.likes button') === true);
    await expect(like.textContent()).resolves.toContain(l.liked);
    const box = await like.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 844).toBe(true);
    expect(await count()).toBe(before + 1);
    await screenshot(page, `like-came-back-phone-${language}`, { fullPage: false });

    // It lasts, and a reload does not give it twice.
    await page.reload();
    await tourComplete(page);
    await page.waitForFunction(
      () => document.querySelector('.likes button')?.getAttribute('aria-pressed') === 'true',
    );
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('.likes button')?.disabled,
    );
    expect(await count()).toBe(before + 1);
    // Taken back, so the seeded count stays as it was for the other journeys.
    await like.click();
    await page.waitForFunction(
      () => document.querySelector('.likes button')?.getAttribute('aria-pressed') === 'false',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
