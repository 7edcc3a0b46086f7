import { useEffect } from 'react';

const SITE = 'Museo Guía';

/** Sets the tab title for the current screen (announced by screen readers on navigation). */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : `${SITE} — Buenos Aires`;
  }, [title]);
}

/**
 * Asks search engines not to list the current screen while it is shown (a closed exhibition's
 * address, which still opens for the printed codes that hold it, but is no longer a page to find).
 */
export function useNoIndex(active = true) {
  useEffect(() => {
    if (!active) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, [active]);
}
