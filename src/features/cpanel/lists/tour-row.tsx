import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CPANEL_ROUTES } from '@/config/cpanel-routes';
import type { Tour } from '@/features/tours/model/tour';
import type { Day } from '@/lib/days';
import { pick } from '@/lib/model/shared';
import { LastChange, type ChangerNames } from '../components/last-change';
import { CpanelRow, RowButton } from './cpanel-row';
import { phaseText } from './tour-phase';
import type { TourAction } from './use-tour-actions';
import './tour-row.css';

/**
 * A tour's row: its state, an exhibition's phase on `today`, and its museum; edit, the featured
 * toggle, and the rest in a menu. A closed exhibition says how it opens again: with later days,
 * on its form (nothing else reopens it, so the row leads there).
 */
export function TourRow({
  tour,
  today,
  museum,
  names,
  busy,
  onAct,
  onDelete,
}: {
  tour: Tour;
  /** The day in Buenos Aires the list is seen on. */
  today: Day;
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
  const phase = phaseText(tour, today, t);
  const editTo = CPANEL_ROUTES.editTour(tour.id);
  return (
    <CpanelRow
      name={name}
      image={tour.image}
      meta={
        <>
          <span className={`badge ${published ? 'badge--published' : 'badge--draft'}`}>
            {t(published ? 'cpanel.tours.statePublished' : 'cpanel.tours.stateDraft')}
          </span>
          {phase && (
            <span className={`badge tour-phase tour-phase--${phase.phase}`}>{phase.text}</span>
          )}
          <span>{museum}</span>
          {tour.highlight && !published && (
            // The home page shows only published tours: the mark alone would promise more.
            <span className="tour-row__not-home">{t('cpanel.tours.featuredDraft')}</span>
          )}
        </>
      }
      changed={
        <>
          {phase?.phase === 'closed' && (
            <p className="tour-row__reopen">
              <Link to={editTo}>
                {t('cpanel.dates.reopen')}
                <span className="visually-hidden"> ({name})</span>
              </Link>
            </p>
          )}
          <LastChange record={tour} names={names} />
        </>
      }
      editTo={editTo}
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
