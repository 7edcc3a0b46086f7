import { useEffect, useRef } from 'react';
import type { FormValues } from '@/features/cpanel/forms/form-values';
import { countKey, countOf } from './visit-values';

/** The form's way to change a value (and drop the problem of the old one). */
type Change = (name: string, value: string) => void;

/** Adds an entry with these values at the end of the list `prefix`; its index. */
export function addEntry(values: FormValues, change: Change, prefix: string, entry: FormValues) {
  const index = countOf(values, prefix);
  for (const [suffix, value] of Object.entries(entry))
    change(`${prefix}.${String(index)}.${suffix}`, value);
  change(countKey(prefix), String(index + 1));
  return index;
}

/** Removes entry `index` of the list `prefix`: the ones after it move up, the last is emptied. */
export function removeEntry(values: FormValues, change: Change, prefix: string, index: number) {
  const count = countOf(values, prefix);
  for (let at = index; at < count; at++) {
    const to = `${prefix}.${String(at)}.`;
    const from = `${prefix}.${String(at + 1)}.`;
    const suffixes = new Set(
      Object.keys(values).flatMap((key) =>
        key.startsWith(to)
          ? [key.slice(to.length)]
          : key.startsWith(from)
            ? [key.slice(from.length)]
            : [],
      ),
    );
    for (const suffix of suffixes) change(to + suffix, values[from + suffix] ?? '');
  }
  change(countKey(prefix), String(Math.max(0, count - 1)));
}

/**
 * Moves focus to an element once it is on screen: the first input of what was just added, or the
 * button that adds another once one is removed, so a keyboard never falls back to the page's top.
 */
export function useFocusNext() {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (pending.current === null) return;
    document.getElementById(pending.current)?.focus();
    pending.current = null;
  });
  return (id: string) => {
    pending.current = id;
  };
}
