import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES, SAVED_ANCHOR } from '@/config/routes';
import { listSavedTours } from '@/features/offline/lib/offline-store';
import { tourPhase } from '@/features/tours/model/tour-dates';
import { tourDatesText } from '@/features/tours/model/tour-dates-text';
import type { Tour } from '@/features/tours/model/tour';
import { today } from '@/lib/days';
import { useDeviceKind } from '@/lib/device-kind';
import { formatDate, formatMegabytes } from '@/lib/format';
import { pick } from '@/lib/model/language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { fromSavedTour, type SavedTourData } from '../model/saved-tour';
import './saved-tours.css';

interface SavedEntry {
  tour: Tour;
  bytes: number;
  savedAt: number;
}

/** The tours saved on this device, read from Cache Storage; null while reading. */
function useSavedTours(): SavedEntry[] | null {
  const [entries, setEntries] = useState<SavedEntry[] | null>(null);
  useEffect(() => {
    let live = true;
    void listSavedTours<SavedTourData>()
      .then((saved) =>
        saved.map((each) => ({
          tour: fromSavedTour(each.data).tour,
          bytes: each.bytes,
          savedAt: each.savedAt,
        })),
      )
      .catch(() => [])
      .then((list) => {
        if (live) setEntries(list);
      });
    return () => {
      live = false;
    };
  }, []);
  return entries;
}

/**
 * The tours saved on this device: title, museum, size, and a link that opens with no connection
 * (the service worker serves the app, the tour page reads the saved copy). No pictures: a
 * picture not saved would show as its alt text with the network off.
 */
export function SavedTours() {
  const { t, i18n } = useTranslation();
  const context = useDeviceKind();
  const entries = useSavedTours();
  const day = today();
  return (
    <section id={SAVED_ANCHOR} className="saved-tours" aria-labelledby="saved-tours-title">
      <h2 id="saved-tours-title">{t('saved.title')}</h2>
      {entries !== null && entries.length === 0 && (
        <p className="saved-tours__empty">{t('saved.empty', { context })}</p>
      )}
      {entries !== null && entries.length > 0 && (
        <>
          <p className="saved-tours__intro">{t('saved.intro', { context })}</p>
          <ul className="saved-tours__list">
            {entries.map(({ tour, bytes, savedAt }) => (
              <li key={tour.id} className="saved-tours__item surface">
                <Link to={ROUTES.tour(tour.id)} className="saved-tours__link">
                  {pick(tour.name, i18n.language)}
                </Link>
                <p className="saved-tours__meta">
                  {pick(tour.museum, i18n.language)} · {formatMegabytes(bytes, t)} ·{' '}
                  {t('saved.savedOn', { date: formatDate(savedAt, t) })}
                </p>
                {/* A closed exhibition still plays from the device: the list says it closed. */}
                {tourPhase(tour, day) === 'closed' && (
                  <p className="saved-tours__closed">{tourDatesText(tour, day, t)}</p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * A page that cannot load with no connection: says why, in the visitor's words, and leads to
 * what does work offline, the tours saved on this device.
 */
export function OfflinePage({ of, onRetry }: { of: 'tour' | 'page'; onRetry: () => void }) {
  const { t } = useTranslation();
  const context = useDeviceKind();
  const title = of === 'tour' ? t('saved.tourNotSaved', { context }) : t('saved.pageNeedsSignal');
  useDocumentTitle(title);
  return (
    <div className="page page--narrow offline-page">
      <div className="status status--error" role="alert">
        <h1 className="offline-page__title">{title}</h1>
        <p>{t('saved.offlineText', { context })}</p>
        <button type="button" className="button" onClick={onRetry}>
          {t('state.retry')}
        </button>
      </div>
      <SavedTours />
    </div>
  );
}
