import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  claimPlayback,
  formatTime,
  loadPosition,
  loadSpeed,
  savePosition,
  saveSpeed,
  SPEEDS,
  type Speed,
} from '../lib/playback';

const SKIP_SECONDS = 15;

export interface TrackLink {
  /** Spoken and shown name of the other work, e.g. "Work 3: Manifestación". */
  label: string;
  go: () => void;
}

export interface AudioPlayerProps {
  workId: string;
  language: 'es' | 'en';
  src: string;
  title: string;
  artist: string;
  album?: string;
  artwork?: { src: string; type: string };
  previous?: TrackLink;
  next?: TrackLink;
  /** Changes (to a new non-zero value) when the visitor asks to play this work from elsewhere. */
  playSignal?: number;
}

type Session = MediaSession & { setPositionState?: MediaSession['setPositionState'] };

function mediaSession(): Session | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator
    ? navigator.mediaSession
    : null;
}

function setHandler(
  session: Session,
  action: MediaSessionAction,
  handler: MediaSessionActionHandler | null,
) {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // this browser does not know the action: the on-page control still does it
  }
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/**
 * The narration player: a plain <audio> element (keeps playing with the screen locked), our own
 * controls, and the Media Session API for the lock screen. Remembers per work and language where
 * the visitor left off, and the chosen speed.
 */
export function AudioPlayer({
  workId,
  language,
  src,
  title,
  artist,
  album,
  artwork,
  previous,
  next,
  playSignal = 0,
}: AudioPlayerProps) {
  const { t } = useTranslation();
  const audioRef = useRef<HTMLAudioElement>(null);
  const playButtonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [duration, setDuration] = useState(Number.NaN);
  const [current, setCurrent] = useState(() => loadPosition(workId, language));
  const [speed, setSpeed] = useState<Speed>(loadSpeed);
  const resumeAt = useRef(current);
  const lastSaved = useRef(Math.floor(current));
  const wasPlaying = useRef(false);
  const speedId = useId();
  const statusId = useId();
  const known = Number.isFinite(duration) && duration > 0;

  // Everything the Media Session handlers need, always fresh.
  const latest = useRef({ title, artist, album, artwork, previous, next });
  useLayoutEffect(() => {
    latest.current = { title, artist, album, artwork, previous, next };
  });

  const updatePositionState = useCallback(() => {
    const audio = audioRef.current;
    const session = mediaSession();
    if (!audio || !session?.setPositionState || !Number.isFinite(audio.duration)) return;
    try {
      session.setPositionState({
        duration: audio.duration,
        playbackRate: audio.playbackRate || 1,
        position: Math.min(audio.currentTime, audio.duration),
      });
    } catch {
      // an inconsistent state (e.g. mid-load): the next event sets it again
    }
  }, []);

  const play = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    setFailed(false);
    claimPlayback(audio);
    audio.play().catch((error: unknown) => {
      // A newer load() or pause() interrupted this play(): not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setPlaying(false);
      setFailed(true);
    });
  }, []);

  const pause = useCallback(() => audioRef.current?.pause(), []);

  const seekTo = useCallback(
    (seconds: number) => {
      const audio = audioRef.current;
      if (!audio || !Number.isFinite(audio.duration)) return;
      const to = Math.max(0, Math.min(seconds, audio.duration));
      audio.currentTime = to;
      setCurrent(to);
      savePosition(workId, language, to);
      updatePositionState();
    },
    [workId, language, updatePositionState],
  );

  const skip = useCallback(
    (delta: number) => {
      const audio = audioRef.current;
      if (audio) seekTo(audio.currentTime + delta);
    },
    [seekTo],
  );

  /** Makes this player the lock screen's: metadata and actions. */
  const claimSession = useCallback(() => {
    const session = mediaSession();
    if (!session) return;
    const info = latest.current;
    if (typeof MediaMetadata !== 'undefined') {
      session.metadata = new MediaMetadata({
        title: info.title,
        artist: info.artist,
        album: info.album ?? '',
        artwork: info.artwork ? [{ src: info.artwork.src, type: info.artwork.type }] : [],
      });
    }
    setHandler(session, 'play', play);
    setHandler(session, 'pause', pause);
    setHandler(session, 'seekbackward', (details) => skip(-(details.seekOffset ?? SKIP_SECONDS)));
    setHandler(session, 'seekforward', (details) => skip(details.seekOffset ?? SKIP_SECONDS));
    setHandler(session, 'seekto', (details) => {
      if (details.seekTime !== undefined) seekTo(details.seekTime);
    });
    setHandler(
      session,
      'previoustrack',
      info.previous ? () => latest.current.previous?.go() : null,
    );
    setHandler(session, 'nexttrack', info.next ? () => latest.current.next?.go() : null);
  }, [play, pause, skip, seekTo]);

  // A new track (another language): start from where this language was left.
  const firstSrc = useRef(true);
  useEffect(() => {
    if (firstSrc.current) {
      firstSrc.current = false;
      return;
    }
    const position = loadPosition(workId, language);
    resumeAt.current = position;
    lastSaved.current = Math.floor(position);
    setCurrent(position);
    setDuration(Number.NaN);
    setFailed(false);
    if (wasPlaying.current) play();
  }, [src, workId, language, play]);

  // Asked from elsewhere (next/previous work): come into view, take focus and play.
  useEffect(() => {
    if (!playSignal) return;
    const root = rootRef.current;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // jsdom (tests) has no scrollIntoView.
    if (root && 'scrollIntoView' in root) {
      root.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'center' });
    }
    playButtonRef.current?.focus({ preventScroll: true });
    play();
  }, [playSignal, play]);

  // Keep the lock screen's title and artwork in step with the language while this one plays.
  useEffect(() => {
    if (playing) claimSession();
  }, [playing, title, artist, album, artwork?.src, claimSession, previous, next]);

  const onLoadedMetadata = () => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.defaultPlaybackRate = speed;
    audio.playbackRate = speed;
    setDuration(audio.duration);
    const resume = resumeAt.current;
    resumeAt.current = 0;
    // Resume unless the visitor had reached the very end.
    if (resume > 0 && resume < audio.duration - 2) audio.currentTime = resume;
    setCurrent(audio.currentTime);
    updatePositionState();
  };

  const onTimeUpdate = () => {
    const audio = audioRef.current;
    if (!audio) return;
    setCurrent(audio.currentTime);
    const second = Math.floor(audio.currentTime);
    if (second !== lastSaved.current) {
      lastSaved.current = second;
      savePosition(workId, language, audio.currentTime);
    }
  };

  const changeSpeed = (value: Speed) => {
    setSpeed(value);
    saveSpeed(value);
    const audio = audioRef.current;
    if (audio) {
      audio.defaultPlaybackRate = value;
      audio.playbackRate = value;
    }
    updatePositionState();
  };

  const time = t('player.timeOf', { elapsed: formatTime(current), total: formatTime(duration) });
  const status = failed
    ? typeof navigator !== 'undefined' && !navigator.onLine
      ? t('player.offlineError')
      : t('player.error')
    : waiting && playing
      ? t('player.loading')
      : '';

  return (
    <div
      ref={rootRef}
      className="player"
      role="group"
      aria-label={t('tour.audioLabel', { title })}
      data-playing={playing}
    >
      {/* Audio only: the transcript below is its text alternative (WCAG 1.2.1), not captions. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        ref={audioRef}
        src={src}
        preload="none"
        onPlay={() => {
          wasPlaying.current = true;
          setPlaying(true);
          const audio = audioRef.current;
          if (audio) claimPlayback(audio);
          claimSession();
          const session = mediaSession();
          if (session) session.playbackState = 'playing';
        }}
        onPause={() => {
          wasPlaying.current = false;
          setPlaying(false);
          const audio = audioRef.current;
          if (audio) savePosition(workId, language, audio.currentTime);
          const session = mediaSession();
          if (session) session.playbackState = 'paused';
        }}
        onEnded={() => {
          wasPlaying.current = false;
          setPlaying(false);
          savePosition(workId, language, 0);
        }}
        onWaiting={() => setWaiting(true)}
        onPlaying={() => setWaiting(false)}
        onCanPlay={() => setWaiting(false)}
        onError={() => {
          setPlaying(false);
          setFailed(true);
        }}
        onLoadedMetadata={onLoadedMetadata}
        onDurationChange={() => {
          const audio = audioRef.current;
          if (audio && Number.isFinite(audio.duration)) setDuration(audio.duration);
        }}
        onTimeUpdate={onTimeUpdate}
        onSeeked={updatePositionState}
        onRateChange={updatePositionState}
      />
      <div className="player__controls">
        <button
          type="button"
          className="player__button"
          onClick={() => skip(-SKIP_SECONDS)}
          disabled={!known}
          aria-label={t('player.back15')}
        >
          <span>−15 s</span>
        </button>
        <button
          ref={playButtonRef}
          type="button"
          className="player__button player__button--main"
          onClick={playing ? pause : play}
          aria-describedby={statusId}
        >
          <Icon>
            {playing ? (
              <path d="M6 5h4v14H6zM14 5h4v14h-4z" fill="currentColor" />
            ) : (
              <path d="M7 4v16l13-8z" fill="currentColor" />
            )}
          </Icon>
          <span>
            {playing ? t('player.pause') : current > 0 ? t('player.resume') : t('player.play')}
          </span>
        </button>
        <button
          type="button"
          className="player__button"
          onClick={() => skip(SKIP_SECONDS)}
          disabled={!known}
          aria-label={t('player.forward15')}
        >
          <span>+15 s</span>
        </button>
      </div>
      <input
        className="player__seek"
        type="range"
        min={0}
        max={known ? Math.floor(duration) : 0}
        step={1}
        value={known ? Math.min(Math.floor(current), Math.floor(duration)) : 0}
        disabled={!known}
        aria-label={t('player.seek')}
        aria-valuetext={time}
        onChange={(event) => seekTo(Number(event.currentTarget.value))}
      />
      <div className="player__meta">
        <p className="player__time">
          <span>{formatTime(current)}</span> / <span>{formatTime(duration)}</span>
        </p>
        <label className="player__speed" htmlFor={speedId}>
          <span>{t('player.speed')}</span>
          <select
            id={speedId}
            value={speed}
            onChange={(event) => changeSpeed(Number(event.currentTarget.value) as Speed)}
          >
            {SPEEDS.map((value) => (
              <option key={value} value={value}>
                {t(`player.speeds.${String(value).replace('.', '_')}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="player__tracks">
        <button
          type="button"
          className="player__button player__button--track"
          onClick={previous?.go}
          disabled={!previous}
          aria-label={
            previous ? t('player.previous', { work: previous.label }) : t('player.noPrevious')
          }
        >
          <Icon>
            <path d="M6 5h2v14H6zM20 5v14L9 12z" fill="currentColor" />
          </Icon>
          <span>{t('player.previousShort')}</span>
        </button>
        <button
          type="button"
          className="player__button player__button--track"
          onClick={next?.go}
          disabled={!next}
          aria-label={next ? t('player.next', { work: next.label }) : t('player.noNext')}
        >
          <span>{t('player.nextShort')}</span>
          <Icon>
            <path d="M16 5h2v14h-2zM4 5v14l11-7z" fill="currentColor" />
          </Icon>
        </button>
      </div>
      <p id={statusId} className="player__status" role="status">
        {status}
      </p>
    </div>
  );
}
