import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MediaRef } from '@/lib/model/shared';
import { CARD_IMAGE_SIZES } from './image-sizes';
import { ResponsiveImage, type ImageLoading } from './responsive-image';

interface CardProps {
  /** Where the card leads; null for one with nothing behind it yet. */
  to: string | null;
  title: string;
  text: string;
  /** "See tours →" on a linked card; on one without a link, why not (e.g. "Coming soon"). */
  cta: string;
  image: MediaRef | null;
  eyebrow?: string;
  /** A line under the title (a temporary exhibition's days). */
  note?: ReactNode;
  /** When the card's image is fetched: the first cards of a page sooner, the rest lazily. */
  imageLoading?: ImageLoading;
  /** The Element Timing name of the image, for the bench's "main image painted". */
  elementTiming?: string;
  headingLevel?: 2 | 3;
}

/**
 * A linked card: the whole card is the link's target, the title is the link's name. Without a
 * link it is plain text, quieter, and its `cta` says why (a badge, read out after the text).
 */
export function Card({
  to,
  title,
  text,
  cta,
  image,
  eyebrow,
  note,
  imageLoading = 'lazy',
  elementTiming,
  headingLevel = 3,
}: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={to ? 'card surface' : 'card surface card--unavailable'}>
      {image && (
        <ResponsiveImage
          className="card__image"
          image={image}
          alt=""
          width={600}
          height={400}
          sizes={CARD_IMAGE_SIZES}
          loading={imageLoading}
          elementTiming={elementTiming}
        />
      )}
      <div className="card__body">
        {eyebrow && <p className="card__eyebrow">{eyebrow}</p>}
        <Heading className="card__title">
          {to ? (
            <Link to={to} className="card__link">
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {note}
        <p className="card__text">{text}</p>
        {to ? (
          <span className="card__cta" aria-hidden="true">
            {cta} →
          </span>
        ) : (
          <p className="card__badge">{cta}</p>
        )}
      </div>
    </article>
  );
}
