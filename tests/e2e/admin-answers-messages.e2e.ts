// A visitor writes through the contact form; the admin finds the message first in the
// inbox, marks it handled and deletes it.
import { describe, expect, it } from 'vitest';
import { documentIds } from '../support/inspect';
import { APP_URL, newVisitor, screenshot, useBrowser } from './support/browser';
import { signInThenOpen } from './support/seed-content';

const browser = useBrowser();

describe('the contact inbox', () => {
  it(
    'shows a new message first; the admin marks it handled and deletes it',
    { timeout: 120_000 },
    async () => {
      const stamp = Date.now().toString(36);
      const sender = `Lucía ${stamp}`;
      const before = await documentIds('messages');

      const visitor = await newVisitor(browser(), 'phone');
      try {
        await visitor.page.goto(`${APP_URL}/#contact`);
        await visitor.page.getByLabel('Nombre').fill(sender);
        await visitor.page.getByLabel('Email').fill(`lucia-${stamp}@example.com`);
        await visitor.page.getByLabel('Mensaje').fill('¿Hay recorridos los lunes?');
        await visitor.page.getByRole('button', { name: 'Enviar mensaje' }).click();
        await visitor.page
          .getByText('¡Gracias! Recibimos tu mensaje y te vamos a responder por email.')
          .waitFor();
      } finally {
        await visitor.context.close();
      }
      const added = (await documentIds('messages')).filter((id) => !before.includes(id));
      expect(added).toHaveLength(1);

      const { context, page } = await newVisitor(browser(), 'desktop');
      try {
        await signInThenOpen(page, '/cpanel/messages');
        await page.getByRole('heading', { name: 'Mensajes de contacto', level: 1 }).waitFor();
        // Newest first.
        await expect(page.locator('.message h2').first().textContent()).resolves.toBe(sender);
        const item = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: sender }) });
        await item.getByText('Pendiente', { exact: true }).waitFor();
        await item.getByRole('button', { name: `Marcar como atendido ${sender}` }).click();
        await page.locator('.Toastify').getByText('Mensaje marcado como atendido').waitFor();
        await item.getByText('Atendido', { exact: true }).waitFor();
        await screenshot(page, 'cpanel-messages-desktop-es');

        await item.getByRole('button', { name: `Eliminar ${sender}` }).click();
        await page
          .getByRole('dialog', { name: '¿Eliminar el mensaje?' })
          .getByRole('button', { name: 'Eliminar' })
          .click();
        await page.locator('.Toastify').getByText('Mensaje eliminado').waitFor();
        await expect(item.count()).resolves.toBe(0);
        expect(await documentIds('messages')).not.toContain(added[0]);
      } finally {
        await context.close();
      }
    },
  );
});
