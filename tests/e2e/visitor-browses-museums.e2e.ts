import { describe, expect, it } from 'vitest';
import { museums, tours } from '../../seed/content.mjs';
import { APP_URL, useBrowser, newVisitor, screenshot, type ViewportName } from './support/browser';

const browser = useBrowser();

const withTours = museums.find((m) =>
  tours.some((t) => t.tematicId === m.id && t.state === 'published'),
);
const empty = museums.find(
  (m) => !tours.some((t) => t.tematicId === m.id && t.state === 'published'),
);
if (!withTours || !empty) throw new Error('the seed needs a museum with tours and one without');
const published = tours.filter((t) => t.tematicId === withTours.id && t.state === 'published');
const drafts = tours.filter((t) => t.tematicId === withTours.id && t.state === 'draft');

const TEXT = {
  es: {
    museums: 'Museos',
    cta: 'Ver los museos',
    empty: 'No hay exposiciones en esta temática aún',
  },
  en: {
    museums: 'Museums',
    cta: 'See the museums',
    empty: 'There are no tours in this museum yet',
  },
} as const;

describe.each<[ViewportName, 'es' | 'en']>([
  ['phone', 'es'],
  ['phone', 'en'],
  ['desktop', 'es'],
  ['desktop', 'en'],
])('a visitor on %s in %s', (viewport, language) => {
  const text = TEXT[language];

  it('goes from the home page to the museums and into one, seeing only published tours', async () => {
    const { context, page, errors } = await newVisitor(browser(), viewport, language);
    await page.goto(APP_URL);
    await page.getByRole('link', { name: text.cta }).click();
    await page.waitForURL(`${APP_URL}/museos`);
    const list = page.getByRole('list', { name: text.museums });
    await list.waitFor();
    await expect(list.getByRole('listitem').count()).resolves.toBe(museums.length);
    for (const museum of museums) {
      await expect(list.getByRole('link', { name: museum.name[language] }).count()).resolves.toBe(
        1,
      );
    }
    await screenshot(page, `museums-${viewport}-${language}`);

    await list.getByRole('link', { name: withTours.name[language] }).click();
    await page.waitForURL(`${APP_URL}/recorridos/${withTours.id}`);
    await page.getByRole('heading', { level: 1, name: withTours.name[language] }).waitFor();
    const grid = page.locator('ul.card-grid');
    await grid.waitFor();
    await expect(grid.getByRole('listitem').count()).resolves.toBe(published.length);
    for (const tour of published) {
      await expect(grid.getByRole('link', { name: tour.name[language] }).count()).resolves.toBe(1);
    }
    for (const tour of drafts) {
      await expect(page.getByText(tour.name[language]).count()).resolves.toBe(0);
    }
    await expect(page.title()).resolves.toContain(withTours.name[language]);
    await screenshot(page, `museum-${viewport}-${language}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sees the empty state of a museum without tours', async () => {
    const { context, page } = await newVisitor(browser(), viewport, language);
    await page.goto(`${APP_URL}/recorridos/${empty.id}`);
    await page.getByText(text.empty).waitFor();
    await screenshot(page, `museum-empty-${viewport}-${language}`);
    await context.close();
  });
});

describe('an unknown museum', () => {
  it('shows a clear not-found state with a way back, not a blank page', async () => {
    const { context, page } = await newVisitor(browser(), 'phone');
    await page.goto(`${APP_URL}/recorridos/no-existe`);
    await page.getByRole('heading', { name: 'No encontramos este museo' }).waitFor();
    await page.getByRole('link', { name: 'Todos los museos' }).click();
    await page.waitForURL(`${APP_URL}/museos`);
    await context.close();
  });
});
