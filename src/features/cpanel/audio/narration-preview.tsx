import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMegabytes } from '@/lib/format';
import type { NarrationState, ReadyNarration } from './narration-job';
import './narration-preview.css';

/**
 * A narration longer than this is taken, with a word: visitors in a gallery listen to a few
 * minutes a work, and each minute adds to what a saved tour downloads.
 */
export const LONG_NARRATION_SECONDS = 5 * 60;

/** Seconds as m:ss, as the visitor's player shows them. */
export function clock(seconds: number) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function Preview({ narration, label }: { narration: ReadyNarration; label: string }) {
  const { t } = useTranslation();
  const player = useRef<HTMLAudioElement>(null);
  // The player reads the processed bytes from memory; the URL is let go with them.
  useEffect(() => {
    const url = URL.createObjectURL(narration.data);
    if (player.current) player.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [narration.data]);
  return (
    <>
      <p className="narration__ready" role="status">
        {t('cpanel.narration.ready', {
          size: formatMegabytes(narration.size, t),
          duration: clock(narration.duration),
        })}
      </p>
      {narration.duration > LONG_NARRATION_SECONDS && (
        <p className="narration__long">
          {t('cpanel.narration.long', {
            minutes: Math.round(narration.duration / 60),
            size: formatMegabytes(narration.size, t),
          })}
        </p>
      )}
      {/* The admin's own recording, heard before saving: its words are the work's transcript. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        ref={player}
        className="narration__player"
        controls
        preload="metadata"
        aria-label={t('cpanel.narration.preview', { label })}
      />
    </>
  );
}

/**
 * A picked recording while it becomes a narration (a progress bar), then what will be stored:
 * its size and length, and a player to hear it before saving. A failure is the field's
 * problem, shown by the field.
 */
export function NarrationPreview({
  state,
  label,
}: {
  state: NarrationState | null;
  label: string;
}) {
  const { t } = useTranslation();
  if (!state || state.status === 'failed') return null;
  if (state.status === 'ready') return <Preview narration={state.narration} label={label} />;
  const percent = Math.round(state.fraction * 100);
  return (
    <div className="narration__progress">
      <p className="narration__working">{t('cpanel.narration.working')}</p>
      <div className="file-field__progress">
        <progress
          max={100}
          value={percent}
          aria-label={t('cpanel.narration.progress', { label })}
        />
        <span aria-hidden="true">{percent} %</span>
      </div>
    </div>
  );
}
