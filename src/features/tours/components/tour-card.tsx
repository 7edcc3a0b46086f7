import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { pick } from '@/lib/model/shared';
import type { Exposition } from '../model/exposition';

export function TourCard({ tour, eager = false }: { tour: Exposition; eager?: boolean }) {
  const { t, i18n } = useTranslation();
  const name = pick(tour.name, i18n.language);
  return (
    <article className="card">
      {tour.image && (
        <img
          className="card__image"
          src={tour.image.url}
          alt=""
          width={600}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      )}
      <div className="card__body">
        <p className="card__eyebrow">{tour.museum}</p>
        <h3 className="card__title">
          <Link to={ROUTES.tour(tour.id)} className="card__link">
            {name}
          </Link>
        </h3>
        <p className="card__text">{pick(tour.description, i18n.language)}</p>
        <span className="card__cta" aria-hidden="true">
          {t('tours.open')} →
        </span>
      </div>
    </article>
  );
}
