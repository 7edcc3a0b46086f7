import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog';
import { ResponsiveImage } from '@/components/responsive-image';
import { ZoomableImage } from '@/components/zoomable-image';
import { pick } from '@/lib/model/language';
import type { Obra } from '../model/obra';
import { AudioPlayer, type TrackLink } from './audio-player';

/** What the tour tells a work's player: its neighbours and when to start playing. */
export interface WorkPlayback {
  album?: string;
  previous?: TrackLink;
  next?: TrackLink;
  playSignal?: number;
}

/** One work of a tour: image with its info, photo and map pop-ups, and the narration. */
export function WorkCard({
  work,
  position,
  eager,
  playback,
}: {
  work: Obra;
  position: number;
  eager: boolean;
  playback?: WorkPlayback;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language.startsWith('en') ? 'en' : 'es';
  const [open, setOpen] = useState<'photo' | 'map' | null>(null);
  const title = pick(work.name, language);
  const audio = work.media[language === 'en' ? 'audio-en' : 'audio-es'];
  const transcript = pick(work.transcript, language);
  const headingId = `work-${work.id}`;

  return (
    <article className="work" aria-labelledby={headingId}>
      {work.media.mainImg && (
        <figure className="work__figure">
          <ResponsiveImage
            image={work.media.mainImg}
            alt={t('tour.workImageAlt', { title, author: work.author })}
            width={1000}
            height={750}
            sizes="(min-width: 1000px) 960px, 100vw"
            priority={eager}
          />
          <figcaption className="work__overlay">
            <span className="work__number" aria-hidden="true">
              {position}
            </span>
            <span>
              <span className="work__overlay-title">{title}</span>
              <span className="work__overlay-author">{work.author}</span>
            </span>
          </figcaption>
        </figure>
      )}
      <div className="work__body">
        <h3 id={headingId} className="work__title" tabIndex={-1}>
          <span className="visually-hidden">{t('tour.workNumber', { n: position })} </span>
          {title}
        </h3>
        <p className="work__author">{work.author}</p>
        <p className="work__description">{pick(work.description, language)}</p>
        {audio && (
          <AudioPlayer
            workId={work.id}
            language={language}
            src={audio.url}
            title={title}
            artist={work.author}
            album={playback?.album}
            artwork={
              work.media.mainImg && {
                src: work.media.mainImg.url,
                type: work.media.mainImg.contentType,
              }
            }
            previous={playback?.previous}
            next={playback?.next}
            playSignal={playback?.playSignal}
          />
        )}
        {transcript && (
          <details className="work__transcript">
            <summary>{t('tour.transcript')}</summary>
            <p>{transcript}</p>
          </details>
        )}
        <div className="work__actions">
          {work.media.mainImg && (
            <button type="button" className="button" onClick={() => setOpen('photo')}>
              {t('tour.viewPhoto')}
            </button>
          )}
          {work.media.map && (
            <button type="button" className="button" onClick={() => setOpen('map')}>
              {t('tour.viewMap')}
            </button>
          )}
        </div>
      </div>
      {work.media.mainImg && (
        <Dialog
          open={open === 'photo'}
          onClose={() => setOpen(null)}
          title={title}
          className="dialog--media"
          backLabel={t('tour.backToTour')}
        >
          <ZoomableImage
            src={work.media.mainImg.url}
            alt={t('tour.workImageAlt', { title, author: work.author })}
          />
          <p className="dialog__caption">
            {work.author} · {pick(work.description, language)}
          </p>
        </Dialog>
      )}
      {work.media.map && (
        <Dialog
          open={open === 'map'}
          onClose={() => setOpen(null)}
          title={t('tour.mapTitle', { title })}
          className="dialog--media"
          backLabel={t('tour.backToTour')}
        >
          <ZoomableImage src={work.media.map.url} alt={t('tour.mapAlt', { title })} />
        </Dialog>
      )}
    </article>
  );
}
