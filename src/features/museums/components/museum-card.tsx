import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
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
  eager = false,
  elementTiming,
}: {
  museum: Museum;
  comingSoon?: boolean;
  eager?: boolean;
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
      eager={eager}
      elementTiming={elementTiming}
      headingLevel={2}
    />
  );
}
