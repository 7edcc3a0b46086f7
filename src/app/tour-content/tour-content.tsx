import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/status';
import { ListenButton } from '@/features/player/components/listen-button';
import { TourPlayerProvider } from '@/features/player/player-context';
import type { Tour } from '@/features/tours/model/tour';
import { WorkCard } from '@/features/works/components/work-card';
import type { Work } from '@/features/works/model/work';
import { pick } from '@/lib/model/language';
import { afterNextPaint } from '@/lib/moments';
import { useHoldFirstScreen } from '@/lib/use-first-screen';
import { FollowingMiniPlayer, usePlayingWork } from './tour-follow';
import { TourHero } from './tour-hero';
import { languageOf, tourTracks } from './tour-tracks';
import { TourViewer, type ViewerState } from './tour-viewer';

/** A work of the tour, marked while the player plays it. */
function TourWork(props: Omit<Parameters<typeof WorkCard>[0], 'playing'>) {
  const playing = usePlayingWork(props.work.id);
  return <WorkCard {...props} playing={playing} />;
}

/** Works rendered with the tour's first screen; the rest follow once it has painted. */
const FIRST_WORKS = 2;

/**
 * False for the first render, true right after it has painted: the tour's first screen shows
 * sooner, in a shorter task, and the other works and the sections after them follow in a
 * transition. True at once when `now` (a jump to a work).
 */
export function useRestAfterFirstPaint(now: boolean) {
  const [complete, setComplete] = useState(now);
  useEffect(() => {
    if (complete) return;
    return afterNextPaint(() => startTransition(() => setComplete(true)));
  }, [complete]);
  return complete || now;
}

/**
 * A tour as a visitor takes it: the first screen, the works with their "Listen" controls, one
 * player for the whole tour and one viewer for photos and maps. The visitor's page and the
 * back-office preview both show this; `tools`, `notice` and `after` are what only one of them has.
 */
export function TourContent({
  tour,
  works,
  complete,
  tools,
  notice,
  after,
}: {
  tour: Tour;
  works: Work[];
  /** False while only the first works are rendered. */
  complete: boolean;
  tools?: ReactNode;
  notice?: ReactNode;
  after?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  // The works still to come keep the first screen incomplete (the list says so: aria-busy).
  useHoldFirstScreen(!complete);
  const language = languageOf(i18n.language);
  const tracks = useMemo(() => tourTracks(works, language), [works, language]);
  const trackOf = new Map(tracks.map((track, index) => [track.id, index]));
  const [viewer, setViewer] = useState<ViewerState>(null);
  const shown = complete ? works : works.slice(0, FIRST_WORKS);
  return (
    <TourPlayerProvider
      tourId={tour.id}
      album={pick(tour.name, language)}
      language={language}
      tracks={tracks}
    >
      <div className="tour-page">
        <TourHero tour={tour} works={works} tools={works.length > 0 ? tools : null} />
        {notice}
        <section className="tour-works column" aria-labelledby="works-title">
          <h2 id="works-title" className="visually-hidden">
            {t('tour.worksTitle', { count: works.length })}
          </h2>
          {works.length === 0 ? (
            <EmptyState>{t('tour.empty')}</EmptyState>
          ) : (
            // Busy until every work is in the list, so assistive technology and tests wait for it.
            <ol className="works" aria-busy={complete ? undefined : true}>
              {shown.map((work, index) => {
                const track = trackOf.get(work.id);
                return (
                  <li key={work.id}>
                    <TourWork
                      work={work}
                      eager={index === 0}
                      listen={track !== undefined && <ListenButton index={track} />}
                      onOpen={(kind) => setViewer({ kind, work: index })}
                      tourMap={tour.map}
                    />
                  </li>
                );
              })}
            </ol>
          )}
        </section>
        {after}
        <FollowingMiniPlayer />
      </div>
      <TourViewer works={works} tourMap={tour.map} state={viewer} onChange={setViewer} />
    </TourPlayerProvider>
  );
}
