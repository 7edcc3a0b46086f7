import type { Dispatch, RefObject, SetStateAction } from 'react';
import { setLockScreenPosition, setLockScreenState } from './lib/media-session';
import { savePosition, type Speed } from './lib/playback';
import type { HeldNarration, LivePlayerState } from './model/tour-player';

interface AudioEventsOptions {
  audioRef: RefObject<HTMLAudioElement | null>;
  live: RefObject<LivePlayerState>;
  loaded: RefObject<HeldNarration | null>;
  /** Where to start the held narration once its header has arrived. */
  resumeAt: RefObject<number>;
  /** The last whole second saved, so the position is written once a second, not per event. */
  lastSaved: RefObject<number>;
  speed: Speed;
  setPlaying: Dispatch<SetStateAction<boolean>>;
  setWaiting: Dispatch<SetStateAction<boolean>>;
  setPosition: Dispatch<SetStateAction<number>>;
  setLoadedDuration: Dispatch<SetStateAction<number>>;
  setFinished: Dispatch<SetStateAction<boolean>>;
  start: (at: number, andPlay: boolean) => void;
  fail: (code?: number) => void;
  claimLockScreen: () => void;
}

/**
 * The element's length when it knows it, else NaN. WebKitGTK reports 0 when a narration's header
 * arrives and fires no durationchange once it knows better: a 0 kept would leave the seek bar
 * disabled for the whole narration.
 */
function knownLength(audio: HTMLMediaElement): number {
  return Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : Number.NaN;
}

/**
 * The <audio> element's events: playing state, the saved position (once a second and on pause),
 * resuming where the visitor left off, moving on at the end, and the lock screen's progress.
 */
export function useAudioEvents(o: AudioEventsOptions) {
  const { audioRef, live, loaded } = o;
  const updateLockScreen = () => {
    if (audioRef.current) setLockScreenPosition(audioRef.current);
  };
  return {
    onPlay: () => {
      o.setPlaying(true);
      setLockScreenState('playing');
      o.claimLockScreen();
    },
    onPause: () => {
      o.setPlaying(false);
      setLockScreenState('paused');
      const audio = audioRef.current;
      const held = loaded.current;
      if (audio && held) savePosition(held.id, live.current.language, audio.currentTime);
    },
    onEnded: () => {
      const held = loaded.current;
      if (held) savePosition(held.id, live.current.language, 0);
      const { index: at, tracks: list, autoAdvance: goOn } = live.current;
      if (goOn && at !== null && at + 1 < list.length) o.start(at + 1, true);
      else o.setPlaying(false);
      // The last work heard to its end: the page shows the tour's end.
      if (at !== null && at + 1 >= list.length) o.setFinished(true);
    },
    onWaiting: () => o.setWaiting(true),
    onPlaying: () => o.setWaiting(false),
    onCanPlay: () => o.setWaiting(false),
    onError: () => {
      if (loaded.current) o.fail(audioRef.current?.error?.code);
    },
    onLoadedMetadata: () => {
      const audio = audioRef.current;
      if (!audio) return;
      audio.defaultPlaybackRate = o.speed;
      audio.playbackRate = o.speed;
      const length = knownLength(audio);
      o.setLoadedDuration(length);
      const from = o.resumeAt.current;
      o.resumeAt.current = 0;
      // Resume unless the visitor had reached the very end (by the recorded length, if need be).
      const { tracks, index } = live.current;
      const end = Number.isFinite(length) ? length : (tracks[index ?? -1]?.duration ?? 0);
      if (from > 0 && from < end - 2) {
        audio.currentTime = from;
        // WebKitGTK, before it knows the length (0), may hold the element at its start: the
        // place is asked for again at the first sign of playing (onTimeUpdate) if it did not take.
        if (!Number.isFinite(length)) o.resumeAt.current = from;
      }
      o.setPosition(audio.currentTime);
      setLockScreenPosition(audio);
    },
    onDurationChange: () => {
      const length = audioRef.current ? knownLength(audioRef.current) : Number.NaN;
      if (Number.isFinite(length)) o.setLoadedDuration(length);
    },
    onTimeUpdate: () => {
      const audio = audioRef.current;
      const held = loaded.current;
      if (!audio || !held) return;
      const pending = o.resumeAt.current;
      if (pending > 0 && audio.readyState > 0 && !audio.seeking) {
        o.resumeAt.current = 0;
        // Where the visitor left it, not the start the element fell back to (and not saved).
        if (audio.currentTime < pending - 1) {
          audio.currentTime = pending;
          return;
        }
      }
      // The length WebKitGTK learns without a durationchange (knownLength): React keeps an equal one.
      const length = knownLength(audio);
      if (Number.isFinite(length)) o.setLoadedDuration(length);
      // Moving on is not waiting, even when the browser never says it plays again (WebKitGTK,
      // once lib/stuck-start.ts has freed a narration).
      if (!audio.seeking && audio.currentTime > live.current.position) o.setWaiting(false);
      o.setPosition(audio.currentTime);
      live.current.position = audio.currentTime;
      const second = Math.floor(audio.currentTime);
      if (second !== o.lastSaved.current) {
        o.lastSaved.current = second;
        savePosition(held.id, live.current.language, audio.currentTime);
      }
    },
    onSeeked: updateLockScreen,
    onRateChange: updateLockScreen,
  };
}
