import { useCallback, useEffect, useRef, useState } from 'react';
import type { TourPlayer } from '@/features/player/model/tour-player';
import { bring, endNeedsBringing, inView, needsBringing } from './on-screen';

/** A visitor who scrolled this recently is reading something: the page does not move under them. */
export const RECENT_SCROLL_MS = 5000;
/** The id of the tour's end (its resume, likes, comments and the museum's other tours). */
export const TOUR_END_ID = 'tour-end';

/** The keys that scroll the page when nothing editable has focus. */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

const workArticle = (workId: string) =>
  document.getElementById(`work-${workId}`)?.closest('article') ?? null;

/** Whether a person scrolled within the few seconds before `moment` (now by default), or since. */
const recent = (lastScroll: { current: number }, moment = performance.now()) =>
  lastScroll.current > moment - RECENT_SCROLL_MS;

/** What the visitor is offered instead of being moved: back to the work playing, or the end. */
export type Away = 'work' | 'end' | null;

/**
 * The page follows the tour: when a work starts (the tour's button, a work's "Listen", the player
 * moving on by itself, its "Next" or the lock screen's), that work is brought into view; when the
 * last one ends, the tour's end is. A visitor who scrolled in the last seconds is not pulled
 * away from what they read: they are offered a way back instead (`away`, `goBack`).
 */
export function useFollowTheTour(player: TourPlayer) {
  const lastScroll = useRef(Number.NEGATIVE_INFINITY);
  const followed = useRef<string | null>(null);
  const movedAt = useRef(Number.NEGATIVE_INFINITY);
  const [away, setAway] = useState<Away>(null);
  const workId = player.track?.id ?? null;
  const { playing, finished } = player;

  // Only what a person does to scroll counts: the page's own scrolling fires none of these.
  useEffect(() => {
    const mark = () => {
      lastScroll.current = performance.now();
    };
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const editing = target?.closest('input, textarea, select, button, [contenteditable]');
      if (SCROLL_KEYS.has(event.key) && !editing) mark();
    };
    const options = { passive: true, capture: true };
    window.addEventListener('wheel', mark, options);
    window.addEventListener('touchmove', mark, options);
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('wheel', mark, options);
      window.removeEventListener('touchmove', mark, options);
      window.removeEventListener('keydown', onKey, true);
    };
  }, []);

  // When the player moved on, not when the next narration could start: on a weak signal that
  // may be seconds later, and a visitor who scrolled just before the move is still reading.
  useEffect(() => {
    movedAt.current = performance.now();
  }, [workId]);

  // A work starts: the first of this visit, or a new one.
  useEffect(() => {
    if (!playing || !workId || followed.current === workId) return;
    followed.current = workId;
    const article = workArticle(workId);
    if (!article || !needsBringing(article)) return;
    if (recent(lastScroll, movedAt.current)) setAway('work');
    else bring(article);
  }, [playing, workId]);

  // The last work ended: the tour's end.
  useEffect(() => {
    if (!finished) return;
    followed.current = null;
    const end = document.getElementById(TOUR_END_ID);
    if (!end || !endNeedsBringing(end)) return;
    if (recent(lastScroll)) setAway('end');
    else bring(end);
  }, [finished]);

  // The offer stays while the work playing (or the end) is out of sight, and goes when it comes
  // back into view, however it got there.
  useEffect(() => {
    const target =
      away === 'end'
        ? document.getElementById(TOUR_END_ID)
        : away === 'work' && workId
          ? workArticle(workId)
          : null;
    if (!target) return;
    const check = () => {
      if (inView(target)) setAway(null);
    };
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [away, workId]);

  // Once the visitor scrolled away from the work playing, they can always go back to it.
  useEffect(() => {
    if (!playing || !workId || away === 'end') return;
    const onScroll = () => {
      const article = workArticle(workId);
      if (article && !inView(article) && recent(lastScroll)) setAway('work');
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [playing, workId, away]);

  const goBack = useCallback(() => {
    const target =
      away === 'end' ? document.getElementById(TOUR_END_ID) : workId && workArticle(workId);
    setAway(null);
    // The visitor asked to go: the glide there is not them scrolling away again.
    lastScroll.current = Number.NEGATIVE_INFINITY;
    if (!target) return;
    bring(target);
    // Focus follows the eyes, without a second jump.
    const heading = target.querySelector<HTMLElement>('h2, h3');
    heading?.focus({ preventScroll: true });
  }, [away, workId]);

  return { away: playing || away === 'end' ? away : null, goBack };
}
