// What `use-sync-external-store/shim` gives, from React itself (see the alias in scripts/vite/paths.ts).
export { useSyncExternalStore } from 'react';
