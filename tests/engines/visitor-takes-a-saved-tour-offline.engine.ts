import { describe, expect, it } from 'vitest';
import es from '../../src/i18n/locales/es/global.json';
import { ENGINE, useEngine } from './support/engine';
import { audioState, highlightedTour, playing, tourComplete } from './support/tour';

const engine = useEngine();
const { tour, works: tourWorks, first, second } = highlightedTour();
const player = { role: 'region', name: es.player.label } as const;

describe(`a visitor on a phone in ${ENGINE} in the gallery, with no signal`, () => {
  it('saves the tour, reloads it with no connection, and listens and seeks from the phone', async () => {
    const page = await engine().newPage({ viewport: 'phone' });
    await page.goto(`/muestra/${tour.id}`);
    await page.find({ role: 'heading', level: 1, name: tour.name.es });
    // The service worker registers after load and takes over this page.
    await page.waitFor(() => navigator.serviceWorker.controller !== null, {
      what: 'the service worker in control',
      timeout: 30_000,
    });

    // Save: the size is on the tour's first screen before anything is downloaded.
    await page.click({ role: 'button', name: /^Descargar para usar sin conexión · [\d,]+ MB$/ });
    const sheet = { role: 'dialog', name: es.offline.title } as const;
    await page.find(sheet);
    await page.click({ role: 'button', name: /^Guardar recorrido \([\d,]+ MB\)$/, within: sheet });
    await page.find({ text: es.offline.badge, within: sheet }, 60_000);
    await page.press('Escape');
    await page.find({ role: 'button', name: es.offline.chipSaved });

    // Where the page read the tour from (Firestore), to check below that it is out of reach.
    const firestore = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .find((url) => url.includes('/databases/(default)/documents')),
    );
    expect(firestore).toBeDefined();

    // No signal, and the page reloaded: the tour, every work of it.
    await page.setOnline(false);
    await page.reload();
    await page.find({ role: 'heading', level: 1, name: tour.name.es }, 20_000);
    // Nothing reaches the app's server or the emulators now (a request the service worker does
    // not answer, and one to Firestore).
    await expect(
      page.evaluate(async (firestore) => {
        const outcome = (url: string) =>
          fetch(url, { cache: 'no-store' }).then(
            () => 'reached',
            () => 'failed',
          );
        return [await outcome(`/robots.txt?${Date.now()}`), await outcome(firestore)];
      }, firestore ?? ''),
    ).resolves.toEqual(['failed', 'failed']);
    if (page.offlineIsAnnounced) {
      // A phone that knows it is offline says so, and shows the saved copy.
      await page.find({ text: es.pwa.offline });
      await page.find({ text: es.offline.showingSaved }, 20_000);
    }
    await tourComplete(page);
    await expect(page.count({ css: '.work__title' })).resolves.toBe(tourWorks.length);
    await page.screenshot('offline-saved-tour-phone-es');

    // It plays from the phone through the same player, and seeking works (Range requests
    // answered from the saved copy).
    await page.click({ role: 'button', name: es.player.playTour });
    await playing(page, `${first.id}/audio-es.mp3`);
    await page.click({ role: 'button', name: es.player.forward15, within: player });
    await page.waitFor(
      () => {
        const audio = document.querySelector('audio');
        return audio !== null && audio.currentTime >= 15 && audio.readyState >= 2 && !audio.paused;
      },
      { what: 'the narration playing past 15 s', timeout: 20_000 },
    );
    const next = `Siguiente: ${es.tour.workNumber.replace('{{n}}', '2')} ${second.name.es}`;
    await page.click({ role: 'button', name: next, within: player });
    await playing(page, `${second.id}/audio-es.mp3`);
    expect((await audioState(page)).error).toBe(0);
    await expect(
      page.evaluate(() => document.querySelector('.mini-player [role="status"]')?.textContent),
    ).resolves.toBe('');
    await page.screenshot('offline-playing-phone-es');

    await page.setOnline(true);
    expect(await page.errors()).toEqual([]);
    await page.close();
  });
});
