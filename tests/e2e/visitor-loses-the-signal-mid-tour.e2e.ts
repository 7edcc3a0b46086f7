import { describe, expect, it } from 'vitest';
import { tours, users } from '../../seed/content.mjs';
import { newVisitor, screenshot, tourComplete, useBrowser } from './support/browser';
import { signInTo } from './support/seed-content';

const browser = useBrowser();

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the seed needs ${what}`);
  return value;
}
const tour = required(
  tours.find((t) => t.state === 'published'),
  'a published tour',
);
// The third account: the comment tests use the first two.
const visitor = required(users.filter((u) => !u.isAdmin).at(-1), 'a visitor');

// A tour that was not saved for offline: what is on screen stays usable, a banner says
// the connection is gone, likes and comments are refused with a message and lose nothing,
// and everything comes back by itself with the signal.
describe('a visitor who loses the signal in the middle of a tour', () => {
  it('keeps reading, is told, loses nothing typed, and recovers by itself', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'phone');
    await signInTo(page, `/muestra/${tour.id}`, { account: visitor });
    await page.getByRole('heading', { level: 1, name: tour.name.es }).waitFor();
    const like = page.getByRole('button', { name: /^(Me gusta|Te gusta)$/ });
    await like.waitFor();
    await tourComplete(page);

    await context.setOffline(true);
    const banner = page.getByText('Sin conexión.', { exact: true });
    await banner.waitFor();

    // What was loaded stays: the works and their texts are all still there.
    await expect(
      page.getByRole('heading', { level: 1, name: tour.name.es }).isVisible(),
    ).resolves.toBe(true);
    expect(await page.locator('article').count()).toBeGreaterThanOrEqual(4);

    // A comment is refused with a network message, and its text stays in the box.
    await page.getByLabel('Tu comentario').fill('Escrito sin señal');
    await page.getByRole('button', { name: 'Comentar', exact: true }).click();
    await page
      .getByText(/Sin conexión con el servidor/)
      .first()
      .waitFor();
    await expect(page.getByLabel('Tu comentario').inputValue()).resolves.toBe('Escrito sin señal');
    await screenshot(page, 'offline-mid-tour-phone-es', { fullPage: false });

    // The signal comes back: the banner goes by itself.
    await context.setOffline(false);
    await banner.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
