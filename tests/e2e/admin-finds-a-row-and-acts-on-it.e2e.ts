// An admin on a phone and on a laptop, in Spanish and English: finds tours by museum, state
// and name (the filters survive a visit to a form and back), acts on a row through its menu
// with the keyboard, sees the featured state in words, and finds the back-office in the header.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tours } from '../../seed/content.mjs';
import { APP_URL, newVisitor, screenshot, useBrowser, type ViewportName } from './support/browser';
import { signInTo } from './support/seed-content';

const browser = useBrowser();
const drafts = tours.filter((t) => t.state === 'draft' && t.tematicId === 'mnba');
const worksTour = tours.find((t) => t.id === 'mnba-pampa-y-frontera');
if (drafts.length !== 1 || !worksTour) {
  throw new Error('the seed needs one draft tour at the MNBA and the pampa tour');
}

const TEXT = {
  es: {
    tours: 'Recorridos',
    search: 'Buscar por nombre',
    museum: 'Museo',
    state: 'Estado',
    draft: 'Borrador',
    museumName: 'Museo Nacional de Bellas Artes',
    more: 'Más acciones para',
    noMatch: 'Ningún recorrido coincide con la búsqueda y los filtros.',
    clear: 'Quitar filtros',
    edit: 'Editar',
    editTitle: 'Editar recorrido',
    actions: ['Publicar', 'Vista previa', 'Ver obras', 'Eliminar'],
    feature: 'Destacar',
    featured: 'Destacado ✓',
    backOffice: 'Administración',
    museums: 'Museos',
  },
  en: {
    tours: 'Tours',
    search: 'Search by name',
    museum: 'Museum',
    state: 'State',
    draft: 'Draft',
    museumName: 'National Museum of Fine Arts',
    more: 'More actions for',
    noMatch: 'No tour matches the search and filters.',
    clear: 'Clear filters',
    edit: 'Edit',
    editTitle: 'Edit tour',
    actions: ['Publish', 'Preview', 'View works', 'Delete'],
    feature: 'Feature',
    featured: 'Featured ✓',
    backOffice: 'Back office',
    museums: 'Museums',
  },
} as const;

type Language = keyof typeof TEXT;

const titles = (page: Page) => page.locator('.cpanel-row__title').allTextContents();
const rows = (page: Page) => page.locator('.cpanel-row');

/** Every visible control in `scope` narrower or shorter than 44 CSS px. */
function smallTargets(scope: Locator) {
  return scope.evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return { what: element.outerHTML.slice(0, 70), width: box.width, height: box.height };
      })
      .filter((box) => box.width < 44 || box.height < 44),
  );
}

describe.each<[ViewportName, Language]>([
  ['phone', 'es'],
  ['phone', 'en'],
  ['desktop', 'es'],
  ['desktop', 'en'],
])('the tours list on a %s in %s', (viewport, language) => {
  const l = TEXT[language];

  it(
    'filters by museum, state and name, keeps them through a form and back, and says when none match',
    { timeout: 120_000 },
    async () => {
      const { context, page, errors } = await newVisitor(browser(), viewport, language);
      try {
        await signInTo(page, '/cpanel/expositions', { language });
        await rows(page).first().waitFor();
        const all = (await titles(page)).length;
        await screenshot(page, `cpanel-tours-list-${viewport}-${language}`);

        await page.getByRole('combobox', { name: l.museum, exact: true }).selectOption('mnba');
        await page.getByRole('combobox', { name: l.state, exact: true }).selectOption('draft');
        const draft = drafts[0];
        if (!draft) throw new Error('unreachable');
        await expect.poll(() => titles(page)).toEqual([draft.name[language]]);
        expect(new URL(page.url()).search).toBe('?museum=mnba&state=draft');
        await screenshot(page, `cpanel-tours-filtered-${viewport}-${language}`);

        // To the row's form and back: the list is filtered as it was.
        await rows(page)
          .first()
          .getByRole('link', { name: `${l.edit} ${draft.name[language]}` })
          .click();
        await page.getByRole('heading', { name: l.editTitle, level: 1 }).waitFor();
        await page.goBack();
        await rows(page).first().waitFor();
        await expect.poll(() => titles(page)).toEqual([draft.name[language]]);
        await expect(
          page.getByRole('combobox', { name: l.state, exact: true }).inputValue(),
        ).resolves.toBe('draft');

        // A name that matches nothing: said in words, with a way out.
        await page.getByRole('searchbox', { name: l.search }).fill('zzzz');
        await page.getByText(l.noMatch).waitFor();
        await expect(rows(page).count()).resolves.toBe(0);
        await screenshot(page, `cpanel-tours-no-match-${viewport}-${language}`);
        await page.getByRole('button', { name: l.clear }).click();
        await expect.poll(() => titles(page).then((list) => list.length)).toBe(all);
        expect(new URL(page.url()).search).toBe('');

        // Search is by name, in either language and without accents.
        await page.getByRole('searchbox', { name: l.search }).fill('PAMPA');
        await expect
          .poll(() => titles(page))
          .toEqual([tours.find((t) => t.id === 'mnba-pampa-y-frontera')?.name[language]]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it(
    'keeps one primary action and the featured state on a row, and the rest in a keyboard menu',
    { timeout: 120_000 },
    async () => {
      const { context, page, errors } = await newVisitor(browser(), viewport, language);
      try {
        await signInTo(page, '/cpanel/expositions', { language });
        const row = rows(page).first();
        await row.waitFor();
        const name = (await row.locator('.cpanel-row__title').textContent()) ?? '';
        // Three controls: edit, the featured toggle and the menu button, on one line.
        const controls = row.locator('.cpanel-row__actions > a, .cpanel-row__actions button');
        await expect(controls.count()).resolves.toBe(3);
        const tops = await controls.evaluateAll((all) =>
          all.map((element) => Math.round(element.getBoundingClientRect().top)),
        );
        expect(new Set(tops).size).toBe(1);
        await expect(smallTargets(controls)).resolves.toEqual([]);

        // The featured toggle says its state in words.
        const toggle = row.locator('.feature-toggle');
        const pressed = await toggle.getAttribute('aria-pressed');
        // Its visible words (the row's name after them is for screen readers only).
        const visible = await toggle.evaluate((element) => element.firstChild?.textContent ?? '');
        expect(visible).toBe(pressed === 'true' ? l.featured : l.feature);

        // The menu, by keyboard: Enter opens it on its first action, arrows move, Escape
        // closes it and gives the focus back.
        const more = row.getByRole('button', { name: `${l.more} ${name}`, exact: true });
        await expect(more.getAttribute('aria-haspopup')).resolves.toBe('menu');
        await more.focus();
        await page.keyboard.press('Enter');
        const menu = page.getByRole('menu', { name: `${l.more} ${name}` });
        await menu.waitFor();
        await expect(more.getAttribute('aria-expanded')).resolves.toBe('true');
        const items = await menu.getByRole('menuitem').allTextContents();
        expect(items.slice(1)).toEqual(l.actions.slice(1));
        await expect(smallTargets(menu.getByRole('menuitem'))).resolves.toEqual([]);
        const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
        await expect(focused()).resolves.toBe(items[0]);
        await page.keyboard.press('ArrowDown');
        await expect(focused()).resolves.toBe(l.actions[1]);
        // The open menu stays inside the screen.
        const box = await menu.boundingBox();
        const width = page.viewportSize()?.width ?? 0;
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
        await screenshot(page, `cpanel-tours-menu-${viewport}-${language}`, { fullPage: false });
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'detached' });
        await expect(
          page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
        ).resolves.toBe(`${l.more} ${name}`);

        // And by pointer: Preview leads to the preview.
        await more.click();
        await menu.getByRole('menuitem', { name: l.actions[1], exact: true }).click();
        await page.waitForURL(/\/cpanel\/preview\//);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('shows the museums with one action and a menu, and searches them by name', async () => {
    const { context, page, errors } = await newVisitor(browser(), viewport, language);
    try {
      await signInTo(page, '/cpanel/tematics', { language });
      await rows(page).first().waitFor();
      await screenshot(page, `cpanel-museums-list-${viewport}-${language}`);
      await page.getByRole('searchbox', { name: l.search }).fill('bellas');
      await expect.poll(() => titles(page)).toEqual([l.museumName]);
      expect(new URL(page.url()).search).toBe('?q=bellas');
      const row = rows(page).first();
      await expect(row.locator('.cpanel-row__actions > a').count()).resolves.toBe(1);
      await row.getByRole('button', { name: `${l.more} ${l.museumName}` }).click();
      await expect(page.getByRole('menuitem').count()).resolves.toBe(2);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lists a tour’s works with their files on one line and no button alone', async () => {
    const { context, page, errors } = await newVisitor(browser(), viewport, language);
    try {
      await signInTo(page, `/cpanel/my-works-of-art/${worksTour.id}`, { language });
      await rows(page).first().waitFor();
      await screenshot(page, `cpanel-works-list-${viewport}-${language}`);
      const layout = await rows(page).evaluateAll((all) =>
        all.map((row) => {
          const top = (element: Element) => Math.round(element.getBoundingClientRect().top);
          const chips = [...row.querySelectorAll('.file-chips > li')].map(top);
          const lines = new Map<number, number>();
          for (const control of row.querySelectorAll('.cpanel-row__actions > *')) {
            lines.set(top(control), (lines.get(top(control)) ?? 0) + 1);
          }
          return { chipLines: new Set(chips).size, controlsPerLine: [...lines.values()] };
        }),
      );
      for (const row of layout) {
        expect(row.chipLines).toBe(1);
        expect(row.controlsPerLine.every((count) => count > 1)).toBe(true);
      }
      await expect(
        smallTargets(page.locator('.cpanel-row__actions a, .cpanel-row__actions button')),
      ).resolves.toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('finds the way to the back-office in the header, without opening any menu', async () => {
    const { context, page } = await newVisitor(browser(), viewport, language);
    try {
      await signInTo(page, '/museos', { language });
      const link = page.getByRole('banner').getByRole('link', { name: l.backOffice, exact: true });
      await link.waitFor();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect(link.isVisible()).resolves.toBe(true);
      await screenshot(page, `header-admin-${viewport}-${language}`, { fullPage: false });
      if (viewport === 'phone') {
        // On every phone width, nothing spills sideways; the link stays a 44 px target.
        for (const width of [320, 360, 390]) {
          await page.setViewportSize({ width, height: 700 });
          await expect(link.isVisible()).resolves.toBe(true);
          await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(
            width,
          );
          await expect(smallTargets(link)).resolves.toEqual([]);
          if (width === 320)
            await screenshot(page, `header-admin-320-${language}`, { fullPage: false });
        }
      }
      await link.click();
      await page.waitForURL(`${APP_URL}/cpanel/tematics`);
      await page.getByRole('heading', { name: l.museums, level: 1 }).waitFor();
    } finally {
      await context.close();
    }
  });
});
