import { nextTask } from '@/lib/moments';

/**
 * Imports a module of data code (a collection's service, its models and schemas) for a public
 * page. Firestore, which every such module needs, is requested at the same moment as a module of
 * its own: both download in parallel, and the browser evaluates Firestore in one task and the
 * rest in another, instead of one long task that blocks input.
 *
 * The first page's data is requested at boot (src/app/route-table.tsx), while the page's own
 * code arrives; the page shell in index.html is already on screen by then.
 */
let shared: Promise<unknown> | undefined;

/**
 * Firestore (with its set-up: the app, the client) and the schemas' library (zod and the shared
 * schemas), each asked for on its own, once: evaluated as they arrive, in tasks of their own,
 * rather than together with the services that need them.
 */
function importShared() {
  shared ??= Promise.all([
    import('@/lib/firebase/firestore').then(async ({ db }) => {
      await nextTask();
      db();
    }),
    import('@/lib/model/shared'),
  ]).catch(() => {
    shared = undefined; // `load` reports the failure; the next page may try again
  });
}

export async function importData<T>(load: () => Promise<T>): Promise<T> {
  if (!shared) {
    // Asking for a module adds a <link> per file it needs: Firestore's and the service's files
    // are asked for in separate tasks.
    importShared();
    await nextTask();
  }
  const module = await load();
  // The caller's requests, in a task after the one that evaluated the module.
  await nextTask();
  return module;
}
