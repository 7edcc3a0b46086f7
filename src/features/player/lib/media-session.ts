/*
 * The lock screen's player (Media Session API): what is playing and which buttons it offers.
 * Browsers without it, or without some actions, simply keep the on-page controls.
 */
import type { Track } from '../model/track';

type Session = MediaSession & { setPositionState?: MediaSession['setPositionState'] };

function session(): Session | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator
    ? navigator.mediaSession
    : null;
}

export type SessionHandlers = Partial<Record<MediaSessionAction, MediaSessionActionHandler | null>>;

/** Shows `track` on the lock screen, with the tour as the album, and wires its buttons. */
export function showOnLockScreen(track: Track, album: string, handlers: SessionHandlers) {
  const media = session();
  if (!media) return;
  if (typeof MediaMetadata !== 'undefined') {
    media.metadata = new MediaMetadata({
      title: track.title,
      artist: track.artist,
      album,
      artwork: track.artwork ? [{ src: track.artwork.src, type: track.artwork.type }] : [],
    });
  }
  for (const [action, handler] of Object.entries(handlers) as [
    MediaSessionAction,
    MediaSessionActionHandler | null,
  ][]) {
    try {
      media.setActionHandler(action, handler);
    } catch {
      // this browser does not know the action: the on-page control still does it
    }
  }
}

export function setLockScreenState(state: MediaSessionPlaybackState) {
  const media = session();
  if (media) media.playbackState = state;
}

/** Keeps the lock screen's progress bar in step with the audio. */
export function setLockScreenPosition(audio: HTMLMediaElement) {
  const media = session();
  if (!media?.setPositionState || !Number.isFinite(audio.duration)) return;
  try {
    media.setPositionState({
      duration: audio.duration,
      playbackRate: audio.playbackRate || 1,
      position: Math.min(audio.currentTime, audio.duration),
    });
  } catch {
    // an inconsistent state (e.g. mid-load): the next event sets it again
  }
}
