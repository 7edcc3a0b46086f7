// An admin uploads a narration as it comes from a recorder (a large stereo WAV): the browser
// turns it into what visitors get, a mono 48 kbit/s MP3 at the narrations' loudness, shows
// its progress, its size, its length and a player before saving, and stores exactly that.
// A file named .mp3 that holds no audio is refused the moment it is picked.
import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, describe, expect, it } from 'vitest';
import { heardLoudness } from '@/features/cpanel/audio/loudness';
import { mp3Info } from '@/features/cpanel/audio/mp3';
import { NARRATION_KBPS, TARGET_LUFS } from '@/features/cpanel/audio/narration-settings';
import { speechLike } from '@/test/audio-signals';
import { writeWav } from '@/features/cpanel/audio/wav';
import { documentIds, readDocument, removeWorks } from '../support/inspect';
import { violations } from './support/axe';
import { newVisitor, screenshot, useBrowser } from './support/browser';
import { fieldLabel, signInThenOpen } from './support/seed-content';

const browser = useBrowser();

/** A draft tour, so the work added here is seen by no visitor and by no other journey. */
const TOUR_ID = 'mnba-manet-a-picasso';

const created: string[] = [];
afterAll(async () => {
  // Leave the demo content as it was for the journeys that follow.
  await removeWorks(created);
});

/** Three minutes of a quiet voice, louder on the left, as a 48 kHz stereo WAV: 34.6 MB. */
function recorderWav() {
  const rate = 48_000;
  const left = speechLike(180, rate, 0.06, 3);
  const right = left.map((sample) => sample * 0.6);
  return Buffer.from(writeWav([left, right], rate));
}

describe('an admin uploads a narration', () => {
  it(
    'picks a large stereo WAV and stores a mono 48 kbit/s MP3 at −16 LUFS, heard before saving',
    { timeout: 240_000 },
    async () => {
      const { context, page, errors } = await newVisitor(browser(), 'desktop');
      try {
        await signInThenOpen(page, '/cpanel/art-form');
        await page.getByRole('heading', { name: 'Nueva obra' }).waitFor();
        const worksBefore = await documentIds('obras');
        await page.getByLabel(fieldLabel('Recorrido')).selectOption(TOUR_ID);
        await page.getByLabel(fieldLabel('Título (español)')).fill('Narración de prueba');
        await page.getByLabel(fieldLabel('Título (inglés)')).fill('Test narration');
        await page.getByLabel(fieldLabel('Artista')).fill('Nadie');
        await page.getByLabel(fieldLabel('Descripción (español)')).fill('Texto');
        await page.getByLabel(fieldLabel('Descripción (inglés)')).fill('Text');

        const wav = recorderWav();
        expect(wav.length).toBeGreaterThan(30 * 1024 * 1024);
        const started = Date.now();
        await page.getByLabel('Audio en español').setInputFiles({
          name: 'grabacion-sala-3.wav',
          mimeType: 'audio/wav',
          buffer: wav,
        });
        const progress = page.getByRole('progressbar', { name: 'Preparación de Audio en español' });
        await progress.waitFor();
        await screenshot(page, 'cpanel-narration-progress-desktop-es', { fullPage: false });

        const ready = page.getByText(/^Así se guardará: /);
        await ready.waitFor({ timeout: 180_000 });
        console.info(
          `3 min stereo WAV (${(wav.length / 1e6).toFixed(1)} MB) prepared in ${String(Date.now() - started)} ms`,
        );
        // 48 kbit/s: 6 KB a second, 1.1 MB for three minutes; three minutes long.
        await expect(ready.textContent()).resolves.toMatch(/^Así se guardará: 1,1 MB, 3:00\.$/);
        const player = page.getByLabel('Escuchar cómo quedó Audio en español');
        await expect(player.getAttribute('src')).resolves.toMatch(/^blob:/);
        await expect
          .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.duration), {
            timeout: 10_000,
          })
          .toBeGreaterThan(179.9);
        await screenshot(page, 'cpanel-narration-ready-desktop-es', { fullPage: false });
        // The progress bar, the result and the player are labelled and pass axe.
        expect(await violations(page)).toEqual([]);

        await page.getByRole('button', { name: 'Agregar obra' }).click();
        await page.locator('.Toastify').getByText('Obra agregada', { exact: true }).waitFor();
        const [id] = (await documentIds('obras')).filter((each) => !worksBefore.includes(each));
        if (!id) throw new Error('no work was created');
        created.push(id);

        // What is stored is what the form showed, and what visitors get.
        const document = await readDocument(`obras/${id}`);
        const media = (document?.media ?? {}) as Record<string, Record<string, unknown>>;
        const ref = media['audio-es'] ?? {};
        expect(ref.contentType).toBe('audio/mpeg');
        expect(ref.path).toBe(`${id}/audio-es.mp3`);
        const response = await fetch(String(ref.url));
        const bytes = new Uint8Array(await response.arrayBuffer());
        expect(bytes.length).toBe(ref.size);
        expect(bytes.length).toBeLessThan(1.2e6);
        const info = mp3Info(bytes);
        expect(info).toMatchObject({ channels: 1, kbps: NARRATION_KBPS, sampleRate: 24_000 });
        expect(ref.duration).toBe(Math.round(info.seconds * 1000) / 1000);
        expect(Math.abs(Number(ref.duration) - 180)).toBeLessThan(0.1);

        const decoder = new MPEGDecoder();
        await decoder.ready;
        const { channelData, sampleRate } = decoder.decode(bytes);
        decoder.free();
        const [mono = new Float32Array(0)] = channelData;
        expect(Math.abs(heardLoudness(mono, sampleRate) - TARGET_LUFS)).toBeLessThanOrEqual(1);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('refuses a .mp3 of random bytes the moment it is picked, and keeps what was typed', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'phone');
    try {
      await signInThenOpen(page, '/cpanel/art-form');
      await page.getByRole('heading', { name: 'Nueva obra' }).waitFor();
      await page.getByLabel(fieldLabel('Título (español)')).fill('Obra con ruido');
      // Random bytes that happen to start like no audio format (an MPEG frame starts 0xFF).
      let state = 7;
      const noise = Buffer.alloc(200_000);
      noise.forEach((_, index) => {
        state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
        noise[index] = state >>> 24;
      });
      noise[0] = 0x5a;
      const narration = page.getByLabel('Audio en español');
      await narration.setInputFiles({ name: 'ruido.mp3', mimeType: 'audio/mpeg', buffer: noise });
      await page
        .getByText(
          '«ruido.mp3» no contiene audio, aunque su nombre lo diga: no es un MP3, WAV ni M4A. Elegí la grabación original.',
        )
        .waitFor();
      await expect(narration.getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(page.getByLabel(fieldLabel('Título (español)')).inputValue()).resolves.toBe(
        'Obra con ruido',
      );
      await expect(page.getByRole('progressbar').count()).resolves.toBe(0);
      await screenshot(page, 'cpanel-narration-not-audio-phone-es');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
