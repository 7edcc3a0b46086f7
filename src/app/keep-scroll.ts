/**
 * Navigation state that keeps the scroll position (a jump within the same page). Its own module:
 * the tour page needs it on its first paint, scroll restoration only after the first screen.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && Reflect.get(state, 'keepScroll') === true;
}
