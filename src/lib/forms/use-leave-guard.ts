import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { UNSAFE_LocationContext, UNSAFE_NavigationContext } from 'react-router-dom';
import { addGuard, passNextNavigation, type Guard, type Navigator } from './leave-watch';

/**
 * Warns before the person leaves a form with unsaved changes, by a link, Back, a reload or by
 * closing the tab. `isDirty` is asked at the moment of leaving (so a save that navigates on
 * success is not stopped). A move within the same page (another `?mode`, an anchor) is no
 * leaving, nor one to a path `stays` accepts (another work of the same tour, where the form
 * stays on screen). Returns whether to show the question and its two answers; `pass` lets the
 * next navigation through (a link that carries what was typed along).
 */
export function useLeaveGuard(
  isDirty: () => boolean,
  { stays }: { stays?: (pathname: string) => boolean } = {},
) {
  // Outside a router (a form tested alone) only the unload warning applies.
  const navigator = (useContext(UNSAFE_NavigationContext) as { navigator: unknown } | null)
    ?.navigator as Navigator | undefined;
  const [pending, setPending] = useState<(() => void) | null>(null);
  // Where the form is now, as the router sees it: until a move lands, the page being left.
  const here =
    (useContext(UNSAFE_LocationContext) as { location: { pathname: string } } | null)?.location
      .pathname ?? window.location.pathname;
  const check = useRef({ isDirty, stays, here });
  useLayoutEffect(() => {
    check.current = { isDirty, stays, here };
  });

  useEffect(() => {
    const guard: Guard = {
      holds: (pathname) => {
        const { isDirty: dirty, stays: keeps, here: at } = check.current;
        // Another `?mode` or anchor of the same page is no leaving; '' is unloading the page.
        if (pathname === at || (pathname !== '' && keeps?.(pathname))) return false;
        return dirty();
      },
      ask: (proceed) => setPending(() => proceed),
    };
    return addGuard(guard, navigator);
  }, [navigator]);

  const stay = useCallback(() => setPending(null), []);
  const leave = useCallback(() => {
    setPending(null);
    pending?.();
  }, [pending]);
  const pass = passNextNavigation;
  return { asking: pending !== null, stay, leave, pass };
}
