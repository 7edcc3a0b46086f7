/*
 * The ways out of a page, watched while a form with unsaved changes is on it (use-leave-guard.ts):
 * in-app navigations through React Router's navigator, Back and Forward, and unloading the page.
 */

/** The history calls an in-app navigation makes (React Router's navigator). */
export interface Navigator {
  push: (...args: never[]) => void;
  replace: (...args: never[]) => void;
}

/** A form that may hold unsaved changes, and how it asks the person before they are left. */
export interface Guard {
  /** Whether going to `pathname` leaves unsaved changes behind ('' for unloading the page). */
  holds: (pathname: string) => boolean;
  ask: (proceed: () => void) => void;
}

const guards = new Set<Guard>();
let undo: (() => void) | null = null;
/** One navigation let through without asking: the person said "leave", or a link keeps the text. */
let passOnce = false;

const holding = (pathname: string) => [...guards].find((guard) => guard.holds(pathname));

/** The path a navigator call goes to: a string, or a `{pathname, search, hash}` of React Router's. */
function pathnameOf(to: unknown): string {
  if (typeof to === 'string') return new URL(to, window.location.href).pathname;
  const pathname: unknown =
    typeof to === 'object' && to !== null ? Reflect.get(to, 'pathname') : undefined;
  return typeof pathname === 'string' ? pathname : window.location.pathname;
}

/** History's position of the current entry, as React Router numbers them. */
const entryIndex = (state: unknown): number | null => {
  const idx: unknown =
    typeof state === 'object' && state !== null ? Reflect.get(state, 'idx') : null;
  return typeof idx === 'number' ? idx : null;
};

/** What this module uses of the Navigation API (not yet in TypeScript's DOM types). */
interface NavigateEventLike extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  destination: { url: string; key: string; sameDocument: boolean };
}
interface NavigationLike extends EventTarget {
  traverseTo: (key: string) => { finished: Promise<unknown> };
}

/**
 * Back and Forward, with the Navigation API (Chromium, Firefox, Safari 26): its `navigate`
 * event comes before the move, and a traversal within the page can be cancelled there, so the
 * router never sees it. If the person leaves all the same, the guard goes where they asked.
 */
function watchTraversals(navigation: NavigationLike) {
  const onNavigate = (event: Event) => {
    const { navigationType, destination } = event as NavigateEventLike;
    if (navigationType !== 'traverse' || !destination.sameDocument) return;
    const guard = passOnce ? undefined : holding(new URL(destination.url).pathname);
    passOnce = false;
    if (!guard || !event.cancelable) return;
    event.preventDefault();
    guard.ask(() => {
      passOnce = true;
      navigation.traverseTo(destination.key).finished.catch(() => undefined);
    });
  };
  navigation.addEventListener('navigate', onNavigate);
  return () => navigation.removeEventListener('navigate', onNavigate);
}

/**
 * Back and Forward without the Navigation API: the browser has moved when `popstate` fires.
 * Where the guard's listener runs before the router's (a capturing listener on the target runs
 * first in some engines, not in all), it hides the event from the router, steps history back to
 * where it was, and steps forward again if the person leaves.
 */
function watchPops(position: { here: number | null }) {
  let returning = false;
  const onPop = (event: PopStateEvent) => {
    if (returning) {
      // The step back to where the person was: the router never saw them leave.
      returning = false;
      event.stopImmediatePropagation();
      return;
    }
    const to = entryIndex(event.state);
    // The address has already changed: it is where Back or Forward goes.
    const guard = passOnce ? undefined : holding(window.location.pathname);
    passOnce = false;
    const { here } = position;
    // A jump to an anchor of the page is no leaving (it has no index of the router's).
    if (!guard || to === null || here === null || to === here) {
      position.here = to ?? here;
      return;
    }
    event.stopImmediatePropagation();
    const delta = to - here;
    returning = true;
    window.history.go(-delta);
    guard.ask(() => {
      passOnce = true;
      window.history.go(delta);
    });
  };
  window.addEventListener('popstate', onPop, true);
  return () => window.removeEventListener('popstate', onPop, true);
}

/**
 * Watches every way out of the page while a guard is mounted: in-app links and `navigate()`
 * through React Router's navigator, wrapped to ask before it moves; Back and Forward (above);
 * reload, closing the tab, a typed address or a link out of the app through `beforeunload`,
 * where only the browser's own question may be asked. The app uses declarative routes, not a
 * data router (src/app/router.tsx says why), so React Router's `useBlocker` is not available.
 */
function install(navigator: Navigator | undefined) {
  const position = { here: entryIndex(window.history.state) };
  const gate =
    (go: (...args: never[]) => void) =>
    (...args: never[]) => {
      const guard = passOnce ? undefined : holding(pathnameOf(args[0]));
      passOnce = false;
      const move = () => {
        go.apply(navigator, args);
        position.here = entryIndex(window.history.state) ?? position.here;
      };
      if (guard) guard.ask(move);
      else move();
    };
  const original = navigator && { push: navigator.push, replace: navigator.replace };
  if (navigator && original) {
    navigator.push = gate(original.push);
    navigator.replace = gate(original.replace);
  }
  const navigation: unknown = Reflect.get(window, 'navigation');
  const stopTraversals =
    navigation instanceof EventTarget && 'traverseTo' in navigation
      ? watchTraversals(navigation as NavigationLike)
      : watchPops(position);
  const onUnload = (event: BeforeUnloadEvent) => {
    if (!holding('')) return;
    event.preventDefault();
    // Browsers before 2023 (Chrome 119) ask only when a value is set, whatever MDN deprecates.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    event.returnValue = '';
  };
  window.addEventListener('beforeunload', onUnload);
  return () => {
    if (navigator && original) Object.assign(navigator, original);
    stopTraversals();
    window.removeEventListener('beforeunload', onUnload);
  };
}

/** Registers a form's guard: the ways out of the page are watched while any guard is registered. */
export function addGuard(guard: Guard, navigator: Navigator | undefined): () => void {
  if (guards.size === 0) undo = install(navigator);
  guards.add(guard);
  return () => {
    guards.delete(guard);
    if (guards.size === 0) {
      undo?.();
      undo = null;
    }
  };
}

/** Lets the next navigation through without asking (a link that carries what was typed along). */
export function passNextNavigation() {
  passOnce = true;
}
