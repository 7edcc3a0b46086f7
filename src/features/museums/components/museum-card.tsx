import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import type { ImageLoading } from '@/components/responsive-image';
import { ROUTES } from '@/config/routes';
import { pick } from '@/lib/model/language';
import type { Museum } from '../model/museum';

/**
 * A museum on /museos. One with no published tour yet says "Coming soon" and leads nowhere:
 * its page would only say it has no tours.
 */
export function MuseumCard({
  museum,
  comingSoon = false,
  imageLoading = 'lazy',
  elementTiming,
}: {
  museum: Museum;
  comingSoon?: boolean;
  imageLoading?: ImageLoading;
  /** The Element Timing name of the card's image (the page's main image: 'main-image'). */
  elementTiming?: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Card
      to={comingSoon ? null : ROUTES.museum(museum.id)}
      title={pick(museum.name, i18n.language)}
      text={pick(museum.description, i18n.language)}
      cta={comingSoon ? t('museums.comingSoon') : t('museums.open')}
      image={museum.image}
      imageLoading={imageLoading}
      elementTiming={elementTiming}
      headingLevel={2}
    />
  );
}
