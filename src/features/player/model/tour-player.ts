import type { Speed } from '../lib/playback';
import type { Track } from './track';

export const SKIP_SECONDS = 15;

/**
 * Why the narration stopped: it could not load ('error'), the visitor is offline and it is not
 * saved ('offline'), or it arrived and the device could not play it out ('sound').
 */
export type PlayerProblem = 'error' | 'offline' | 'sound' | null;

/** The tour's one player, as its controls see it. */
export interface TourPlayer {
  tracks: Track[];
  /** The work the player is on (null until the visitor first plays, unless resuming). */
  index: number | null;
  track: Track | null;
  playing: boolean;
  waiting: boolean;
  problem: PlayerProblem;
  /** The last work's narration has played to its end: the tour is over (until a work starts). */
  finished: boolean;
  /** Seconds into the current narration. */
  position: number;
  /** Seconds, NaN while unknown. */
  duration: number;
  speed: Speed;
  autoAdvance: boolean;
  /** Starts work `index` from where the visitor left it. */
  playAt: (index: number) => void;
  toggle: () => void;
  skip: (seconds: number) => void;
  seekTo: (seconds: number) => void;
  previous: () => void;
  next: () => void;
  setSpeed: (speed: Speed) => void;
  setAutoAdvance: (on: boolean) => void;
}

/** What the audio's events and the lock screen's buttons read: always the latest render's. */
export interface LivePlayerState {
  tracks: Track[];
  index: number | null;
  language: string;
  album: string;
  autoAdvance: boolean;
  position: number;
}

/** The narration the audio element holds. */
export interface HeldNarration {
  id: string;
  src: string;
}
