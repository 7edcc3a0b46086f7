import { Link } from 'react-router-dom';
import type { MediaRef } from '@/lib/model/shared';
import { CARD_IMAGE_SIZES } from './image-sizes';
import { ResponsiveImage } from './responsive-image';

interface CardProps {
  to: string;
  title: string;
  text: string;
  cta: string;
  image: MediaRef | null;
  eyebrow?: string;
  /** The first cards of a page load at once (likely the largest paint); the rest lazily. */
  eager?: boolean;
  headingLevel?: 2 | 3;
}

/** A linked card: the whole card is the link's target, the title is the link's name. */
export function Card({
  to,
  title,
  text,
  cta,
  image,
  eyebrow,
  eager = false,
  headingLevel = 3,
}: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card">
      {image && (
        <ResponsiveImage
          className="card__image"
          image={image}
          alt=""
          width={600}
          height={400}
          sizes={CARD_IMAGE_SIZES}
          priority={eager}
        />
      )}
      <div className="card__body">
        {eyebrow && <p className="card__eyebrow">{eyebrow}</p>}
        <Heading className="card__title">
          <Link to={to} className="card__link">
            {title}
          </Link>
        </Heading>
        <p className="card__text">{text}</p>
        <span className="card__cta" aria-hidden="true">
          {cta} →
        </span>
      </div>
    </article>
  );
}
