// The page follows the tour: the work that sounds comes into view and says so, whether the player
// moved on by itself, by its "Next" or from the lock screen; a visitor who just scrolled away is
// offered the way back instead of being moved; the last work's end brings the tour's end.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { museums } from '../../seed/content.mjs';
import { permanentTours } from '../support/demo-tours';
import {
  APP_URL,
  newVisitor,
  playing,
  pressLockScreen,
  recordLockScreen,
  screenshot,
  tourComplete,
  useBrowser,
  EVERY_SCREEN_AND_LANGUAGE,
} from './support/browser';
import { highlightedTour, worksOf } from './support/seed-content';

const browser = useBrowser();

const tour = highlightedTour();
const tourWorks = worksOf(tour, 4);
const [w1, w2, w3, w4] = tourWorks;
const museum = museums.find((m) => m.id === tour.tematicId);
// The tour's end offers its museum's other permanent tours (someToursOfMuseum), not its
// temporary exhibitions.
const otherTours = permanentTours().filter(
  (t) => t.tematicId === tour.tematicId && t.id !== tour.id,
);
if (!museum || otherTours.length === 0) throw new Error("the tour's museum needs another tour");

const L = {
  es: {
    play: 'Escuchar el recorrido',
    player: 'Reproductor del recorrido',
    next: /^Siguiente/,
    now: 'Sonando ahora',
    back: 'Volver a la obra que suena',
    end: 'Después del recorrido',
    finished: 'Terminaste el recorrido',
    again: 'Escuchar de nuevo',
    others: `Otros recorridos en ${museum.name.es}`,
  },
  en: {
    play: 'Play the tour',
    player: 'Tour player',
    next: /^Next/,
    now: 'Now playing',
    back: 'Back to the work playing',
    end: 'After the tour',
    finished: 'You finished the tour',
    again: 'Listen again',
    others: `More tours at ${museum.name.en}`,
  },
} as const;

/** Whether the element's top sits in the upper part of what the visitor sees, under the header. */
function shown(page: Page, selector: string) {
  return page.evaluate((css) => {
    const element = document.querySelector(css);
    if (!element) return false;
    const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
    const top = element.getBoundingClientRect().top;
    return top >= header - 2 && top < header + (window.innerHeight - header) * 0.6;
  }, selector);
}

/** Longer than the seconds a visitor's scroll holds the page (RECENT_SCROLL_MS, 5 s). */
const SLOW_NARRATION_MS = 6500;

const article = (workId: string) => `article:has(#work-${workId})`;

async function waitShown(page: Page, selector: string) {
  await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css);
      if (!element) return false;
      const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
      const top = element.getBoundingClientRect().top;
      return top >= header - 2 && top < header + (window.innerHeight - header) * 0.6;
    },
    selector,
    { timeout: 10_000 },
  );
}

/**
 * Waits until the element has arrived where the page brings it: its top just under the header
 * (within its scroll margin), or as high as the page's end lets it go.
 */
async function waitAtTop(page: Page, selector: string) {
  await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css);
      if (!element) return false;
      const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
      const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
      const top = element.getBoundingClientRect().top;
      const atEnd =
        window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      return Math.abs(top - margin) <= 4 || (atEnd && top >= header - 2);
    },
    selector,
    { timeout: 10_000 },
  );
}

/** Waits until the page has stopped scrolling (a smooth scroll has reached its place). */
async function scrollSettled(page: Page) {
  let last = -1;
  for (let i = 0; i < 40; i += 1) {
    const now = await page.evaluate(() => window.scrollY);
    if (now === last) return;
    last = now;
    await page.waitForTimeout(120);
  }
}

/** Moves the narration to its last half second, so the player moves on by itself. */
async function endCurrent(page: Page) {
  await page.evaluate(() => {
    const audio = document.querySelector('audio');
    if (audio) audio.currentTime = audio.duration - 0.5;
  });
}

/** Which works say they are playing, by their ids. */
function markedPlaying(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('article.work--playing h3')].map((h) => h.id.slice(5)),
  );
}

describe.each(EVERY_SCREEN_AND_LANGUAGE)('on a %s in %s', (viewport, language) => {
  const l = L[language];

  it('the page moves with the player, to each work that sounds and then to the tour’s end', async () => {
    const { context, page, errors } = await newVisitor(browser(), viewport, language);
    await recordLockScreen(context);
    await page.goto(`${APP_URL}/muestra/${tour.id}`);
    await tourComplete(page);

    await page.getByRole('button', { name: l.play }).click();
    await playing(page, `${w1.id}/audio-${language}.mp3`);
    await waitShown(page, article(w1.id));
    await expect(markedPlaying(page)).resolves.toEqual([w1.id]);
    await expect(
      page.locator(article(w1.id)).getByText(l.now, { exact: true }).isVisible(),
    ).resolves.toBe(true);
    await scrollSettled(page);
    await screenshot(page, `follow-work-1-${viewport}-${language}`, { fullPage: false });

    // By itself, at the end of work 1.
    await endCurrent(page);
    await playing(page, `${w2.id}/audio-${language}.mp3`);
    await waitShown(page, article(w2.id));
    await expect(markedPlaying(page)).resolves.toEqual([w2.id]);

    // The player's "Next".
    await page
      .getByRole('region', { name: l.player })
      .getByRole('button', { name: l.next })
      .click();
    await playing(page, `${w3.id}/audio-${language}.mp3`);
    await waitShown(page, article(w3.id));

    // The lock screen's "next".
    await pressLockScreen(page, 'nexttrack');
    await playing(page, `${w4.id}/audio-${language}.mp3`);
    await waitShown(page, article(w4.id));
    await expect(markedPlaying(page)).resolves.toEqual([w4.id]);

    // The last work ends: the tour's end, its resume, the like, the comments, the other tours.
    await endCurrent(page);
    await page.waitForFunction(() => document.querySelector('audio')?.ended === true);
    await waitAtTop(page, '#tour-end');
    await expect(page.getByRole('heading', { name: l.end }).isVisible()).resolves.toBe(true);
    const others = page.getByRole('region', { name: l.others });
    await others.waitFor();
    for (const other of otherTours) {
      await expect(others.getByRole('link', { name: other.name[language] }).count()).resolves.toBe(
        1,
      );
    }
    await expect(others.getByRole('link', { name: tour.name[language] }).count()).resolves.toBe(0);
    // The player says the tour is over, and offers no Play that would only replay the last work.
    const player = page.getByRole('region', { name: l.player });
    await player.getByText(l.finished).waitFor();
    await expect(player.getByRole('button', { name: /^(Reproducir|Play)$/ }).count()).resolves.toBe(
      0,
    );
    await scrollSettled(page);
    await screenshot(page, `follow-tour-end-${viewport}-${language}`, { fullPage: false });

    // Listening again starts from the first work.
    await player.getByRole('button', { name: l.again }).click();
    await playing(page, `${w1.id}/audio-${language}.mp3`);
    await waitShown(page, article(w1.id));
    await expect(player.getByText(l.finished).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a visitor who scrolled just before the player moved on is not pulled back, however slow the next narration, and is offered the way back', async () => {
    const { context, page, errors } = await newVisitor(browser(), viewport, language);
    // Work 2's narration comes late, as on a gallery's weak signal: longer than the seconds a
    // scroll holds the page, so only the moment the player moved on can count, not when the
    // next narration could start.
    const slowFile = `${w2.id}/audio-${language}.mp3`;
    await context.route(
      (url) => decodeURIComponent(url.href).includes(slowFile),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, SLOW_NARRATION_MS));
        await route.continue();
      },
    );
    await page.goto(`${APP_URL}/muestra/${tour.id}`);
    await tourComplete(page);
    await page.getByRole('button', { name: l.play }).click();
    await playing(page, `${w1.id}/audio-${language}.mp3`);
    await waitShown(page, article(w1.id));
    // The page's own glide to work 1 has ended: a wheel during it can be undone by its next frames.
    await scrollSettled(page);

    // The visitor scrolls down to the comments by hand; work 1 is then moved to its last moment,
    // so the player moves on right after the scroll.
    await page.mouse.move(100, 300);
    for (let i = 0; i < 12; i += 1) await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    await expect(shown(page, article(w1.id))).resolves.toBe(false);
    const before = await page.evaluate(() => window.scrollY);
    await endCurrent(page);
    await playing(page, slowFile, 20_000 + SLOW_NARRATION_MS);
    const back = page.getByRole('button', { name: l.back });
    await back.waitFor();
    await page.waitForTimeout(800);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(40);
    await expect(shown(page, article(w2.id))).resolves.toBe(false);
    await screenshot(page, `follow-back-offer-${viewport}-${language}`, { fullPage: false });

    // The offer takes them there, focus on the work's title; then it goes away.
    await back.click();
    await waitShown(page, article(w2.id));
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe(`work-${w2.id}`);
    await back.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('with reduced motion', () => {
  it('the page jumps to the next work instead of gliding', async () => {
    const { context, page } = await newVisitor(browser(), 'phone', 'en');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${APP_URL}/muestra/${tour.id}`);
    await tourComplete(page);
    await page.evaluate(() => {
      const log: number[] = [];
      Reflect.set(window, '__scrolls', log);
      window.addEventListener('scroll', () => log.push(window.scrollY), { passive: true });
    });
    await page.getByRole('button', { name: 'Play the tour' }).click();
    await playing(page, `${w1.id}/audio-en.mp3`);
    await page.evaluate(() => (Reflect.get(window, '__scrolls') as number[]).splice(0));
    await page
      .getByRole('region', { name: 'Tour player' })
      .getByRole('button', { name: /^Next/ })
      .click();
    await playing(page, `${w2.id}/audio-en.mp3`);
    await waitShown(page, article(w2.id));
    // One jump: a smooth scroll reports a dozen positions on its way. (A second one may come
    // from work 1 losing its "Now playing" line above, which the browser's scroll anchoring
    // makes up for.)
    const positions = await page.evaluate(() => Reflect.get(window, '__scrolls') as number[]);
    expect(positions.length).toBeGreaterThan(0);
    expect(new Set(positions).size).toBeLessThanOrEqual(2);
    await context.close();
  });
});
