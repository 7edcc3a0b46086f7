import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  loadAutoAdvance,
  loadPosition,
  loadSpeed,
  loadTourPlace,
  saveAutoAdvance,
  savePosition,
  saveSpeed,
  saveTourPlace,
  type Speed,
} from './lib/playback';
import { setLockScreenPosition, setLockScreenState, showOnLockScreen } from './lib/media-session';
import type { Track } from './model/track';

export const SKIP_SECONDS = 15;

export type PlayerProblem = 'error' | 'offline' | null;

/** The tour's one player, as its controls see it. */
export interface TourPlayer {
  tracks: Track[];
  /** The work the player is on (null until the visitor first plays, unless resuming). */
  index: number | null;
  track: Track | null;
  playing: boolean;
  waiting: boolean;
  problem: PlayerProblem;
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

interface Options {
  tourId: string;
  /** The tour's name: the lock screen's album. */
  album: string;
  language: string;
  tracks: Track[];
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * One <audio> element for the whole tour, driven imperatively: a new work is a new `src` on the
 * same element, set inside the event that asked for it. Browsers let an element the visitor
 * already started play on by itself, so the tour moves on with the screen locked, and nothing
 * stops when the page scrolls, re-renders or opens a dialog.
 */
export function usePlayerEngine({ tourId, album, language, tracks }: Options) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [index, setIndex] = useState<number | null>(() => {
    const found = tracks.findIndex((track) => track.id === loadTourPlace(tourId));
    return found >= 0 ? found : null;
  });
  const track = index === null ? null : (tracks[index] ?? null);
  const [playing, setPlaying] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [problem, setProblem] = useState<PlayerProblem>(null);
  const [position, setPosition] = useState(() => (track ? loadPosition(track.id, language) : 0));
  const [loadedDuration, setLoadedDuration] = useState(Number.NaN);
  const [speed, setSpeedState] = useState<Speed>(loadSpeed);
  const [autoAdvance, setAutoAdvanceState] = useState(loadAutoAdvance);
  /** Whether a narration has been put in the element during this visit. */
  const [started, setStarted] = useState(false);
  const duration = Number.isFinite(loadedDuration)
    ? loadedDuration
    : (track?.duration ?? Number.NaN);

  // What the audio's events and the lock screen's buttons read: always the latest.
  const live = useRef({ tracks, index, language, album, autoAdvance, position });
  useLayoutEffect(() => {
    live.current = { tracks, index, language, album, autoAdvance, position };
  });
  /** The narration the element holds, and where to start it once its header has arrived. */
  const loaded = useRef<{ id: string; src: string } | null>(null);
  const resumeAt = useRef(0);
  const lastSaved = useRef(-1);

  const fail = useCallback(() => {
    setPlaying(false);
    setProblem(typeof navigator !== 'undefined' && !navigator.onLine ? 'offline' : 'error');
  }, []);

  const play = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    setProblem(null);
    audio.play().catch((error: unknown) => {
      // A newer src or pause() interrupted this play(): not a failure.
      if (!isAbort(error)) fail();
    });
  }, [fail]);

  /** Puts work `at` in the element (from where this language was left) and plays it if asked. */
  const start = useCallback(
    (at: number, andPlay: boolean) => {
      const audio = audioRef.current;
      const { tracks: list, language: lang } = live.current;
      const next = list[at];
      if (!audio || !next) return;
      if (loaded.current?.src !== next.src) {
        const from = loadPosition(next.id, lang);
        resumeAt.current = from;
        lastSaved.current = Math.floor(from);
        loaded.current = { id: next.id, src: next.src };
        audio.src = next.src;
        setStarted(true);
        setLoadedDuration(Number.NaN);
        setPosition(from);
        live.current.position = from;
      }
      live.current.index = at;
      setIndex(at);
      saveTourPlace(tourId, next.id);
      setProblem(null);
      if (andPlay) play();
    },
    [tourId, play],
  );

  const seekTo = useCallback((seconds: number) => {
    const audio = audioRef.current;
    const { tracks: list, index: at, language: lang } = live.current;
    const current = at === null ? undefined : list[at];
    if (!audio || !current) return;
    const inElement = loaded.current?.id === current.id;
    const end = inElement && Number.isFinite(audio.duration) ? audio.duration : current.duration;
    const to = Math.max(0, Math.min(seconds, end ?? seconds));
    if (inElement && audio.readyState > 0) audio.currentTime = to;
    else if (inElement) resumeAt.current = to; // applied once the header has arrived
    setPosition(to);
    live.current.position = to;
    savePosition(current.id, lang, to);
    setLockScreenPosition(audio);
  }, []);

  const skip = useCallback((seconds: number) => seekTo(live.current.position + seconds), [seekTo]);

  const neighbour = useCallback(
    (step: number) => {
      const at = (live.current.index ?? -1) + step;
      if (at >= 0 && at < live.current.tracks.length) start(at, true);
    },
    [start],
  );
  const previous = useCallback(() => neighbour(-1), [neighbour]);
  const next = useCallback(() => neighbour(1), [neighbour]);

  /** The lock screen shows the current work, and its previous/next move through the tour. */
  const claimLockScreen = useCallback(() => {
    const { tracks: list, index: at, album: tour } = live.current;
    const current = at === null ? undefined : list[at];
    if (current === undefined || at === null) return;
    showOnLockScreen(current, tour, {
      play,
      pause: () => audioRef.current?.pause(),
      seekbackward: (details) => skip(-(details.seekOffset ?? SKIP_SECONDS)),
      seekforward: (details) => skip(details.seekOffset ?? SKIP_SECONDS),
      seekto: (details) => {
        if (details.seekTime !== undefined) seekTo(details.seekTime);
      },
      previoustrack: at > 0 ? previous : null,
      nexttrack: at < list.length - 1 ? next : null,
    });
  }, [play, skip, seekTo, previous, next]);

  const playAt = useCallback(
    (at: number) => {
      const audio = audioRef.current;
      if (at === live.current.index && loaded.current && audio && !audio.paused) return;
      start(at, true);
    },
    [start],
  );

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    const at = live.current.index ?? 0;
    const current = live.current.tracks[at];
    if (!audio || !current) return;
    if (loaded.current?.id !== current.id) start(at, true);
    else if (audio.paused) play();
    else audio.pause();
  }, [start, play]);

  const setSpeed = useCallback((value: Speed) => {
    setSpeedState(value);
    saveSpeed(value);
    const audio = audioRef.current;
    if (!audio) return;
    audio.defaultPlaybackRate = value;
    audio.playbackRate = value;
  }, []);

  const setAutoAdvance = useCallback((on: boolean) => {
    setAutoAdvanceState(on);
    saveAutoAdvance(on);
  }, []);

  // Another language before anything was played: show where that language was left.
  const [shownTracks, setShownTracks] = useState(tracks);
  if (shownTracks !== tracks) {
    setShownTracks(tracks);
    if (!started && track) setPosition(loadPosition(track.id, language));
  }

  // Another language while a work is in the element: the same work goes on in the new one,
  // from where that one was left.
  useEffect(() => {
    const audio = audioRef.current;
    const held = loaded.current;
    if (!audio || !held) return;
    const at = tracks.findIndex((candidate) => candidate.id === held.id);
    const current = tracks[at];
    if (current && current.src !== held.src) start(at, !audio.paused);
  }, [tracks, start]);

  // The lock screen follows the work's title in the new language too.
  useEffect(() => {
    if (playing) claimLockScreen();
  }, [playing, track?.title, track?.artist, album, claimLockScreen]);

  const audioHandlers = {
    onPlay: () => {
      setPlaying(true);
      setLockScreenState('playing');
      claimLockScreen();
    },
    onPause: () => {
      setPlaying(false);
      setLockScreenState('paused');
      const audio = audioRef.current;
      const held = loaded.current;
      if (audio && held) savePosition(held.id, live.current.language, audio.currentTime);
    },
    onEnded: () => {
      const held = loaded.current;
      if (held) savePosition(held.id, live.current.language, 0);
      const { index: at, tracks: list, autoAdvance: goOn } = live.current;
      if (goOn && at !== null && at + 1 < list.length) start(at + 1, true);
      else setPlaying(false);
    },
    onWaiting: () => setWaiting(true),
    onPlaying: () => setWaiting(false),
    onCanPlay: () => setWaiting(false),
    onError: () => {
      if (loaded.current) fail();
    },
    onLoadedMetadata: () => {
      const audio = audioRef.current;
      if (!audio) return;
      audio.defaultPlaybackRate = speed;
      audio.playbackRate = speed;
      setLoadedDuration(audio.duration);
      const from = resumeAt.current;
      resumeAt.current = 0;
      // Resume unless the visitor had reached the very end.
      if (from > 0 && from < audio.duration - 2) audio.currentTime = from;
      setPosition(audio.currentTime);
      setLockScreenPosition(audio);
    },
    onDurationChange: () => {
      const audio = audioRef.current;
      if (audio && Number.isFinite(audio.duration)) setLoadedDuration(audio.duration);
    },
    onTimeUpdate: () => {
      const audio = audioRef.current;
      const held = loaded.current;
      if (!audio || !held) return;
      setPosition(audio.currentTime);
      live.current.position = audio.currentTime;
      const second = Math.floor(audio.currentTime);
      if (second !== lastSaved.current) {
        lastSaved.current = second;
        savePosition(held.id, live.current.language, audio.currentTime);
      }
    },
    onSeeked: () => {
      if (audioRef.current) setLockScreenPosition(audioRef.current);
    },
    onRateChange: () => {
      if (audioRef.current) setLockScreenPosition(audioRef.current);
    },
  };

  const player: TourPlayer = {
    tracks,
    index,
    track,
    playing,
    waiting,
    problem,
    position,
    duration,
    speed,
    autoAdvance,
    playAt,
    toggle,
    skip,
    seekTo,
    previous,
    next,
    setSpeed,
    setAutoAdvance,
  };
  return { audioRef, audioHandlers, player };
}
