import i18next, { type i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { CPANEL_ROUTES } from '@/config/cpanel-routes';
import type { Tour } from '@/features/tours/model/tour';
import type { Work } from '@/features/works/model/work';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResult } from '@/lib/use-result';
import { TourContent } from '@/app/tour-content/tour-content';
import { PageState } from '@/features/cpanel/components/page-state';
import { CpanelSkeleton } from '@/features/cpanel/components/skeleton';
import { loadTourWithWorks } from '@/features/cpanel/load-records';
import { usePublishFlow } from '@/features/cpanel/lists/use-publish-flow';
import './preview.css';

/**
 * A separate i18next instance fixed to Spanish, sharing the loaded texts: the preview is in
 * Spanish whatever the admin's language, without changing (or remembering) that language.
 */
function useSpanish(): I18n | null {
  const [instance, setInstance] = useState<I18n | null>(null);
  useEffect(() => {
    let live = true;
    // Only the admin's language is loaded up front, to keep the first load light: fetch the
    // Spanish texts first.
    const spanish = i18next.loadLanguages('es').then(async () => {
      const instance = i18next.createInstance({
        ...i18next.options,
        lng: 'es',
        resources: i18next.store.data,
      });
      await instance.init();
      return instance;
    });
    void spanish.then((instance) => {
      if (live) setInstance(instance);
    });
    return () => {
      live = false;
    };
  }, []);
  return instance;
}

/** The tour as the visitor's page shows it (first screen, works, player, viewer), in Spanish. */
function SpanishTour({ tour, works }: { tour: Tour; works: Work[] }) {
  const { t } = useTranslation();
  return (
    <div lang="es">
      <TourContent
        tour={tour}
        works={works}
        complete
        after={
          tour.resume.es && (
            <section className="page page--narrow resume" aria-labelledby="resume-title">
              <h2 id="resume-title">{t('tour.resumeTitle')}</h2>
              <p>{tour.resume.es}</p>
            </section>
          )
        }
      />
    </div>
  );
}

/**
 * /cpanel/preview/{tourId}: the tour as visitors will see it, drafts included, and the last
 * step of building one: publishing it (checked and confirmed as from the tours list).
 */
export function PreviewPage() {
  const { t } = useTranslation();
  const { tourId = '' } = useParams();
  const spanish = useSpanish();
  const { state, retry } = useResult(() => loadTourWithWorks(tourId), `preview:${tourId}`);
  // Kept here rather than reloaded, so the button stays put and keeps the focus.
  const [changed, setChanged] = useState<Tour['state'] | null>(null);
  const publishing = usePublishFlow({ onDone: (_, now) => setChanged(now) });
  useDocumentTitle(
    state.status === 'ready'
      ? `${t('pages.cpanelPreview')}: ${state.data.tour.name.es}`
      : t('pages.cpanelPreview'),
  );
  if (!spanish) return <CpanelSkeleton />;
  if (state.status !== 'ready') return <PageState state={state} retry={retry} record="tour" />;
  const { tour } = state.data;
  const published = (changed ?? tour.state) === 'published';
  return (
    <>
      <aside className="preview-banner" aria-label={t('pages.cpanelPreview')}>
        <p>
          <strong>{t('cpanel.preview.banner')}</strong>{' '}
          {t(published ? 'cpanel.preview.published' : 'cpanel.preview.draft')}
        </p>
        <div className="preview-banner__links">
          <Link className="button" to={CPANEL_ROUTES.tours}>
            ← {t('cpanel.nav.tours')}
          </Link>
          <Link className="button" to={CPANEL_ROUTES.works(tour.id)}>
            {t('cpanel.tours.works')}
          </Link>
          <button
            type="button"
            className={published ? 'button' : 'button button--primary'}
            // Not disabled while the check runs: that would drop the focus the dialog gives back.
            aria-busy={publishing.working !== null}
            onClick={() => publishing.ask(tour, published ? 'unpublish' : 'publish')}
          >
            {t(published ? 'cpanel.tours.unpublish' : 'cpanel.tours.publish')}
          </button>
        </div>
      </aside>
      {publishing.dialogs}
      <I18nextProvider i18n={spanish}>
        <SpanishTour tour={tour} works={state.data.works} />
      </I18nextProvider>
    </>
  );
}
