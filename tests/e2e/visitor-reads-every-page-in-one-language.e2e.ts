// A visitor reading in English sees no Spanish-only content, and one reading in Spanish no
// English-only content, on every public page of the demo content: the home page, the museums,
// each museum and each tour a visitor can play today with all its works (the temporary
// exhibitions open, in their last days or to come and playable before they open; the closed one's
// page shows no works). Interface strings are i18n's job
// (a unit test checks every key exists in both languages); this is about the content fields.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { comments, museums, works, type Bilingual } from '../../seed/content.mjs';
import { playableTours } from '../support/demo-tours';
import { APP_URL, newVisitor, screenshot, tourComplete, useBrowser } from './support/browser';

const browser = useBrowser();

type Language = keyof Bilingual;
const OTHER: Record<Language, Language> = { es: 'en', en: 'es' };

const published = playableTours();
const shownWorks = works.filter((work) => published.some((tour) => tour.id === work.expositionId));

function museumOf(tematicId: string) {
  const museum = museums.find((each) => each.id === tematicId);
  if (!museum) throw new Error(`the seed has no museum ${tematicId}`);
  return museum;
}

/** Every bilingual content field a visitor can meet; a tour's museum name is its museum's. */
const fields: Bilingual[] = [
  ...museums.flatMap((museum) => [museum.name, museum.description]),
  ...published.flatMap((tour) => [
    tour.name,
    tour.description,
    tour.resume,
    museumOf(tour.tematicId).name,
  ]),
  ...shownWorks.flatMap((work) => [work.name, work.description, work.room, work.narration]),
];

const normal = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The texts of `language` that the other language says differently. One that the other
 * language's content also contains (a title quoted in a sentence) would be legitimately on
 * the page: it is left out, and none is today.
 */
function onlyIn(language: Language): string[] {
  const other = fields.map((field) => normal(field[OTHER[language]]));
  const texts = fields
    .filter((field) => field[language].trim() !== '' && field[language] !== field[OTHER[language]])
    .map((field) => normal(field[language]))
    .filter((text) => !other.some((each) => each.includes(text)));
  return [...new Set(texts)];
}

/** Comments are their authors' words, in whatever language they wrote: not looked at. */
const commentTexts = comments.map((comment) => normal(comment.comment));

/**
 * What the page says: its rendered text (as the visitor sees it, upper-cased eyebrows
 * included), the text of what is there but hidden (a transcript not yet opened), the title,
 * and the alternative texts and labels screen readers read.
 */
async function pageText(page: Page): Promise<string> {
  const raw = await page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('script, style, noscript, template').forEach((node) => node.remove());
    const labels = [...document.querySelectorAll('[alt], [aria-label], [title]')].flatMap(
      (element) => ['alt', 'aria-label', 'title'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, copy.textContent, ...labels].join('\n');
  });
  let text = normal(raw);
  for (const comment of commentTexts) text = text.split(comment).join(' ');
  return text;
}

interface Stop {
  path: string;
  name: string;
  /** Resolves once everything the page loads is on screen. */
  ready: (page: Page) => Promise<unknown>;
}

const stops: Stop[] = [
  {
    path: '/',
    name: 'home',
    ready: (page) => page.locator('ul.card-grid > li').first().waitFor(),
  },
  {
    path: '/museos',
    name: 'museums',
    ready: (page) => page.locator('ul.card-grid > li').first().waitFor(),
  },
  ...museums.map((museum) => ({
    path: `/recorridos/${museum.id}`,
    name: `museum ${museum.id}`,
    ready: (page: Page) =>
      Promise.all([
        page.locator('#museum-title').waitFor(),
        page.locator('.page ul.card-grid, .page .status--empty').first().waitFor(),
      ]),
  })),
  ...published.map((tour) => ({
    path: `/muestra/${tour.id}`,
    name: `tour ${tour.id}`,
    ready: (page: Page) => tourComplete(page),
  })),
];

describe.each<Language>(['en', 'es'])('a visitor reading in %s', (language) => {
  const foreign = onlyIn(OTHER[language]);

  it(`meets no ${OTHER[language]}-only content string on any public page`, async () => {
    // The list is what the test looks for: it must hold the tours' museum names and a work's room.
    expect(foreign.length).toBeGreaterThan(50);
    expect(foreign).toContain(normal(museumOf('mnba').name[OTHER[language]]));
    expect(foreign).toContain(normal(shownWorks[0]?.room[OTHER[language]] ?? ''));

    const { context, page, errors } = await newVisitor(browser(), 'phone', language);
    try {
      const found: string[] = [];
      for (const stop of stops) {
        await page.goto(`${APP_URL}${stop.path}`);
        await stop.ready(page);
        const text = await pageText(page);
        // The page did show its own language's content.
        expect(text.length).toBeGreaterThan(200);
        found.push(
          ...foreign.filter((each) => text.includes(each)).map((each) => `${stop.name}: ${each}`),
        );
      }
      await screenshot(page, `one-language-last-tour-phone-${language}`);
      expect(found).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
