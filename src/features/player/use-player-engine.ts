import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { loadPosition, loadTourPlace, saveTourPlace } from './lib/playback';
import type {
  HeldNarration,
  LivePlayerState,
  PlayerProblem,
  TourPlayer,
} from './model/tour-player';
import type { Track } from './model/track';
import { useAudioEvents } from './use-audio-events';
import { useFollowLanguage } from './use-follow-language';
import { useLockScreen } from './use-lock-screen';
import { usePlaybackPreferences } from './use-playback-preferences';
import { useTransport } from './use-transport';

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
  const { speed, autoAdvance, setSpeed, setAutoAdvance } = usePlaybackPreferences(audioRef);
  /** Whether a narration has been put in the element during this visit. */
  const [started, setStarted] = useState(false);
  const duration = Number.isFinite(loadedDuration)
    ? loadedDuration
    : (track?.duration ?? Number.NaN);

  // What the audio's events and the lock screen's buttons read: always the latest.
  const live = useRef<LivePlayerState>({ tracks, index, language, album, autoAdvance, position });
  useLayoutEffect(() => {
    live.current = { tracks, index, language, album, autoAdvance, position };
  });
  /** The narration the element holds, and where to start it once its header has arrived. */
  const loaded = useRef<HeldNarration | null>(null);
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

  const { seekTo, skip, previous, next, playAt, toggle } = useTransport({
    audioRef,
    liveRef: live,
    loadedRef: loaded,
    resumeAtRef: resumeAt,
    setPosition,
    start,
    play,
  });

  const readLive = useCallback(() => live.current, []);
  const pause = useCallback(() => audioRef.current?.pause(), []);
  const claimLockScreen = useLockScreen({
    readLive,
    playing,
    track,
    album,
    play,
    pause,
    skip,
    seekTo,
    previous,
    next,
  });

  useFollowLanguage({
    audioRef,
    loadedRef: loaded,
    tracks,
    track,
    language,
    started,
    setPosition,
    start,
  });

  const audioHandlers = useAudioEvents({
    audioRef,
    live,
    loaded,
    resumeAt,
    lastSaved,
    speed,
    setPlaying,
    setWaiting,
    setPosition,
    setLoadedDuration,
    start,
    fail,
    claimLockScreen,
  });

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
