import { describe, expect, it } from 'vitest';
import { users } from '../../seed/content.mjs';
import es from '../../src/i18n/locales/es/global.json';
import { APP_URL, ENGINE, useEngine, type EnginePage } from './support/engine';
import { highlightedTour, tourComplete } from './support/tour';

const engine = useEngine();
const { tour } = highlightedTour();
const visitor = users.find((u) => u.email === 'visitante@museo.test');
if (!visitor) throw new Error('the seed needs the demo visitor visitante@museo.test');

const like = { role: 'button', name: /^(Me gusta|Te gusta)$/ } as const;

/** The number of likes the tour shows. */
async function likes(page: EnginePage) {
  return Number((await page.text({ css: '.likes__count' })).match(/\d+/)?.[0]);
}

/**
 * Taps the like button, and again if the tap missed. Near the page's end, the page can still
 * settle as the tap is made (the tour read fresh after the copy cached on the device, sections
 * laid out as they near the screen): WebKitGTK was seen taking the button's place, then the page
 * moving by 40 to 480 px before the press ended, the click landing beside it. A tap that took
 * turns the button disabled (the write in flight) or changes its state; one that did neither is
 * made again, as a visitor would, once the button is still.
 */
async function toggle(page: EnginePage, pressed: boolean) {
  for (let attempt = 1; ; attempt++) {
    await page.click(like);
    try {
      await page.waitFor(
        (before) => {
          const button = document.querySelector<HTMLButtonElement>('.likes button');
          return button?.disabled === true || button?.getAttribute('aria-pressed') !== before;
        },
        { what: 'the tap on the like taken', timeout: 3_000 },
        String(pressed),
      );
      return;
    } catch (error) {
      // A tap that did take, on a page too busy to show it within the wait: its state changed.
      if ((await page.attribute(like, 'aria-pressed')) !== String(pressed)) return;
      if (attempt === 2) throw error;
    }
  }
}

/** Waits until the like button says `pressed` and is enabled again (the write has landed). */
function settled(page: EnginePage, pressed: boolean) {
  return page.waitFor(
    (expected) => {
      const button = document.querySelector<HTMLButtonElement>('.likes button');
      return button?.getAttribute('aria-pressed') === expected && !button.disabled;
    },
    // A write the rules check against the like and the count: seconds on a busy emulator.
    { what: `the like ${pressed ? 'given' : 'taken back'}`, timeout: 20_000 },
    String(pressed),
  );
}

describe(`a visitor on a phone in ${ENGINE} with an account`, () => {
  it('signs in, comes back to the tour, likes and unlikes it, and comments and deletes the comment', async () => {
    const page = await engine().newPage({ viewport: 'phone' });
    await page.goto(`/log-in?next=${encodeURIComponent(`/muestra/${tour.id}`)}`);
    await page.type({ role: 'textbox', name: 'Email' }, visitor.email);
    await page.type({ role: 'textbox', name: 'Contraseña' }, visitor.password);
    await page.click({ role: 'button', name: 'Ingresar', within: { css: 'main' } });
    await page.waitFor(
      (url) => location.href === url,
      { what: 'back at the tour' },
      `${APP_URL}/muestra/${tour.id}`,
    );
    await page.find({ role: 'heading', level: 1, name: tour.name.es });
    // The whole page, its later works included: the likes are at its end.
    await tourComplete(page);

    // Its name says the state: "Te gusta" when liked, "Me gusta" when not.
    await page.find(like, 20_000);
    // Until the page knows whether this visitor likes the tour, the button waits, disabled.
    await page.waitFor(
      () => document.querySelector<HTMLButtonElement>('.likes button')?.disabled === false,
      { what: 'the like button ready', timeout: 20_000 },
    );
    const wasLiked = (await page.attribute(like, 'aria-pressed')) === 'true';
    const before = await likes(page);
    await toggle(page, wasLiked);
    await settled(page, !wasLiked);
    expect(await likes(page)).toBe(before + (wasLiked ? -1 : 1));
    await expect(page.text(like)).resolves.toContain(wasLiked ? es.tour.like : es.tour.liked);
    await page.screenshot('liked-phone-es');
    await toggle(page, !wasLiked);
    await settled(page, wasLiked);
    expect(await likes(page)).toBe(before);

    // A comment, shown as text (never as HTML), then deleted by its author.
    const text = `<b>Qué recorrido</b> ${ENGINE} ${Date.now()}`;
    const field = { role: 'textbox', name: es.comments.label } as const;
    await page.type(field, text);
    await page.click({ role: 'button', name: es.comments.send });
    const mine = { css: '.comment', text } as const;
    await page.find(mine, 20_000);
    await expect(page.count({ css: '.comment b' })).resolves.toBe(0);
    await expect(page.evaluate(() => document.querySelector('textarea')?.value)).resolves.toBe('');
    await page.screenshot('commented-phone-es');
    await page.click(
      { role: 'button', name: es.comments.delete, within: mine },
      { acceptDialog: true },
    );
    await page.gone(mine, 20_000);

    expect(await page.errors()).toEqual([]);
    await page.close();
  });
});
