// Every control a visitor taps on a phone is at least 44 × 44 CSS pixels (WCAG 2.5.5, and what
// museum visitors holding a phone in one hand ask for), on every public page. Links inside a
// sentence are exempt, as WCAG exempts them: they flow with the text they belong to.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { museums, tours, users } from '../../seed/content.mjs';
import { APP_URL, newVisitor, playing, tourComplete, useBrowser } from './support/browser';
import { highlightedTour, signInThenOpen, worksOf } from './support/seed-content';

const browser = useBrowser();
const MIN = 44;

const tour = highlightedTour();
const [first] = worksOf(tour, 1);
const museum = museums.find((m) => m.id === tour.tematicId);
const visitor = users.find((u) => u.email === 'visitante@museo.test');
if (!museum || !visitor) throw new Error('the seed needs the tour’s museum and a visitor');
if (tours.length === 0) throw new Error('the seed has no tours');

/**
 * The targets on screen smaller than MIN in either direction, each named by what it is and says.
 * A target is the element a person taps: a radio or checkbox counts with its label around it.
 */
function smallTargets(page: Page, min: number): Promise<string[]> {
  return page.evaluate((least) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = element.getBoundingClientRect();
      // Not on screen at all: visually hidden (clipped to 1 px), e.g. the skip link until focused.
      if (box.width <= 1 || box.height <= 1) continue;
      if (element.closest('[inert], [aria-hidden="true"], dialog:not([open])')) continue;
      const label = element.matches('input[type="radio"], input[type="checkbox"]')
        ? element.closest('label')
        : null;
      // A link stretched over its card by an absolute ::after (the whole card is its target).
      const after = getComputedStyle(element, '::after');
      let stretched: Element | null = null;
      if (after.content !== 'none' && after.position === 'absolute') {
        stretched = element.parentElement;
        while (stretched && getComputedStyle(stretched).position === 'static') {
          stretched = stretched.parentElement;
        }
      }
      const target = (stretched ?? label ?? element).getBoundingClientRect();
      // A link in running text: inline, with words of its own paragraph around it.
      if (element.tagName === 'A' && style.display === 'inline') {
        const block = element.closest('p, li, dd, td, figcaption');
        const own = element.textContent.trim();
        const around = block?.textContent.trim() ?? '';
        if (block && around.length > own.length) continue;
      }
      if (target.width + 0.5 < least || target.height + 0.5 < least) {
        const name = (element.getAttribute('aria-label') ?? element.textContent).trim();
        const kind = [element.tagName.toLowerCase(), ...element.classList].slice(0, 2).join('.');
        small.push(
          `${kind} "${name.slice(0, 40)}" ${String(Math.round(target.width))}×${String(Math.round(target.height))}`,
        );
      }
    }
    return small;
  }, min);
}

const PAGES: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: '/', ready: (p) => p.locator('ul.card-grid').first().waitFor() },
  { name: 'museums', path: '/museos', ready: (p) => p.locator('.card').first().waitFor() },
  {
    name: 'museum',
    path: `/recorridos/${museum.id}`,
    ready: (p) => p.getByRole('heading', { level: 1, name: museum.name.es }).waitFor(),
  },
  { name: 'tour', path: `/muestra/${tour.id}`, ready: tourComplete },
  {
    name: 'log-in',
    path: '/log-in',
    ready: (p) => p.getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    name: 'forgot-password',
    path: '/forgot-password',
    ready: (p) => p.getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    name: 'privacy',
    path: '/privacidad',
    ready: (p) => p.getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    name: 'unknown address',
    path: '/no-such-page',
    ready: (p) => p.getByRole('heading', { level: 1 }).waitFor(),
  },
];

describe('on a phone, every control is big enough for a thumb', () => {
  it.each(PAGES)('on the $name page', async ({ path, ready }) => {
    const { context, page, errors } = await newVisitor(browser(), 'phone');
    await page.goto(`${APP_URL}${path}`);
    await ready(page);
    await expect(smallTargets(page, MIN)).resolves.toEqual([]);
    // With the menu open too.
    await page.getByRole('button', { name: 'Menú', exact: true }).click();
    await expect(smallTargets(page, MIN)).resolves.toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a tour that plays, with its player docked', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'phone');
    await page.goto(`${APP_URL}/muestra/${tour.id}`);
    await tourComplete(page);
    await page.getByRole('button', { name: 'Escuchar el recorrido' }).click();
    await playing(page, `${first.id}/audio-es.mp3`);
    await expect(smallTargets(page, MIN)).resolves.toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on the account page of a signed-in visitor', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'phone');
    await signInThenOpen(page, '/mi-cuenta', { account: visitor });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(smallTargets(page, MIN)).resolves.toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
