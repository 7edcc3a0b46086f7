import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en/global.json';
import es from '../../src/i18n/locales/es/global.json';
import {
  ENGINE,
  pictureDrawn,
  screensFor,
  useEngine,
  VIEWPORTS,
  type EnginePage,
} from './support/engine';
import { pressLockScreenInPage, recordLockScreenInPage } from '../support/lock-screen';
import { drawnContrast } from './support/pixels';
import { advances, audioState, highlightedTour, playing, tourComplete } from './support/tour';

const engine = useEngine();
const { tour, works: tourWorks, first, second, third } = highlightedTour();
const TEXTS = { es, en } as const;

const player = { role: 'region', name: es.player.label } as const;
const inPlayer = (name: string) => ({ role: 'button', name, within: player }) as const;

describe(`a visitor on a phone listens to a tour in ${ENGINE}`, () => {
  it('plays the tour with every control of the player, on to work 2 by itself and into English', async () => {
    const page = await engine().newPage({ viewport: 'phone' });
    await page.goto(`/muestra/${tour.id}`);
    const title = { role: 'heading', level: 1, name: tour.name.es } as const;
    await page.find(title);

    // The first screen: the tour, what it holds, its main action and work 1's picture.
    const height = VIEWPORTS.phone.height;
    const inFirstScreen = (box: { y: number; height: number }) =>
      box.y >= 0 && box.y + box.height <= height;
    await page.find({ text: `${tourWorks.length} obras` });
    expect(inFirstScreen(await page.box(title))).toBe(true);
    expect(inFirstScreen(await page.box({ role: 'button', name: es.player.playTour }))).toBe(true);
    await pictureDrawn(page, 'ol.works img', "work 1's picture");
    await page.screenshot('tour-first-screen-phone-es');

    // Play: work 1's narration plays and keeps playing, and nothing says it failed.
    await page.click({ role: 'button', name: es.player.playTour });
    await playing(page, `${first.id}/audio-es.mp3`);
    await page.find({ text: first.name.es, within: player });
    await advances(page, 2);
    const state = await audioState(page);
    expect({ paused: state.paused, error: state.error }).toEqual({ paused: false, error: 0 });
    // The player's status line (hidden while empty) has nothing to say.
    await expect(
      page.evaluate(() => document.querySelector('.mini-player [role="status"]')?.textContent),
    ).resolves.toBe('');
    await page.find({ role: 'button', name: es.player.pauseTour });
    const shot = await page.screenshot('tour-playing-phone-es');

    // The speed control reads as a control of the dark player: its value stands out from its
    // background as much as body text must (WCAG AA, 4.5:1), measured on what was drawn.
    const speed = { role: 'combobox', name: es.player.speed, within: player } as const;
    const drawn = drawnContrast(shot, await page.box(speed), VIEWPORTS.phone.width);
    expect(drawn.contrast, `speed control drawn ${JSON.stringify(drawn)}`).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(drawn.background, 'the speed control is drawn light on the dark player').toBeLessThan(
      0.2,
    );

    // Speed: the narration plays faster, and the control says so.
    await page.choose(speed, '1.5');
    await page.waitFor(() => document.querySelector('audio')?.playbackRate === 1.5, {
      what: 'the narration at 1.5×',
    });
    await expect(page.text(speed)).resolves.toContain(es.player.speeds['1_5']);
    await page.choose(speed, '1');
    await page.waitFor(() => document.querySelector('audio')?.playbackRate === 1, {
      what: 'the narration back at 1×',
    });

    // ±15 s.
    const before = (await audioState(page)).time;
    await page.click(inPlayer(es.player.forward15));
    await page.waitFor(
      (t) => (document.querySelector('audio')?.currentTime ?? 0) >= t + 14,
      { what: '+15 s' },
      before,
    );
    const ahead = (await audioState(page)).time;
    await page.click(inPlayer(es.player.back15));
    await page.waitFor(
      (t) => (document.querySelector('audio')?.currentTime ?? 99) <= t - 13,
      { what: '−15 s' },
      ahead,
    );

    // Seek with the keyboard on the position bar: Home goes back to the start.
    await page.evaluate(() => {
      const audio = document.querySelector('audio');
      if (audio) audio.currentTime = 10;
    });
    const seek = { role: 'slider', name: es.player.seek, within: player } as const;
    await page.focus(seek);
    await page.press('Home');
    await page.waitFor(() => (document.querySelector('audio')?.currentTime ?? 99) < 3, {
      what: 'the narration back at its start',
    });
    await expect(page.attribute(seek, 'aria-valuetext')).resolves.toMatch(/^0:0\d de \d+:\d\d$/);

    // Near the end of work 1, the tour moves on to work 2 by itself.
    await page.evaluate(() => {
      const audio = document.querySelector('audio');
      if (audio) audio.currentTime = audio.duration - 0.6;
    });
    await playing(page, `${second.id}/audio-es.mp3`);
    await page.find({ text: second.name.es, within: player });
    await page.screenshot('tour-work-2-phone-es');

    // A language switch mid-tour keeps the work and goes on in English.
    const switchTo = es.header.switchTo.replace('{{language}}', en.languages.en);
    await page.click({
      role: 'button',
      name: new RegExp(`${switchTo}$`),
      within: { role: 'banner' },
    });
    await page.find({ role: 'heading', level: 1, name: tour.name.en });
    await playing(page, `${second.id}/audio-en.mp3`);
    await page.find({ text: second.name.en, within: { role: 'region', name: en.player.label } });
    await page.screenshot('tour-work-2-phone-en');

    expect(await page.errors()).toEqual([]);
    await page.close();
  });
});

/** Waits until the narration has gone on half a second from where it is now. */
async function goesOn(page: EnginePage, what: string) {
  const from = (await audioState(page)).time;
  await page.waitFor(
    (t) => (document.querySelector('audio')?.currentTime ?? 0) > t + 0.5,
    { what },
    from,
  );
}

// In Chromium only: the other engines take the journey above.
const SCREENS = screensFor([]);

for (const [viewport, language] of SCREENS) {
  const T = TEXTS[language];
  const other = language === 'es' ? 'en' : 'es';
  const photo = { role: 'button', name: T.tour.viewPhoto } as const;

  describe(`a visitor on a ${viewport} in ${language} listens to a tour in ${ENGINE}`, () => {
    it('sees the tour and its first work at once, and the tour plays through by itself', async () => {
      const page = await engine().newPage({ viewport });
      // The visitor chose the language on an earlier visit: the page opens in it. (Remembered
      // once the page has set itself up in the device's language, which would write over it.)
      await page.goto(`/muestra/${tour.id}`);
      await page.find({ role: 'heading', level: 1, name: tour.name.es });
      await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
      await page.reload();
      const title = { role: 'heading', level: 1, name: tour.name[language] } as const;
      await page.find(title);

      // The first screen: the tour, what it holds, its main action, and work 1's image and title.
      await pictureDrawn(page, 'ol.works img', "work 1's picture");
      const height = VIEWPORTS[viewport].height;
      const inFirstScreen = (box: { y: number; height: number }) =>
        box.y >= 0 && box.y + box.height <= height;
      const play = { role: 'button', name: T.player.playTour } as const;
      await page.find({ text: `${tourWorks.length} ${language === 'es' ? 'obras' : 'works'}` });
      expect(inFirstScreen(await page.box(title))).toBe(true);
      expect(inFirstScreen(await page.box(play))).toBe(true);
      if (viewport === 'phone') {
        expect(inFirstScreen(await page.box({ css: 'ol.works .work__figure img' }))).toBe(true);
        expect(inFirstScreen(await page.box({ css: `#work-${first.id}` }))).toBe(true);
      }
      // Each work says how long its narration is before anything has played.
      await expect(page.text({ css: '.work__actions' })).resolves.toMatch(/· \d+:\d\d/);
      await page.screenshot(`listen-first-screen-${viewport}-${language}`);

      // One player for the tour: work 1 plays, then work 2 follows by itself.
      await page.evaluate(recordLockScreenInPage);
      await page.click(play);
      await playing(page, `${first.id}/audio-${language}.mp3`);
      const player = { role: 'region', name: T.player.label } as const;
      await page.find({ text: first.name[language], within: player });
      await page.evaluate(() => {
        const audio = document.querySelector('audio');
        if (audio) audio.currentTime = audio.duration - 0.6;
      });
      await playing(page, `${second.id}/audio-${language}.mp3`);
      await page.find({ text: second.name[language], within: player });
      await page.screenshot(`listen-player-${viewport}-${language}`);

      // It keeps playing while a photo is open full screen…
      await page.click(photo);
      await page.find({ css: 'dialog[open]' });
      await goesOn(page, 'the narration going on under the photo');
      await page.press('Escape');
      await page.gone({ css: 'dialog[open]' });

      // …and while the visitor scrolls down to the comments.
      await tourComplete(page);
      await page.evaluate(() =>
        document.querySelector('.comments__form, .comment')?.scrollIntoView({ block: 'center' }),
      );
      await goesOn(page, 'the narration going on by the comments');
      expect((await audioState(page)).paused).toBe(false);
      // The player never hides the end of the page for good: at the bottom it sits under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const ends = await page.evaluate(() => {
        const last = [...document.querySelectorAll('.comments__form, .comment')].at(-1);
        const bar = document.querySelector('.mini-player');
        if (!last || !bar) return null;
        return { last: last.getBoundingClientRect().bottom, bar: bar.getBoundingClientRect().top };
      });
      expect(ends && ends.last <= ends.bar + 1, JSON.stringify(ends)).toBe(true);

      // The lock screen's "next" moves the tour on.
      await page.evaluate(pressLockScreenInPage, 'nexttrack');
      await playing(page, `${third.id}/audio-${language}.mp3`);

      // A language switch mid-tour keeps the work and goes on in the other language.
      const switchTo = T.header.switchTo.replace('{{language}}', TEXTS[other].languages[other]);
      await page.click({
        role: 'button',
        name: new RegExp(`${switchTo}$`),
        within: { role: 'banner' },
      });
      await page.find({ role: 'heading', level: 1, name: tour.name[other] });
      await playing(page, `${third.id}/audio-${other}.mp3`);
      await page.find({
        text: third.name[other],
        within: { role: 'region', name: TEXTS[other].player.label },
      });
      expect(await page.errors()).toEqual([]);
      await page.close();
    });
  });
}

describe(`a visitor coming back to a tour in ${ENGINE}`, () => {
  it('resumes at the work and the second where they left off', async () => {
    const page = await engine().newPage({ viewport: 'phone' });
    await page.goto(`/muestra/${tour.id}`);
    await tourComplete(page);
    const listen = new RegExp(`^${es.player.listen} · \\d+:\\d\\d`);
    await page.click({
      role: 'button',
      name: listen,
      within: {
        role: 'article',
        name: `${es.tour.workNumber.replace('{{n}}', '2')} ${second.name.es}`,
      },
    });
    await playing(page, `${second.id}/audio-es.mp3`);
    // The visitor moves to 0:07 and leaves. Where they are is what counts, not that the sound
    // goes on from there: WebKitGTK under load may hold a narration a while after a seek (the
    // player says it is loading), and it may drop a seek made while the narration still
    // arrives, so the seek is asked again until it has taken.
    await page.waitFor(
      () => {
        const audio = document.querySelector('audio');
        if (!audio || audio.seeking) return false;
        if (audio.currentTime < 6) audio.currentTime = 7;
        return audio.currentTime >= 6.9;
      },
      { what: 'the narration at 0:07', timeout: 20_000 },
    );
    await page.click(inPlayer(es.player.pause));
    await page.reload();
    const resume = es.player.continueTour.replace('{{n}}', '2');
    await page.click({ role: 'button', name: resume });
    await playing(page, `${second.id}/audio-es.mp3`);
    expect((await audioState(page)).time).toBeGreaterThan(6);
    expect(await page.errors()).toEqual([]);
    await page.close();
  });
});
