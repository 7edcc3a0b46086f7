import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { PlayTourButton } from '@/features/player/components/listen-button';
import { TourDates } from '@/features/tours/components/tour-dates';
import type { Tour } from '@/features/tours/model/tour';
import type { Work } from '@/features/works/model/work';
import { pick } from '@/lib/model/language';
import { languageOf, tourSummary } from './tour-tracks';

/** A long text folded to a few lines, with "more" / "less" when it does not fit. */
function Folded({ text }: { text: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && !open) setOverflows(element.scrollHeight > element.clientHeight + 1);
  }, [text, open]);
  return (
    <div className="folded">
      <p ref={ref} className={open ? 'folded__text' : 'folded__text folded__text--closed'}>
        {text}
      </p>
      {(overflows || open) && (
        <button
          type="button"
          className="link-button"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('tour.less') : t('tour.more')}
        </button>
      )}
    </div>
  );
}

/**
 * The tour's first screen: title, museum, one summary line, the description folded, the main
 * action (play the tour) and the tools (save for offline, go to a number).
 */
export function TourHero({ tour, works, tools }: { tour: Tour; works: Work[]; tools: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const summary = tourSummary(works, language);
  const parts = [
    t('tour.summaryWorks', { count: summary.works }),
    summary.minutes !== null && t('tour.summaryMinutes', { count: summary.minutes }),
  ].filter(Boolean);
  return (
    <section className="tour-hero column" aria-labelledby="tour-title">
      <nav aria-label={t('museum.breadcrumb')} className="tour-hero__museum">
        <Link to={ROUTES.museum(tour.museumId)}>{pick(tour.museum, language)}</Link>
        <span className="tour-hero__address">{tour.address}</span>
      </nav>
      <h1 id="tour-title" elementtiming="main-text">
        {pick(tour.name, language)}
      </h1>
      <TourDates tour={tour} className="tour-hero__dates" />
      {works.length > 0 && (
        <p className="tour-hero__summary">
          {parts.join(' · ')}
          {summary.languages.length > 0 && (
            <>
              {' · '}
              {/* The codes on screen, the languages' names for screen readers. */}
              <span aria-hidden="true">{summary.languages.join(' / ').toUpperCase()}</span>
              <span className="visually-hidden">
                {summary.languages.map((each) => t(`languages.${each}`)).join(', ')}
              </span>
            </>
          )}
        </p>
      )}
      <Folded text={pick(tour.description, language)} />
      <div className="tour-hero__actions">
        <PlayTourButton />
        {tools}
      </div>
    </section>
  );
}
