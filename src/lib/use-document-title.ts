import { useEffect } from 'react';

const SITE = 'Museo Guía';

/** Sets the tab title for the current screen (announced by screen readers on navigation). */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : `${SITE} — Buenos Aires`;
  }, [title]);
}
