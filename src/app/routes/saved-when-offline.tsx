import { lazy, Suspense } from 'react';
import { useOnline } from '@/features/offline/components/offline-status';

// Its own chunk (precached by the service worker): no page pays for it while online.
const SavedTours = lazy(async () => ({ default: (await import('./saved')).SavedTours }));

/**
 * With no connection, the tours saved on this device, first on the page: what still opens and
 * plays, before the sections that need a connection say they could not load.
 */
export function SavedWhenOffline({ className = 'page' }: { className?: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <div className={className}>
      <Suspense fallback={null}>
        <SavedTours />
      </Suspense>
    </div>
  );
}
