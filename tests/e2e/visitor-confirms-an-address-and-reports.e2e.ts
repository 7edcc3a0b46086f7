// A new account must confirm its address before it comments: the mail is asked for in the
// page's language with the way back to the page, the notice says so, and opening the link is
// noticed without signing out. A verified visitor's report that makes three hides a comment.
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { users } from '../../seed/content.mjs';
import { emulatorAddress, PROJECT_ID } from '../support/emulators';
import { deleteDocument, NEW_COMMENT_FLAGS, StoredTime, writeDocument } from '../support/inspect';
import { APP_URL, newVisitor, screenshot, useBrowser } from './support/browser';
import { seedTour, signInTo } from './support/seed-content';

const browser = useBrowser();
const tour = seedTour('mnba-pampa-y-frontera', 'published');
const visitor = users.find((user) => !user.isAdmin);
if (!visitor) throw new Error('the seed needs a visitor');

const authBase = () => {
  const { host, port } = emulatorAddress('FIREBASE_AUTH_EMULATOR_HOST');
  return `http://${host}:${String(port)}`;
};

interface OobCode {
  email: string;
  oobLink: string;
  requestType: string;
}
async function verificationLink(email: string): Promise<string> {
  const response = await fetch(`${authBase()}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  const mail = oobCodes.find((c) => c.email === email && c.requestType === 'VERIFY_EMAIL');
  if (!mail) throw new Error(`no verification mail reached the Auth emulator for ${email}`);
  return mail.oobLink;
}

describe('a visitor who joins from a tour', () => {
  it('is asked to confirm the address, cannot comment until then, and then can, still signed in', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'phone', 'es');
    try {
      const email = `confirma-${Date.now().toString(36)}@museo.test`;
      const mails: Request[] = [];
      page.on('request', (request) => {
        if (request.url().includes('accounts:sendOobCode')) mails.push(request);
      });
      await page.goto(
        `${APP_URL}/log-in?mode=join&next=${encodeURIComponent(`/muestra/${tour.id}`)}`,
      );
      await page.getByLabel('Nombre').fill('Irene');
      await page.getByLabel('Apellido').fill('Sosa');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Contraseña').fill('clave-segura-1');
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await page.waitForURL(`${APP_URL}/muestra/${tour.id}`);

      // The notice, and the mail asked for in Spanish with the way back to this tour.
      const notice = page.getByRole('region', { name: 'Confirmá tu email' });
      await notice.getByText(`te enviamos un enlace a ${email}`).waitFor();
      const [mail] = mails;
      if (!mail) throw new Error('no verification mail was asked for');
      expect(await mail.headerValue('x-firebase-locale')).toBe('es');
      const body = JSON.parse(mail.postData() ?? '{}') as { continueUrl?: string };
      expect(body.continueUrl).toBe(`${APP_URL}/muestra/${tour.id}`);
      expect(await verificationLink(email)).toContain('mode=verifyEmail');

      // The comment form says why it cannot send yet, and keeps what is typed.
      const box = page.getByLabel('Tu comentario');
      await box.fill('Qué buena la selección');
      await page.getByText(/Para comentar, confirmá tu email/).waitFor();
      await expect(
        page.getByRole('button', { name: 'Comentar', exact: true }).count(),
      ).resolves.toBe(0);
      await screenshot(page, 'verify-notice-phone-es', { fullPage: false });

      // The link opened elsewhere (the mail app): back on the page, it is noticed.
      const opened = await fetch(await verificationLink(email), { redirect: 'manual' });
      expect(opened.status).toBeLessThan(400);
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await page.getByText('¡Listo! Tu email está confirmado.').waitFor();
      await expect(box.inputValue()).resolves.toBe('Qué buena la selección');
      await page.getByRole('button', { name: 'Comentar', exact: true }).click();
      await page.locator('.comment').filter({ hasText: 'Qué buena la selección' }).waitFor();
      await expect(notice.count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a verified visitor', () => {
  it('reports a comment with a reason; the third report takes it out of view', async () => {
    const id = `e2e-third-report-${Date.now().toString(36)}`;
    const text = `Compren relojes baratos ${id}`;
    await writeDocument(`comments/${id}`, {
      expositionId: tour.id,
      userId: 'e2e-spammer',
      author: { name: 'Relojes', surname: 'Baratos' },
      comment: text,
      likes: [],
      ...NEW_COMMENT_FLAGS,
      reportCount: 2,
      reported: true,
      createdAt: new StoredTime(new Date().toISOString()),
    });
    for (const reporter of ['e2e-reporter-a', 'e2e-reporter-b']) {
      await writeDocument(`comments/${id}/reports/${reporter}`, {
        reason: 'spam',
        createdAt: new StoredTime(new Date().toISOString()),
      });
    }
    const { context, page, errors } = await newVisitor(browser(), 'desktop', 'es');
    try {
      await signInTo(page, `/muestra/${tour.id}`, { account: visitor });
      const spam = page.locator('.comment').filter({ hasText: text });
      await spam.getByRole('button', { name: /^Denunciar/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Denunciar un comentario' });
      // No reason picked: said, and nothing sent.
      await dialog.getByRole('button', { name: 'Enviar denuncia' }).click();
      await dialog.getByText('Elegí un motivo.').waitFor();
      await dialog.getByLabel('Es spam o publicidad').check();
      await screenshot(page, 'report-dialog-desktop-es', { fullPage: false });
      await dialog.getByRole('button', { name: 'Enviar denuncia' }).click();
      await page
        .getByText('Gracias: el comentario quedó oculto hasta que el equipo lo revise.')
        .waitFor();
      await spam.waitFor({ state: 'detached' });
      // For everyone: a fresh visit does not show it either.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: tour.name.es }).waitFor();
      await page.locator('.comment').first().waitFor();
      await expect(spam.count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      for (const reporter of ['e2e-reporter-a', 'e2e-reporter-b', visitor.uid]) {
        await deleteDocument(`comments/${id}/reports/${reporter}`);
      }
      await deleteDocument(`comments/${id}`);
    }
  });
});
