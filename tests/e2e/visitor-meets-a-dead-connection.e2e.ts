import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tours, users } from '../../seed/content.mjs';
import { APP_URL, newVisitor, screenshot, useBrowser } from './support/browser';

const browser = useBrowser();

const hostOf = (variable: string) => {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run the e2e layer through npm test.`);
  return value;
};
const FIRESTORE = hostOf('FIRESTORE_EMULATOR_HOST');
const AUTH = hostOf('FIREBASE_AUTH_EMULATOR_HOST');

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the seed needs ${what}`);
  return value;
}
const tour = required(
  tours.find((t) => t.state === 'published'),
  'a published tour',
);
const visitor = required(
  users.find((u) => !u.isAdmin),
  'a visitor',
);

/** Makes a backend unreachable, as a dead connection would; returns how to bring it back. */
async function cutOff(page: Page, host: string) {
  const pattern = (url: URL) => url.host === host;
  let refused = 0;
  await page.route(pattern, (route) => {
    refused += 1;
    return route.abort('internetdisconnected');
  });
  return {
    refused: () => refused,
    restore: () => page.unroute(pattern),
  };
}

describe('a visitor whose connection to the backend is dead', () => {
  it('at first load gets a translated error with a retry that works once it is back', async () => {
    const { context, page } = await newVisitor(browser(), 'phone');
    const firestore = await cutOff(page, FIRESTORE);
    await page.goto(`${APP_URL}/museos`);

    const alert = page.getByRole('alert').filter({ hasText: 'No pudimos cargar esta sección' });
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain('Sin conexión con el servidor');
    expect(firestore.refused()).toBeGreaterThan(0);
    // No endless spinner next to the error.
    // (Only the loading spinner: the offline banner's live region is a status too.)
    await expect(page.getByRole('status').filter({ hasText: 'Cargando' }).count()).resolves.toBe(0);
    await screenshot(page, 'backend-unreachable-museums-phone');

    await firestore.restore();
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await page
      .getByRole('link', { name: /Bellas Artes/ })
      .first()
      .waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await context.close();
  });

  it('opening a tour says so in English, then recovers on retry', async () => {
    const { context, page } = await newVisitor(browser(), 'desktop', 'en');
    const firestore = await cutOff(page, FIRESTORE);
    await page.goto(`${APP_URL}/muestra/${tour.id}`);
    const alert = page.getByRole('alert').filter({ hasText: 'No connection to the server' });
    await alert.waitFor();
    await firestore.restore();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: tour.name.en }).waitFor();
    await context.close();
  });

  it('signing in while Auth is unreachable gives a network message and keeps the e-mail', async () => {
    const { context, page } = await newVisitor(browser(), 'phone');
    const auth = await cutOff(page, AUTH);
    await page.goto(`${APP_URL}/log-in`);
    await page.getByLabel('Email').fill(visitor.email);
    await page.getByLabel('Contraseña').fill(visitor.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByText('No pudimos conectarnos. Revisá tu conexión a internet').waitFor();
    expect(auth.refused()).toBeGreaterThan(0);
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(visitor.email);
    await screenshot(page, 'auth-unreachable-phone');

    // Back online, the same form signs in.
    await auth.restore();
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(`${APP_URL}/`);
    await context.close();
  });
});
