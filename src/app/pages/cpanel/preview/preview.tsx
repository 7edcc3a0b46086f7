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

type Language = 'es' | 'en';
const LANGUAGES: readonly Language[] = ['es', 'en'];

/**
 * A separate i18next instance fixed to `language`, sharing the loaded texts: the preview shows
 * the tour in the language the admin picks, whatever the back-office's, without changing (or
 * remembering) the back-office's language.
 */
function useFixedLanguage(language: Language): I18n | null {
  const [instance, setInstance] = useState<{ language: Language; i18n: I18n } | null>(null);
  useEffect(() => {
    let live = true;
    // Only the admin's language is loaded up front, to keep the first load light: fetch the
    // other's texts first.
    const fixed = i18next.loadLanguages(language).then(async () => {
      const i18n = i18next.createInstance({
        ...i18next.options,
        lng: language,
        resources: i18next.store.data,
      });
      await i18n.init();
      return i18n;
    });
    void fixed.then((i18n) => {
      if (live) setInstance({ language, i18n });
    });
    return () => {
      live = false;
    };
  }, [language]);
  // The previous language's instance until the new one is ready: the page does not blank.
  return instance?.i18n ?? null;
}

/** The tour as the visitor's page shows it (first screen, works, player, viewer). */
function TourAsVisitorsSee({ tour, works }: { tour: Tour; works: Work[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'es';
  return (
    <div lang={language}>
      <TourContent
        tour={tour}
        works={works}
        complete
        after={
          tour.resume[language] && (
            <section className="page page--narrow resume" aria-labelledby="resume-title">
              <h2 id="resume-title">{t('tour.resumeTitle')}</h2>
              <p>{tour.resume[language]}</p>
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
  const [language, setLanguage] = useState<Language>('es');
  const fixed = useFixedLanguage(language);
  const { state, retry } = useResult(() => loadTourWithWorks(tourId), `preview:${tourId}`);
  // Kept here rather than reloaded, so the button stays put and keeps the focus.
  const [changed, setChanged] = useState<Tour['state'] | null>(null);
  const publishing = usePublishFlow({ onDone: (_, now) => setChanged(now) });
  useDocumentTitle(
    state.status === 'ready'
      ? `${t('pages.cpanelPreview')}: ${state.data.tour.name.es}`
      : t('pages.cpanelPreview'),
  );
  if (!fixed) return <CpanelSkeleton />;
  if (state.status !== 'ready') return <PageState state={state} retry={retry} record="tour" />;
  const { tour } = state.data;
  const published = (changed ?? tour.state) === 'published';
  return (
    <>
      <aside className="preview-banner" aria-label={t('pages.cpanelPreview')}>
        <p>
          <strong>
            {t('cpanel.preview.banner', { language: t(`offline.languageNames.${language}`) })}
          </strong>{' '}
          {t(published ? 'cpanel.preview.published' : 'cpanel.preview.draft')}
        </p>
        {/* Both versions are seen, read and heard before publishing, the English one too. */}
        <div
          className="preview-banner__languages"
          role="group"
          aria-label={t('cpanel.preview.showIn')}
        >
          <span aria-hidden="true">{t('cpanel.preview.showIn')}</span>
          {LANGUAGES.map((each) => (
            <button
              key={each}
              type="button"
              className="button button--small"
              lang={each}
              aria-pressed={language === each}
              onClick={() => setLanguage(each)}
            >
              {t(`languages.${each}`)}
            </button>
          ))}
        </div>
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
      <I18nextProvider i18n={fixed}>
        <TourAsVisitorsSee tour={tour} works={state.data.works} />
      </I18nextProvider>
    </>
  );
}
