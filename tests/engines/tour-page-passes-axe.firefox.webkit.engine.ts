import { describe, expect, it } from 'vitest';
import es from '../../src/i18n/locales/es/global.json';
import { violations } from './support/axe';
import { ENGINE, useEngine } from './support/engine';
import { highlightedTour, playing, tourComplete } from './support/tour';

const engine = useEngine();
const { tour, first } = highlightedTour();

describe(`the tour page in ${ENGINE}, on a phone`, () => {
  it('passes axe (WCAG 2.2 A and AA), and so does its player while it plays', async () => {
    const page = await engine().newPage({ viewport: 'phone' });
    await page.goto(`/muestra/${tour.id}`);
    await tourComplete(page);
    expect(await violations(page)).toEqual([]);

    await page.click({ role: 'button', name: es.player.playTour });
    await playing(page, `${first.id}/audio-es.mp3`);
    expect(await violations(page, '.mini-player')).toEqual([]);
    expect(await page.errors()).toEqual([]);
    await page.close();
  });
});
