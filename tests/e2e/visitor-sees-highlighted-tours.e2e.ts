import { describe, expect, it } from 'vitest';
import { tours } from '../../seed/content.mjs';
import { permanentTours } from '../support/demo-tours';
import { APP_URL, useBrowser, newVisitor, screenshot, type ViewportName } from './support/browser';

const browser = useBrowser();

// The highlighted list holds permanent tours (highlightedTours reads the published state only);
// the temporary exhibitions have a list of their own, the first to close.
const highlightedPublished = permanentTours().filter((t) => t.highlight);
const highlightedDrafts = tours.filter((t) => t.highlight && t.state === 'draft');

describe.each<ViewportName>(['phone', 'desktop'])(
  'a visitor on %s opens the home page',
  (viewport) => {
    it('sees the highlighted published tours, and never the highlighted draft', async () => {
      expect(highlightedPublished.length).toBeGreaterThanOrEqual(2);
      expect(highlightedDrafts.length).toBeGreaterThanOrEqual(1);

      const { context, page, errors } = await newVisitor(browser(), viewport);
      const storageRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(`//${process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? 'missing'}/`))
          storageRequests.push(request.url());
      });
      await page.goto(APP_URL);
      const list = page.getByRole('list', { name: 'Recorridos destacados' });
      await list.waitFor();

      for (const tour of highlightedPublished) {
        await expect(list.getByRole('link', { name: tour.name.es }).isVisible()).resolves.toBe(
          true,
        );
      }
      await expect(list.getByRole('listitem').count()).resolves.toBe(highlightedPublished.length);
      for (const tour of highlightedDrafts) {
        await expect(page.getByText(tour.name.es).count()).resolves.toBe(0);
      }
      // The cards link to their tours.
      const first = highlightedPublished[0];
      if (!first) throw new Error('no highlighted tour in the seed');
      await expect(
        list.getByRole('link', { name: first.name.es }).getAttribute('href'),
      ).resolves.toBe(`/muestra/${first.id}`);

      await screenshot(page, `home-${viewport}-es`);
      expect(errors).toEqual([]);
      // Pages use the download URLs stored in documents (and their token-less 640 px copies,
      // docs/adr/0004): file downloads only, no folder listing, no metadata request.
      await page.waitForLoadState('networkidle');
      expect(storageRequests.length).toBeGreaterThan(0);
      for (const url of storageRequests) expect(url).toMatch(/\/o\/[^?/]+\?alt=media(&token=|$)/);
      await context.close();
    });

    it('switches to English and the tours follow', async () => {
      const { context, page } = await newVisitor(browser(), viewport);
      await page.goto(APP_URL);
      await page.getByRole('list', { name: 'Recorridos destacados' }).waitFor();
      await page.getByRole('banner').getByRole('button', { name: 'Cambiar a English' }).click();
      const list = page.getByRole('list', { name: 'Highlighted tours' });
      await list.waitFor();
      for (const tour of highlightedPublished) {
        await expect(list.getByRole('link', { name: tour.name.en }).isVisible()).resolves.toBe(
          true,
        );
      }
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
      await page.reload();
      await page.getByRole('list', { name: 'Highlighted tours' }).waitFor();
      await screenshot(page, `home-${viewport}-en`);
      await context.close();
    });
  },
);
