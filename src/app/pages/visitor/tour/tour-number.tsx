import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { KEEP_SCROLL } from '@/app/keep-scroll';
import { ROUTES } from '@/config/routes';
import { useTourPlayer } from '@/features/player/player-context';
import { NumberLookup } from '@/features/tours/components/number-lookup';
import type { Work } from '@/features/works/model/work';

/** The work printed with `number` on its label, if the tour has it. */
const workNumbered = (works: Work[], number: string | undefined) =>
  number && /^\d{1,3}$/.test(number) ? works[Number(number) - 1] : undefined;

/** Brings work number `number` into view and moves focus to its title. */
export function useJumpToNumber(number: string | undefined, works: Work[]) {
  const target = workNumbered(works, number);
  useEffect(() => {
    if (!target) return;
    const heading = document.getElementById(`work-${target.id}`);
    if (!heading) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.closest('article')?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth' });
    heading.focus({ preventScroll: true });
  }, [target]);
  return { found: Boolean(target), asked: number };
}

/**
 * "Go to number" as a gallery's audio-guide keypad: the work is brought into view and its
 * narration starts (the visitor's tap allows it to sound). A work without a narration in the
 * visitor's language is only brought into view.
 */
export function KeypadLookup({
  tourId,
  works,
  notFound,
}: {
  tourId: string;
  works: Work[];
  notFound?: string;
}) {
  const navigate = useNavigate();
  const player = useTourPlayer();
  const go = (number: number) => {
    const work = workNumbered(works, String(number));
    const track = work ? player.tracks.findIndex((each) => each.id === work.id) : -1;
    if (track >= 0) player.playAt(track);
    void navigate(ROUTES.tourWork(tourId, number), { state: KEEP_SCROLL });
  };
  return <NumberLookup count={works.length} notFound={notFound} onGo={go} />;
}
