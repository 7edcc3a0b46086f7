import { useSyncExternalStore } from 'react';
import { LEFTOVERS_KEY } from '@/lib/local-stores';

/**
 * Files a failed save could not delete (writeWithMedia's `leftovers`), kept in this browser
 * until the "clean up orphaned files" action has run, so the back-office can point to it.
 */
const KEY = LEFTOVERS_KEY;
const listeners = new Set<() => void>();

function read(): string {
  try {
    return localStorage.getItem(KEY) ?? '[]';
  } catch {
    return '[]';
  }
}

function write(paths: string[]) {
  try {
    if (paths.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(paths));
  } catch {
    // Storage full or blocked: the notice is a convenience, the clean-up still works.
  }
  listeners.forEach((listener) => listener());
}

function parse(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function leftoverPaths(): string[] {
  return parse(read());
}

/** Records the leftovers a service result carries, if any. */
export function recordLeftovers(result: object) {
  const found: unknown = Reflect.get(result, 'leftovers');
  if (!Array.isArray(found) || found.length === 0) return;
  const paths = found.filter((item): item is string => typeof item === 'string');
  write([...new Set([...leftoverPaths(), ...paths])]);
}

export function clearLeftovers() {
  write([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** How many leftover files are recorded; re-renders when that changes (in any tab). */
export function useLeftoverCount(): number {
  const raw = useSyncExternalStore(subscribe, read, () => '[]');
  return parse(raw).length;
}
