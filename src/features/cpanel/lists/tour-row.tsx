import { useTranslation } from 'react-i18next';
import { CPANEL_ROUTES } from '@/config/cpanel-routes';
import type { Tour } from '@/features/tours/model/tour';
import { pick } from '@/lib/model/shared';
import { LastChange, type ChangerNames } from '../components/last-change';
import { CpanelRow, RowButton } from './cpanel-row';
import type { TourAction } from './use-tour-actions';
import './tour-row.css';

/** A tour's row: its state and museum; edit, the featured toggle, and the rest in a menu. */
export function TourRow({
  tour,
  museum,
  names,
  busy,
  onAct,
  onDelete,
}: {
  tour: Tour;
  museum: string;
  /** Who changed the listed records (useChangerNames). */
  names: ChangerNames;
  busy: boolean;
  onAct: (action: TourAction) => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const name = pick(tour.name, i18n.language);
  const published = tour.state === 'published';
  return (
    <CpanelRow
      name={name}
      image={tour.image}
      meta={
        <>
          <span className={`badge ${published ? 'badge--published' : 'badge--draft'}`}>
            {t(published ? 'cpanel.tours.statePublished' : 'cpanel.tours.stateDraft')}
          </span>
          <span>{museum}</span>
          {tour.highlight && !published && (
            // The home page shows only published tours: the mark alone would promise more.
            <span className="tour-row__not-home">{t('cpanel.tours.featuredDraft')}</span>
          )}
        </>
      }
      changed={<LastChange record={tour} names={names} />}
      editTo={CPANEL_ROUTES.editTour(tour.id)}
      busy={busy}
      menuDisabled={busy}
      actions={
        // An on/off state that says which it is, not an action that hides it.
        <RowButton
          row={name}
          className="button feature-toggle"
          aria-pressed={tour.highlight}
          disabled={busy}
          onClick={() => onAct('highlight')}
        >
          {t(tour.highlight ? 'cpanel.tours.featured' : 'cpanel.tours.feature')}
        </RowButton>
      }
      menu={[
        published
          ? {
              key: 'unpublish',
              label: t('cpanel.tours.unpublish'),
              onSelect: () => onAct('unpublish'),
            }
          : { key: 'publish', label: t('cpanel.tours.publish'), onSelect: () => onAct('publish') },
        { key: 'preview', label: t('cpanel.tours.preview'), to: CPANEL_ROUTES.preview(tour.id) },
        { key: 'works', label: t('cpanel.tours.works'), to: CPANEL_ROUTES.works(tour.id) },
      ]}
      onDelete={onDelete}
    />
  );
}
