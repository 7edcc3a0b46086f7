import { describe, expect, it } from 'vitest';
import { museums, tours } from '../../seed/content.mjs';
import { demoPhase, listedTours } from '../support/demo-tours';
import { navigationsStarted, recordNavigations } from '../support/navigations';
import {
  APP_URL,
  useBrowser,
  newVisitor,
  screenshot,
  EVERY_SCREEN_AND_LANGUAGE,
} from './support/browser';

const browser = useBrowser();

type Museum = (typeof museums)[number];

// What each museum shows today, from the demo content and where its exhibitions stand: its page
// lists its permanent tours and its exhibitions not closed (to come included); /museos leads
// into it while it has a permanent tour or an exhibition on today, and says "coming soon"
// otherwise (src/lib/model/coming-soon.ts), even when an exhibition is still to come.
const listedOf = (m: Museum) => listedTours().filter((t) => t.tematicId === m.id);
const isOn = (m: Museum) =>
  listedOf(m).some((t) => ['permanent', 'open', 'lastDays'].includes(demoPhase(t)));
const withTours = museums.find((m) => listedOf(m).some((t) => t.exhibition) && isOn(m));
const empty = museums.find((m) => listedOf(m).length === 0);
if (!withTours || !empty) {
  throw new Error('the seed needs a museum with tours and exhibitions on today, and one with none');
}
const listed = listedOf(withTours);
// Not on its page: its drafts, and its exhibitions that have closed.
const unlisted = tours.filter(
  (t) => t.tematicId === withTours.id && !listed.some((each) => each.id === t.id),
);
if (!unlisted.some((t) => t.exhibition)) throw new Error('the seed needs a closed exhibition');

const TEXT = {
  es: {
    museums: 'Museos',
    cta: 'Ver los museos',
    empty: 'No hay exposiciones en esta temática aún',
    soon: 'Próximamente',
    open: 'Ver recorridos',
  },
  en: {
    museums: 'Museums',
    cta: 'See the museums',
    empty: 'There are no tours in this museum yet',
    soon: 'Coming soon',
    open: 'See tours',
  },
} as const;

describe.each(EVERY_SCREEN_AND_LANGUAGE)('a visitor on %s in %s', (viewport, language) => {
  const text = TEXT[language];

  it('goes from the home page to the museums and into one, seeing only the tours it has on', async () => {
    const { context, page, errors } = await newVisitor(browser(), viewport, language);
    await page.goto(APP_URL);
    await page.getByRole('link', { name: text.cta }).click();
    await page.waitForURL(`${APP_URL}/museos`);
    const list = page.getByRole('list', { name: text.museums });
    await list.waitFor();
    const items = list.getByRole('listitem');
    await expect(items.count()).resolves.toBe(museums.length);
    for (const museum of museums.filter(isOn)) {
      const item = items.filter({ hasText: museum.name[language] });
      await expect(item.getByRole('link', { name: museum.name[language] }).count()).resolves.toBe(
        1,
      );
      await expect(item.getByText(text.soon).count()).resolves.toBe(0);
    }
    await screenshot(page, `museums-${viewport}-${language}`);

    await list.getByRole('link', { name: withTours.name[language] }).click();
    await page.waitForURL(`${APP_URL}/recorridos/${withTours.id}`);
    await page.getByRole('heading', { level: 1, name: withTours.name[language] }).waitFor();
    // Its permanent tours and its exhibitions, in lists of their own kind.
    const grid = page.locator('ul.card-grid');
    for (const tour of listed) {
      const card = grid.getByRole('link', { name: tour.name[language] });
      await card.first().waitFor();
      await expect(card.count()).resolves.toBe(1);
    }
    await expect(grid.getByRole('listitem').count()).resolves.toBe(listed.length);
    for (const tour of unlisted) {
      await expect(page.getByText(tour.name[language]).count()).resolves.toBe(0);
    }
    await expect(page.title()).resolves.toContain(withTours.name[language]);
    await screenshot(page, `museum-${viewport}-${language}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sees a museum without tours marked "coming soon", last and leading nowhere', async () => {
    const { context, page, errors } = await newVisitor(browser(), viewport, language);
    await recordNavigations(page);
    await page.goto(`${APP_URL}/museos`);
    const list = page.getByRole('list', { name: text.museums });
    const last = list.getByRole('listitem').last();
    await last.getByText(text.soon, { exact: true }).waitFor();
    await expect(
      last.getByRole('heading', { level: 2, name: empty.name[language] }).count(),
    ).resolves.toBe(1);
    await expect(last.getByRole('link').count()).resolves.toBe(0);
    await expect(last.getByText(text.open).count()).resolves.toBe(0);
    await expect(list.getByText(text.soon, { exact: true }).count()).resolves.toBe(
      museums.filter((m) => !isOn(m)).length,
    );
    // Clicking the card goes nowhere: once the click has been handled, it has started no
    // navigation (a link, or the router, starts one during the click).
    const before = await navigationsStarted(page);
    await last.click();
    await expect(navigationsStarted(page)).resolves.toEqual(before);
    expect(page.url()).toBe(`${APP_URL}/museos`);
    await last.scrollIntoViewIfNeeded();
    await screenshot(page, `museums-coming-soon-${viewport}-${language}`, { fullPage: false });
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
