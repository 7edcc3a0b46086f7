import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en/global.json';
import es from '../../src/i18n/locales/es/global.json';
import { ENGINE, pictureDrawn, useEngine, VIEWPORTS } from './support/engine';
import { drawnContrast } from './support/pixels';
import { advances, audioState, highlightedTour, playing } from './support/tour';

const engine = useEngine();
const { tour, works: tourWorks, first, second } = highlightedTour();

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
