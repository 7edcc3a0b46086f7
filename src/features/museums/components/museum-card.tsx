import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { ROUTES } from '@/config/routes';
import { pick } from '@/lib/model/language';
import type { Tematic } from '../model/tematic';

/**
 * A museum on /museos. One with no published tour yet says "Coming soon" and leads nowhere:
 * its page would only say it has no tours.
 */
export function MuseumCard({
  museum,
  comingSoon = false,
  eager = false,
}: {
  museum: Tematic;
  comingSoon?: boolean;
  eager?: boolean;
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
      headingLevel={2}
    />
  );
}
