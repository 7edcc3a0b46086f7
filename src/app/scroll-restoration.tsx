import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { keepsScroll } from './keep-scroll';

/** Scroll positions by history entry, for going back and forward (this tab only). */
const positions = new Map<string, number>();

/**
 * What a browser does for ordinary pages, done for the app's: a new page starts at the top, and
 * back/forward return to where the visitor was. A link to a #section leaves the scrolling to the
 * page (the layout scrolls to it).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigation = useNavigationType();

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  // Remember where this entry is scrolled to, as the visitor scrolls.
  useEffect(() => {
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(location.key, window.scrollY));
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    if (navigation === NavigationType.Pop) {
      const saved = positions.get(location.key);
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    if (location.hash || keepsScroll(location.state)) return;
    window.scrollTo(0, 0);
  }, [location.key, location.hash, location.state, navigation]);

  return null;
}
