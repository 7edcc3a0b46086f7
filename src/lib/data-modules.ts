/**
 * Imports a module of data code (a collection's service, its models and schemas) for a public
 * page. Firestore, which every such module needs, is requested at the same moment as a module of
 * its own: both download in parallel, and the browser evaluates Firestore in one task and the
 * rest in another, instead of one long task (issue 8, TBT).
 *
 * The first page's data is requested at boot (src/app/route-chunks.ts), while the page's own
 * code arrives; the page shell in index.html is already on screen by then.
 */
export function importData<T>(load: () => Promise<T>): Promise<T> {
  import('@/lib/firebase/firestore').catch(() => undefined); // `load` reports a failure
  return load();
}
