import { describe, expect, it } from 'vitest';
import es from '../../src/i18n/locales/es/global.json';
import { useEngine } from './support/engine';
import { audioState, highlightedTour } from './support/tour';

// Firefox with no sound output at all, as a machine without a sound card: it fetches and
// decodes the narration, then fails it with MEDIA_ERR_DECODE when it cannot play it out
// (WebKit has no such case to show: with no device it plays silently).
const engine = useEngine({ sound: false });
const { tour, first } = highlightedTour();
const player = { role: 'region', name: es.player.label } as const;

describe('a visitor whose phone cannot play sound', () => {
  it('is told the device could not play the audio, not to check the connection, and the player stops', async () => {
    const page = await engine().newPage({ viewport: 'phone' });
    await page.goto(`/muestra/${tour.id}`);
    await page.find({ role: 'heading', level: 1, name: tour.name.es });
    await page.click({ role: 'button', name: es.player.playTour });
    await page.find({ text: first.name.es, within: player });

    // Firefox calls a desktop window "this device": the message names it so.
    const told = es.player.soundError_device;
    await page.find({ text: told, within: player }, 20_000);
    await expect(page.count({ text: es.player.error })).resolves.toBe(0);
    // What the player shows is what the narration does: stopped, and ready to try again.
    await page.find({ role: 'button', name: es.player.play, within: player });
    await page.find({ role: 'button', name: es.player.playTour });
    // Paused, and still holding its failure (MEDIA_ERR_DECODE): a paused element's time does not
    // move, and a retry of the app's would have cleared the error by loading the file again.
    const stopped = await audioState(page);
    expect(stopped).toMatchObject({ paused: true, error: 3 });
    await page.screenshot('tour-no-sound-phone-es');
    expect(await page.errors()).toEqual([]);
    await page.close();
  });
});
