import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { loadPosition, loadTourPlace } from './lib/playback';
import type { LivePlayerState, TourPlayer } from './model/tour-player';
import type { Track } from './model/track';
import { useAudioEvents } from './use-audio-events';
import { useAudioPlay } from './use-audio-play';
import { useFollowLanguage } from './use-follow-language';
import { useHeldNarration } from './use-held-narration';
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
  const [finished, setFinished] = useState(false);
  const [position, setPosition] = useState(() => (track ? loadPosition(track.id, language) : 0));
  const { speed, autoAdvance, setSpeed, setAutoAdvance } = usePlaybackPreferences(audioRef);

  // What the audio's events and the lock screen's buttons read: always the latest.
  const live = useRef<LivePlayerState>({ tracks, index, language, album, autoAdvance, position });
  useLayoutEffect(() => {
    live.current = { tracks, index, language, album, autoAdvance, position };
  });
  const { problem, setProblem, play, fail } = useAudioPlay(audioRef, setPlaying);
  const { loaded, resumeAt, lastSaved, loadedDuration, setLoadedDuration, started, start } =
    useHeldNarration({
      audioRef,
      liveRef: live,
      tourId,
      setIndex,
      setPosition,
      setProblem,
      setFinished,
      play,
    });
  const duration = Number.isFinite(loadedDuration)
    ? loadedDuration
    : (track?.duration ?? Number.NaN);

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
    setFinished,
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
    finished,
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
