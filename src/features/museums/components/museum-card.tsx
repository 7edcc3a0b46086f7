import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { ROUTES } from '@/config/routes';
import { pick } from '@/lib/model/language';
import type { Tematic } from '../model/tematic';

export function MuseumCard({ museum, eager = false }: { museum: Tematic; eager?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Card
      to={ROUTES.museum(museum.id)}
      title={pick(museum.name, i18n.language)}
      text={pick(museum.description, i18n.language)}
      cta={t('museums.open')}
      image={museum.image}
      eager={eager}
      headingLevel={2}
    />
  );
}
