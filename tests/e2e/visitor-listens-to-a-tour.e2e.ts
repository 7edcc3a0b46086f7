import { describe, expect, it } from 'vitest';
import {
  APP_URL,
  audioState,
  newVisitor,
  playing,
  pressLockScreen,
  recordLockScreen,
  screenshot,
  tourComplete,
  useBrowser,
  VIEWPORTS,
  EVERY_SCREEN_AND_LANGUAGE,
} from './support/browser';
import { highlightedTour, worksOf } from './support/seed-content';

const browser = useBrowser();

const tour = highlightedTour();
const tourWorks = worksOf(tour, 3);
const [first, second, third] = tourWorks;

const L = {
  es: {
    play: 'Escuchar el recorrido',
    photo: 'Ver foto',
    player: 'Reproductor del recorrido',
    switchTo: 'Cambiar a English',
    works: `${tourWorks.length} obras`,
    comments: /comentarios?$/,
  },
  en: {
    play: 'Play the tour',
    photo: 'View photo',
    player: 'Tour player',
    switchTo: 'Switch to Español',
    works: `${tourWorks.length} works`,
    comments: /comments?$/,
  },
} as const;

describe.each(EVERY_SCREEN_AND_LANGUAGE)(
  'a visitor on %s in %s listens to a tour',
  (viewport, language) => {
    const l = L[language];
    const other = language === 'es' ? 'en' : 'es';

    it('sees the tour and its first work at once, and the tour plays through by itself', async () => {
      const { context, page, errors } = await newVisitor(browser(), viewport, language);
      await recordLockScreen(context);
      await page.goto(`${APP_URL}/muestra/${tour.id}`);
      const title = page.getByRole('heading', { level: 1, name: tour.name[language] });
      await title.waitFor();

      // The first screen: the tour, what it holds, its main action, and work 1's image and title.
      const firstImage = page.locator('ol.works .work__figure img').first();
      await page.waitForFunction(
        () => document.querySelector<HTMLImageElement>('ol.works img')?.complete === true,
      );
      const height = VIEWPORTS[viewport].height;
      const inFirstScreen = (box: { y: number; height: number } | null) =>
        box !== null && box.y >= 0 && box.y + box.height <= height;
      await expect(page.getByText(l.works, { exact: false }).first().isVisible()).resolves.toBe(
        true,
      );
      expect(inFirstScreen(await title.boundingBox())).toBe(true);
      expect(inFirstScreen(await page.getByRole('button', { name: l.play }).boundingBox())).toBe(
        true,
      );
      if (viewport === 'phone') {
        expect(inFirstScreen(await firstImage.boundingBox())).toBe(true);
        expect(inFirstScreen(await page.locator(`#work-${first.id}`).boundingBox())).toBe(true);
      }
      // Each work says how long its narration is before anything has played.
      await expect(page.locator('.work__actions').first().textContent()).resolves.toMatch(
        /· \d+:\d\d/,
      );
      await screenshot(page, `listen-first-screen-${viewport}-${language}`, { fullPage: false });

      // One player for the tour: work 1 plays, then work 2 follows by itself.
      await page.getByRole('button', { name: l.play }).click();
      await playing(page, `${first.id}/audio-${language}.mp3`);
      const player = page.getByRole('region', { name: l.player });
      await expect(player.getByText(first.name[language]).isVisible()).resolves.toBe(true);
      await page.evaluate(() => {
        const audio = document.querySelector('audio');
        if (audio) audio.currentTime = audio.duration - 0.6;
      });
      await playing(page, `${second.id}/audio-${language}.mp3`);
      await expect(player.getByText(second.name[language]).isVisible()).resolves.toBe(true);
      await screenshot(page, `listen-player-${viewport}-${language}`, { fullPage: false });

      // It keeps playing while a photo is open full screen…
      await page.getByRole('button', { name: l.photo }).first().click();
      await page.locator('dialog[open]').waitFor();
      const opened = (await audioState(page)).time;
      await page.waitForFunction(
        (t) => (document.querySelector('audio')?.currentTime ?? 0) > t + 0.5,
        opened,
      );
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.querySelector('dialog[open]') === null);

      // …and while the visitor scrolls down to the comments.
      await tourComplete(page);
      const comments = page.getByRole('heading', { name: l.comments });
      await comments.scrollIntoViewIfNeeded();
      const before = (await audioState(page)).time;
      await page.waitForFunction(
        (t) => (document.querySelector('audio')?.currentTime ?? 0) > t + 0.5,
        before,
      );
      expect((await audioState(page)).paused).toBe(false);
      // The player never hides the end of the page for good: at the bottom it sits under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const lastComment = await page.locator('.comments__form, .comment').last().boundingBox();
      const bar = await player.boundingBox();
      expect(lastComment && bar && lastComment.y + lastComment.height <= bar.y + 1).toBe(true);

      // The lock screen's "next" moves the tour on.
      await pressLockScreen(page, 'nexttrack');
      await playing(page, `${third.id}/audio-${language}.mp3`);

      // A language switch mid-tour keeps the work and goes on in the other language.
      await page.getByRole('banner').getByRole('button', { name: l.switchTo }).click();
      await page.getByRole('heading', { level: 1, name: tour.name[other] }).waitFor();
      await playing(page, `${third.id}/audio-${other}.mp3`);
      await expect(
        page
          .getByRole('region', { name: L[other].player })
          .getByText(third.name[other])
          .isVisible(),
      ).resolves.toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  },
);

describe('coming back to a tour', () => {
  it('resumes at the work and the second where the visitor left off', async () => {
    const { context, page } = await newVisitor(browser(), 'phone', 'en');
    await page.goto(`${APP_URL}/muestra/${tour.id}`);
    await tourComplete(page);
    await page
      .locator('.work', { has: page.locator(`#work-${second.id}`) })
      .getByRole('button', { name: /^Listen · \d+:\d\d/ })
      .click();
    await playing(page, `${second.id}/audio-en.mp3`);
    await page.evaluate(() => {
      const audio = document.querySelector('audio');
      if (audio) audio.currentTime = 7;
    });
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 7.5);
    const player = page.getByRole('region', { name: 'Tour player' });
    await player.getByRole('button', { name: 'Pause' }).click();

    await page.reload();
    await page.getByRole('button', { name: 'Continue at work 2' }).click();
    await playing(page, `${second.id}/audio-en.mp3`);
    expect((await audioState(page)).time).toBeGreaterThan(6);
    await context.close();
  });
});
