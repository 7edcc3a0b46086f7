import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { TourCard } from '@/features/tours/components/tour-card';
import type { Tour } from '@/features/tours/model/tour';
import { pick } from '@/lib/model/language';
import { useResult } from '@/lib/use-result';
import { toursApi } from '@/app/pages/visitor/boot-or-service';
import { TOUR_END_ID } from '@/app/tour-content/use-follow-the-tour';

/** How far below the screen the tour's end is when the list starts loading. */
const NEAR = '600px';
/**
 * The other tours shown, one row on a laptop: where a visitor goes next, not the museum's whole
 * list (which its page has, one link away), nor a picture to download for each of its tours.
 */
export const OTHER_TOURS_SHOWN = 3;
/** This tour may be among those read: one more than shown leaves three others either way. */
const READ = OTHER_TOURS_SHOWN + 1;

function List({ tour }: { tour: Tour }) {
  const { t, i18n } = useTranslation();
  const { state } = useResult(
    async () => (await toursApi()).listSomePublishedToursOfMuseum(tour.museumId, READ),
    `other-tours:${tour.museumId}`,
  );
  // Offline or failing, the end of the tour simply has no such list: nothing to retry here.
  if (state.status !== 'ready') return null;
  const others = state.data.filter((each) => each.id !== tour.id);
  if (others.length === 0) return null;
  const museum = pick(tour.museum, i18n.language);
  return (
    <section className="other-tours" aria-labelledby="other-tours-title">
      <h2 id="other-tours-title">{t('tour.otherTours', { museum })}</h2>
      <ul className="card-grid">
        {others.slice(0, OTHER_TOURS_SHOWN).map((other) => (
          <li key={other.id}>
            <TourCard tour={other} />
          </li>
        ))}
      </ul>
      {/* As many as were asked for: the museum may well have more. */}
      {state.data.length === READ && (
        <p className="other-tours__all">
          <Link className="button" to={ROUTES.museum(tour.museumId)}>
            {t('tour.allToursOf', { museum })}
          </Link>
        </p>
      )}
    </section>
  );
}

/**
 * The museum's other tours, at the very end of a tour: where a visitor who finished one goes
 * next. Asked for only when the tour's end (its resume, above) comes near, so the tour's own
 * first screen keeps its single round trip, and the list is there when the visitor reaches it.
 */
export function OtherTours({ tour }: { tour: Tour }) {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = document.getElementById(TOUR_END_ID) ?? marker.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${NEAR} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return <div ref={marker}>{near && <List tour={tour} />}</div>;
}
