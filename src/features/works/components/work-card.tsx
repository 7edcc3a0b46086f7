import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { ResponsiveImage } from '@/components/responsive-image';
import { WORK_IMAGE_SIZES } from '@/components/image-sizes';
import { pick } from '@/lib/model/language';
import type { MediaRef } from '@/lib/model/shared';
import { codeOf } from '../model/codes';
import type { Work } from '../model/work';
import { useFirstScreenFit } from './use-first-screen-fit';

/** The floor plan button's glyph (src/components/icon.tsx draws it). */
const PLACE =
  'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z';

/** The box an image is shown in when its size was not recorded (older data): 4:3. */
const FALLBACK = { width: 1000, height: 750 };

/**
 * One work of a tour: its image in a box of its own shape, title and artist once, its room, and
 * compact actions (listen, photo, map, transcript). The tour page owns the player and the viewer.
 */
export function WorkCard({
  work,
  eager,
  listen,
  onOpen,
  playing = false,
  tourMap,
}: {
  work: Work;
  /** The page's first image: fetched at once, with high priority. */
  eager: boolean;
  /** The work's "Listen" control, from the tour's player. */
  listen?: ReactNode;
  onOpen: (what: 'photo' | 'map') => void;
  /** The tour's player is playing this work's narration. */
  playing?: boolean;
  /** The tour's floor plan: "View location" opens it for a work without a map of its own. */
  tourMap?: MediaRef | null;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [transcriptOpen, setTranscriptOpen] = useState(false);
  const transcriptId = useId();
  const title = pick(work.name, language);
  // The number on the work's label in the gallery, not its place in the list (the list's own
  // numbering says that): what a visitor compares with the wall.
  const label = codeOf(work);
  const transcript = pick(work.transcript, language);
  const room = pick(work.room, language);
  const image = work.media.mainImg;
  const box =
    image?.width && image.height ? { width: image.width, height: image.height } : FALLBACK;
  const headingId = `work-${work.id}`;
  const figureRef = useRef<HTMLElement>(null);
  // The first screen ends under the artist's name: a title alone says less than title and artist.
  const artistRef = useRef<HTMLParagraphElement>(null);
  useFirstScreenFit(figureRef, artistRef, eager);

  return (
    <article
      className={playing ? 'work surface work--playing' : 'work surface'}
      aria-labelledby={headingId}
    >
      {image && (
        <figure className="work__figure" ref={figureRef}>
          <ResponsiveImage
            image={image}
            alt={t('tour.workImageAlt', { title, author: work.author })}
            width={box.width}
            height={box.height}
            sizes={WORK_IMAGE_SIZES}
            loading={eager ? 'main' : 'lazy'}
            elementTiming={eager ? 'main-image' : undefined}
          />
          <span className="work__number" aria-hidden="true">
            {label}
          </span>
        </figure>
      )}
      <div className="work__body">
        {playing && (
          <p className="work__now">
            <span className="work__now-bars" aria-hidden="true" />
            {t('tour.nowPlaying')}
          </p>
        )}
        <h3 id={headingId} className="work__title" tabIndex={-1}>
          <span className="visually-hidden">{t('tour.workNumber', { n: label })} </span>
          {title}
        </h3>
        <p className="work__meta" ref={artistRef}>
          {work.author}
        </p>
        {room && (
          <p className="work__meta work__room">
            <Icon glyph={PLACE} size={18} />
            {room}
          </p>
        )}
        <div className="work__actions">
          {listen}
          {image && (
            <button type="button" className="link-button" onClick={() => onOpen('photo')}>
              {t('tour.viewPhoto')}
            </button>
          )}
          {(work.media.map ?? tourMap) && (
            <button type="button" className="link-button" onClick={() => onOpen('map')}>
              {t('tour.viewMap')}
            </button>
          )}
          {transcript && (
            <button
              type="button"
              className="link-button"
              aria-expanded={transcriptOpen}
              aria-controls={transcriptId}
              onClick={() => setTranscriptOpen((open) => !open)}
            >
              {t('tour.transcript')}
            </button>
          )}
        </div>
        {transcript && (
          <div id={transcriptId} className="work__transcript" hidden={!transcriptOpen}>
            <p>{transcript}</p>
          </div>
        )}
        <p className="work__description">{pick(work.description, language)}</p>
      </div>
    </article>
  );
}
