import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import type { ImageLoading } from '@/components/responsive-image';
import { ROUTES } from '@/config/routes';
import { pick } from '@/lib/model/language';
import type { Tour } from '../model/tour';
import { TourDates } from './tour-dates';

export function TourCard({
  tour,
  imageLoading = 'lazy',
}: {
  tour: Tour;
  imageLoading?: ImageLoading;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Card
      to={ROUTES.tour(tour.id)}
      title={pick(tour.name, i18n.language)}
      text={pick(tour.description, i18n.language)}
      cta={t('tours.open')}
      image={tour.image}
      eyebrow={pick(tour.museum, i18n.language)}
      note={<TourDates tour={tour} className="card__dates" />}
      imageLoading={imageLoading}
    />
  );
}
