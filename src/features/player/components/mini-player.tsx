import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BACK, FORWARD, NEXT, PAUSE, PLAY, PREVIOUS, REPEAT } from './glyphs';
import { Icon } from '@/components/icon';
import { useDeviceKind } from '@/lib/device-kind';
import { formatTime, SPEEDS, type Speed } from '../lib/playback';
import { useTourPlayer } from '../player-context';
import { MiniPlayerFinished } from './mini-player-finished';
import { SKIP_SECONDS } from '../model/tour-player';
import { problemText } from '../lib/problem-text';

/**
 * The tour's player, docked at the bottom of the page once the visitor has started listening
 * (or comes back to a tour they were listening to). It is sticky at the end of the tour's
 * content, so at the very end of the page it sits under the last section instead of over it.
 */
export function MiniPlayer({ above }: { above?: ReactNode }) {
  const { t } = useTranslation();
  const player = useTourPlayer();
  const speedId = useId();
  const statusId = useId();
  const device = useDeviceKind();
  const { track, index, tracks, playing, position, duration } = player;
  if (!track || index === null) return null;
  if (player.finished && !playing) {
    return (
      <section className="mini-player" aria-label={t('player.label')}>
        {above && <div className="mini-player__above">{above}</div>}
        <MiniPlayerFinished />
      </section>
    );
  }

  const known = Number.isFinite(duration) && duration > 0;
  const time = t('player.timeOf', { elapsed: formatTime(position), total: formatTime(duration) });
  const before = tracks[index - 1];
  const after = tracks[index + 1];
  const workLabel = (other: typeof track) =>
    `${t('tour.workNumber', { n: other.number })} ${other.title}`;
  const status = player.problem
    ? problemText(t, player.problem, device)
    : player.waiting && playing
      ? t('player.loading')
      : '';

  return (
    <section className="mini-player" aria-label={t('player.label')} data-playing={playing}>
      {above && <div className="mini-player__above">{above}</div>}
      <div className="mini-player__inner column">
        <div className="mini-player__now">
          <span className="mini-player__number" aria-hidden="true">
            {track.number}
          </span>
          <p className="mini-player__title">
            <span className="visually-hidden">{t('player.nowPlaying')} </span>
            <span className="visually-hidden">{t('tour.workNumber', { n: track.number })} </span>
            <strong>{track.title}</strong>
            <span className="mini-player__meta">
              {t('player.ofTour', { n: track.number, count: tracks.length })} ·{' '}
              <span>{formatTime(position)}</span> / <span>{formatTime(duration)}</span>
            </span>
          </p>
          <label className="mini-player__speed" htmlFor={speedId}>
            <span className="visually-hidden">{t('player.speed')}</span>
            <select
              id={speedId}
              value={String(player.speed)}
              onChange={(event) => player.setSpeed(Number(event.currentTarget.value) as Speed)}
            >
              {SPEEDS.map((value) => (
                <option key={value} value={value}>
                  {t(`player.speeds.${String(value).replace('.', '_')}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <input
          className="mini-player__seek"
          type="range"
          min={0}
          max={known ? Math.floor(duration) : 0}
          step={1}
          value={known ? Math.min(Math.floor(position), Math.floor(duration)) : 0}
          disabled={!known}
          aria-label={t('player.seek')}
          aria-valuetext={time}
          onChange={(event) => player.seekTo(Number(event.currentTarget.value))}
        />
        <div className="mini-player__transport">
          <button
            type="button"
            className="mini-player__button"
            onClick={player.previous}
            disabled={!before}
            aria-label={
              before ? t('player.previous', { work: workLabel(before) }) : t('player.noPrevious')
            }
          >
            <Icon glyph={PREVIOUS} />
          </button>
          <SkipButton seconds={-SKIP_SECONDS} />
          <button
            type="button"
            className="mini-player__button mini-player__button--main"
            onClick={player.toggle}
            aria-describedby={statusId}
            aria-label={playing ? t('player.pause') : t('player.play')}
          >
            <Icon glyph={playing ? PAUSE : PLAY} size={28} />
          </button>
          <SkipButton seconds={SKIP_SECONDS} />
          <button
            type="button"
            className="mini-player__button"
            onClick={player.next}
            disabled={!after}
            aria-label={after ? t('player.next', { work: workLabel(after) }) : t('player.noNext')}
          >
            <Icon glyph={NEXT} />
          </button>
          <button
            type="button"
            className="mini-player__button mini-player__auto"
            aria-pressed={player.autoAdvance}
            onClick={() => player.setAutoAdvance(!player.autoAdvance)}
          >
            <Icon glyph={REPEAT} size={20} />
            <span className="mini-player__auto-text">{t('player.auto')}</span>
            <span className="visually-hidden">{t('player.autoAdvance')}</span>
          </button>
        </div>
        <p id={statusId} className="mini-player__status" role="status">
          {status}
        </p>
      </div>
    </section>
  );
}

/** −15 s or +15 s: the arrow's direction and the seconds drawn inside it. */
function SkipButton({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const { skip } = useTourPlayer();
  return (
    <button
      type="button"
      className="mini-player__button"
      onClick={() => skip(seconds)}
      aria-label={seconds < 0 ? t('player.back15') : t('player.forward15')}
    >
      <Icon glyph={seconds < 0 ? BACK : FORWARD} />
      <span className="mini-player__skip" aria-hidden="true">
        {Math.abs(seconds)}
      </span>
    </button>
  );
}
