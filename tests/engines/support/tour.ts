import { tours, works } from '../../../seed/content.mjs';
import type { EnginePage } from './engine';

/** The seed's published, highlighted tour and its works in order: what the journeys walk. */
export function highlightedTour() {
  const tour = tours.find((t) => t.state === 'published' && t.highlight);
  if (!tour) throw new Error('the seed needs a published, highlighted tour');
  const tourWorks = works
    .filter((w) => w.expositionId === tour.id)
    .sort((a, b) => a.order - b.order);
  const [first, second, third] = tourWorks;
  if (!first || !second || !third) throw new Error('the seeded tour needs three works');
  return { tour, works: tourWorks, first, second, third };
}

/**
 * Waits until the tour page shows every work, its resume and its comments: the page paints its
 * first screen first and the rest right after, with the list `aria-busy` until then.
 */
export function tourComplete(page: EnginePage) {
  return page.find({ css: 'ol.works:not([aria-busy="true"])' }, 20_000);
}

/** What the tour's one <audio> element is doing. */
export function audioState(page: EnginePage) {
  return page.evaluate(() => {
    const audio = document.querySelector('audio');
    if (!audio) throw new Error('the tour page has no audio element');
    return {
      src: decodeURIComponent(audio.currentSrc),
      paused: audio.paused,
      time: audio.currentTime,
      duration: audio.duration,
      rate: audio.playbackRate,
      error: audio.error ? audio.error.code : 0,
    };
  });
}

/** Waits until the player is playing `file` (a work's narration, e.g. "w1/audio-es.mp3"). */
export function playing(page: EnginePage, file: string, timeout = 20_000) {
  return page.waitFor(
    (expected) => {
      const audio = document.querySelector('audio');
      return (
        audio !== null &&
        decodeURIComponent(audio.currentSrc).includes(expected) &&
        !audio.paused &&
        audio.readyState >= 2 &&
        audio.currentTime > 0
      );
    },
    { what: `${file} to play`, timeout },
    file,
  );
}

/** Waits until the narration has moved on by `seconds` from where it is now. */
export async function advances(page: EnginePage, seconds: number, timeout = 15_000) {
  const from = (await audioState(page)).time;
  await page.waitFor(
    (start, by) => (document.querySelector('audio')?.currentTime ?? 0) > start + by,
    { what: `the narration to go on ${seconds} s from ${from.toFixed(1)} s`, timeout },
    from,
    seconds,
  );
}
