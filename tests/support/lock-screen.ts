/*
 * The lock screen's buttons as a test presses them. The Media Session API keeps no list of the
 * handlers a page wired, so a page-side wrapper records them as they are set; both browser
 * harnesses run these functions in the page (before its scripts, or before the tour plays).
 */

/** Page-side: from now on, records each lock-screen handler the page sets. */
export function recordLockScreenInPage() {
  const handlers: Record<string, MediaSessionActionHandler | null> = {};
  Object.defineProperty(window, '__lockScreen', { value: handlers });
  const session = navigator.mediaSession;
  const original = session.setActionHandler.bind(session);
  session.setActionHandler = (action, handler) => {
    handlers[action] = handler;
    original(action, handler);
  };
}

/** Page-side: presses the lock-screen button `name` the page wired (recorded as above). */
export function pressLockScreenInPage(name: MediaSessionAction) {
  const handlers = Reflect.get(window, '__lockScreen') as Record<
    string,
    MediaSessionActionHandler | null
  >;
  const handler = handlers[name];
  if (!handler) throw new Error(`the page offers no lock-screen "${name}"`);
  handler({ action: name });
}
