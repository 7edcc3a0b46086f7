/*
 * Where things are on the tour page's screen, for the page that follows the tour
 * (use-follow-the-tour.ts): what the visitor sees between the header and the docked player, and
 * how an element is brought there.
 */

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The band of the screen not covered by the sticky header and the docked player. */
function visibleBand() {
  const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
  const player = document.querySelector('.mini-player')?.getBoundingClientRect().top;
  return { top: header, bottom: Math.min(player ?? window.innerHeight, window.innerHeight) };
}

/** Whether the visitor can see this element: some of it lies between the header and the player. */
export function inView(element: Element) {
  const box = element.getBoundingClientRect();
  const band = visibleBand();
  return box.bottom > band.top + 24 && box.top < band.bottom - 24;
}

/**
 * Whether the work should be brought into view: it is off screen, or it starts low on the screen
 * (below its upper two fifths), where a title just above the player shows little of the work.
 * A work whose text the visitor is reading (its top scrolled above the screen) stays put.
 */
export function needsBringing(element: Element) {
  if (!inView(element)) return true;
  const band = visibleBand();
  const top = element.getBoundingClientRect().top;
  if (top < band.top) return false;
  return top > band.top + ((band.bottom - band.top) * 2) / 5;
}

/**
 * Whether the tour's end should come up: what it offers (the like, the comments, the other tours)
 * lies below its heading, so an end that only peeks in at the bottom of the screen is brought to
 * the top. One the visitor is already reading (its top in the upper third, or above) stays put.
 */
export function endNeedsBringing(element: Element) {
  const band = visibleBand();
  const top = element.getBoundingClientRect().top;
  return top > band.top + (band.bottom - band.top) / 3;
}

/**
 * Scrolls the page so that the element's top sits under the header (its scroll-margin-top).
 * The page itself, never the visual viewport: scrollIntoView near the end of the page also moved
 * a phone's visual viewport, hiding the header's top and the player's bottom.
 */
export function bring(element: HTMLElement) {
  const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  const top = element.getBoundingClientRect().top + window.scrollY - margin;
  window.scrollTo({ top, behavior: reducedMotion() ? 'instant' : 'smooth' });
}
