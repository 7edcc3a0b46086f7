import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { pick } from '@/lib/model/shared';
import type { Tematic } from '../model/tematic';

export function MuseumCard({ museum, eager = false }: { museum: Tematic; eager?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="card">
      {museum.image && (
        <img
          className="card__image"
          src={museum.image.url}
          alt=""
          width={600}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      )}
      <div className="card__body">
        <h2 className="card__title">
          <Link to={ROUTES.museum(museum.id)} className="card__link">
            {pick(museum.name, i18n.language)}
          </Link>
        </h2>
        <p className="card__text">{pick(museum.description, i18n.language)}</p>
        <span className="card__cta" aria-hidden="true">
          {t('museums.open')} →
        </span>
      </div>
    </article>
  );
}
