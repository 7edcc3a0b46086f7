import { lazy, useState, type ComponentType } from 'react';
import { loadChunk, loadedChunk } from '@/lib/chunks';

/**
 * A page in a chunk of its own, loaded with the spec's time-out (src/lib/chunks.ts).
 *
 * When its code has already arrived (the first page's is requested at boot) the page renders
 * at once rather than through React.lazy, which always suspends on its first render: React then
 * shows the loading screen and holds the page back for at least 300 ms after it (its Suspense
 * throttling), on every first visit, which delayed the largest paint. Decided once per mount,
 * so a page never switches between the two and loses its state.
 */
export function page<M>(importer: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Lazy = lazy(async () => ({ default: pick(await loadChunk(importer)) }));
  function Page() {
    const [Loaded] = useState(() => {
      const module = loadedChunk(importer);
      return module === undefined ? undefined : pick(module);
    });
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return <Page />;
}
