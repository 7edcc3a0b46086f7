import { useLayoutEffect, type RefObject } from 'react';

/** Below this a picture says too little: a shorter screen scrolls to the work's title instead. */
const SMALLEST = 140;
/** Room kept under the work's title, so it does not touch the screen's edge. */
const MARGIN = 8;
/** Where the picture stands beside its text (work-card.css): the title is never under it. */
const SIDE_BY_SIDE = '(min-width: 900px)';

/**
 * Caps the first work's picture so that it, the work's title and `last` (what ends the first
 * screen under the picture: the artist's name) fit on the first screen,
 * whatever the picture's shape and however long the tour's title above it: a tall painting would
 * otherwise fill a phone's screen with its top and push its title out of sight. The whole picture
 * stays one tap away in the viewer. Measured before paint, and again whenever the page's layout
 * changes (the description's "more", a rotation), through `--first-screen-room` on the figure.
 */
export function useFirstScreenFit(
  figure: RefObject<HTMLElement | null>,
  last: RefObject<HTMLElement | null>,
  active: boolean,
) {
  useLayoutEffect(() => {
    const box = figure.current;
    const end = last.current;
    if (!active || !box || !end) return;
    const sideBySide = window.matchMedia(SIDE_BY_SIDE);
    const fit = () => {
      if (sideBySide.matches) {
        box.style.removeProperty('--first-screen-room');
        return;
      }
      const figureBox = box.getBoundingClientRect();
      const top = figureBox.top + window.scrollY;
      // From the picture's bottom to the artist's name: the same whatever the picture's height.
      const below = end.getBoundingClientRect().bottom - figureBox.bottom;
      const room = Math.floor(window.innerHeight - top - below - MARGIN);
      box.style.setProperty('--first-screen-room', `${String(Math.max(SMALLEST, room))}px`);
    };
    fit();
    // Anything above that grows or shrinks (text wrapping, a font, a notice) moves the picture.
    const observer = new ResizeObserver(fit);
    observer.observe(document.body);
    window.addEventListener('resize', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, [figure, last, active]);
}
