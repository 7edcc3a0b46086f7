import { matchPath } from 'react-router-dom';
import { loadChunk } from '@/lib/chunks';
import { backendOrigins } from '@/lib/firebase/origins';
import { preconnect } from '@/lib/resource-hints';
import { nextTask } from '@/lib/moments';
import { cpanelFrame, publicPages } from './route-table';

/**
 * Starts fetching the first page's code and data while the app's texts load, instead of after
 * them: round trips less before the page shows. What each page asks for is in its entry of the
 * route table (route-table.tsx). `code` settles once the page's code has arrived (or failed: the
 * router reports that); `data` once the data requests have been made, in the next task.
 */
export function preloadRoute(pathname: string): { code: Promise<void>; data: Promise<void> } {
  const { route, params } = matchTable(pathname) ?? {};
  const boot = route?.boot;
  // A failure here is reported by the router, which imports the same chunk again.
  const code =
    route && boot
      ? loadChunk(route.code).then(
          () => undefined,
          () => undefined,
        )
      : Promise.resolve();
  boot?.now?.();
  // The page's data, requested now rather than once the page has rendered (src/lib/prefetch.ts),
  // in the next task.
  return {
    code,
    data: nextTask()
      .then(async () => {
        if (!boot?.data) return;
        const decoded = decodeParams(params ?? {});
        if (!decoded) return; // a malformed address: the router shows it as not found
        // Connections to the data and the images open while the page's code downloads.
        const origins = backendOrigins();
        preconnect(origins.firestore, { cors: true });
        preconnect(origins.storage, { cors: false });
        await nextTask();
        await boot.data(decoded);
      })
      .catch(() => {
        // The data's code could not be fetched (a deploy replaced it, or the signal dropped): the
        // page asks for the same code again as it renders, and its own load says what went wrong.
      }),
  };
}

/** The entry of the route table whose pattern `pathname` matches, with its raw parameters. */
function matchTable(pathname: string) {
  for (const route of [...publicPages, cpanelFrame]) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, params: match.params };
  }
  return null;
}

/** Path parameters as the page reads them; null when one is not valid percent-encoding. */
function decodeParams(params: Record<string, string | undefined>) {
  try {
    return Object.fromEntries(
      Object.entries(params).map(([name, value]) => [
        name,
        value === undefined ? undefined : decodeURIComponent(value),
      ]),
    );
  } catch {
    return null;
  }
}
