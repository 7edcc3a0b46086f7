import type { Plugin } from 'vite';

/**
 * index.html without the web manifest's link: the browser would fetch the manifest and its icons
 * before the page's largest paint, on a slow connection taking bandwidth from what the visitor
 * sees. The app links it once the first screen is complete (features/offline/components/pwa-shell.tsx).
 */
export function manifestLinkAfterFirstScreen(): Plugin {
  return {
    name: 'museo-manifest-link-later',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/\s*<link rel="manifest"[^>]*>/, ''),
    },
  };
}
