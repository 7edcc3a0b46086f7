/**
 * What the page did wrong, recorded by the page itself from before its first script: uncaught
 * errors, unhandled promise rejections and anything the Content-Security-Policy blocked. One
 * script for every engine (Firefox runs it as a preload script; WebKit's classic WebDriver has
 * none, so the network switch puts it at the top of the app's pages). Kept in sessionStorage, so
 * a reload in the same tab keeps what came before it.
 *
 * A string, not a function: the test's compiler may add helpers to a function's source that do
 * not exist in the page.
 */
export const WATCH_KEY = '__engineErrors';
export const WATCH_PATH = '/__engines/watch.js';

export const WATCH_SOURCE = `(() => {
  if (window.__engineWatch) return;
  Object.defineProperty(window, '__engineWatch', { value: true });
  const record = (text) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(${JSON.stringify(WATCH_KEY)}) || '[]');
      list.push(String(text));
      sessionStorage.setItem(${JSON.stringify(WATCH_KEY)}, JSON.stringify(list));
    } catch {
      // A page without storage (about:blank) has nothing to record.
    }
  };
  // Not in the capture phase: a picture or a file that fails to load is no script error. The
  // ResizeObserver notice is the browser saying it left a layout change to the next frame, not
  // a script that failed (Chromium's page errors leave it out too).
  window.addEventListener('error', (event) => {
    if (/^ResizeObserver loop/.test(event.message)) return;
    record('Uncaught: ' + event.message);
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason;
    record('Unhandled rejection: ' + (reason && reason.message ? reason.message : String(reason)));
  });
  document.addEventListener('securitypolicyviolation', (event) =>
    record('Content Security Policy blocked ' + event.blockedURI + ' (' + event.violatedDirective + ')'),
  );
})();`;

/** Page-side: what the watch recorded so far. */
export const READ_WATCH = `() => JSON.parse(sessionStorage.getItem(${JSON.stringify(WATCH_KEY)}) || '[]')`;
