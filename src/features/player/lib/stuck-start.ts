/*
 * A narration that says it plays, has arrived whole, and does not move.
 *
 * WebKitGTK's media player (GStreamer: the WebKit of Linux browsers, and of our test machines)
 * can end up there when a narration downloads faster than the page handles the player's
 * messages, as on a fast connection right after the page opens: it pauses itself "for
 * buffering" on news of the first bytes, after the download has already finished, and then
 * misses the news that it has. The element stays not paused and waiting (HAVE_CURRENT_DATA),
 * every second of it buffered, its time stuck a fraction of a second in, and the player says
 * "Loading the audio…" for ever. Nothing legitimate waits with the whole file in hand, so after
 * a moment of that the narration is paused and played again, which starts it (a seek does not).
 * Once started it may go on saying it waits (HAVE_CURRENT_DATA) while its time moves: the time
 * is what tells. Safari's player (AVFoundation) has no such state; in any other browser this
 * never fires.
 */

/** How long a narration may wait with all of it downloaded before it is started again. */
export const STUCK_AFTER_MS = 1500;
/** Restarts per narration: if these do not help, something else is wrong; stop trying. */
const MAX_RESTARTS = 3;
const HAVE_FUTURE_DATA = 3;

type Watched = Pick<
  HTMLMediaElement,
  'paused' | 'seeking' | 'readyState' | 'duration' | 'currentTime' | 'buffered'
>;

/** Whether `audio` claims to play and waits for data it already has, to its end. */
export function looksStuck(audio: Watched): boolean {
  if (audio.paused || audio.seeking || audio.readyState >= HAVE_FUTURE_DATA) return false;
  const { duration, currentTime, buffered } = audio;
  if (!Number.isFinite(duration) || duration <= 0) return false;
  for (let range = 0; range < buffered.length; range++) {
    // Allow for rounding at the ends: a range can stop a frame short of the reported length.
    if (buffered.start(range) <= currentTime + 0.05 && buffered.end(range) >= duration - 0.1) {
      return true;
    }
  }
  return false;
}

/**
 * From now on, starts `audio` again whenever it has spent STUCK_AFTER_MS in that state without
 * its time moving. Returns the function that stops watching.
 */
export function restartWhenStuck(
  audio: Watched & Pick<HTMLMediaElement, 'pause' | 'play' | 'currentSrc'> & EventTarget,
  after = STUCK_AFTER_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let armedAt = 0;
  let restarts = 0;
  let source = '';
  const disarm = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const check = () => {
    timer = undefined;
    if (!looksStuck(audio) || Math.abs(audio.currentTime - armedAt) > 0.25) return;
    if (audio.currentSrc !== source) {
      source = audio.currentSrc;
      restarts = 0;
    }
    if (restarts >= MAX_RESTARTS) return;
    restarts += 1;
    audio.pause();
    // Refused only when the browser forbids playing, which would have stopped it first.
    audio.play().catch(() => undefined);
    arm();
  };
  const arm = () => {
    disarm();
    armedAt = audio.currentTime;
    timer = setTimeout(check, after);
  };
  const arming = ['waiting', 'play'] as const;
  const disarming = ['pause', 'emptied', 'ended'] as const;
  for (const type of arming) audio.addEventListener(type, arm);
  for (const type of disarming) audio.addEventListener(type, disarm);
  return () => {
    disarm();
    for (const type of arming) audio.removeEventListener(type, arm);
    for (const type of disarming) audio.removeEventListener(type, disarm);
  };
}
