import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { getTour } from '@/features/tours/api/tours';
import { pick, type BilingualText } from '@/lib/model/language';

/** Tours' names by id: a name once read, null when the tour is not public (now), absent while read. */
export type TourNames = ReadonlyMap<string, BilingualText | null>;

/** The names of the tours `ids` name, each read once for as long as the page shows. */
export function useTourNames(ids: readonly string[]): TourNames {
  const [names, setNames] = useState<TourNames>(() => new Map());
  const wanted = [...new Set(ids)].sort().join('\n');
  useEffect(() => {
    if (wanted === '') return;
    let live = true;
    for (const id of wanted.split('\n')) {
      void getTour(id).then((result) => {
        if (!live) return;
        const name = result.isError ? null : result.data.name;
        setNames((known) => (known.has(id) ? known : new Map(known).set(id, name)));
      });
    }
    return () => {
      live = false;
    };
  }, [wanted]);
  return names;
}

/** The tour's name as a link to it, or says it is no longer public. */
export function TourName({ id, names }: { id: string; names: TourNames }) {
  const { t, i18n } = useTranslation();
  const name = names.get(id);
  if (name === undefined) return <span>…</span>;
  if (name === null) return <span>{t('myAccount.tourGone')}</span>;
  return <Link to={ROUTES.tour(id)}>{pick(name, i18n.language)}</Link>;
}
