import { nextTask } from '@/lib/when-idle';

/**
 * Imports a module of data code (a collection's service, its models and schemas) for a public
 * page. Firestore, which every such module needs, is requested at the same moment as a module of
 * its own: both download in parallel, and the browser evaluates Firestore in one task and the
 * rest in another, instead of one long task (issue 8, TBT).
 *
 * The first page's data is requested at boot (src/app/route-chunks.ts), while the page's own
 * code arrives; the page shell in index.html is already on screen by then.
 */
export async function importData<T>(load: () => Promise<T>): Promise<T> {
  // Firestore's set-up (the app, the client) in a task of its own, before the first request.
  import('@/lib/firebase/firestore')
    .then(async ({ db }) => {
      await nextTask();
      db();
    })
    .catch(() => undefined); // `load` reports a failure
  // The schemas' library (zod and the shared schemas) is asked for on its own too: evaluated as
  // soon as it arrives, in its own task, rather than together with the services that need it.
  import('@/lib/model/shared').catch(() => undefined);
  const module = await load();
  // The caller's requests, in a task after the one that evaluated the module.
  await nextTask();
  return module;
}
