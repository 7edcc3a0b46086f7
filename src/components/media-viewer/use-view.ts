import { useCallback, useState } from 'react';
import { clampView, FIT, type Size, type View } from './viewer-math';

/**
 * The zoom and pan of the item `key`: another item starts fitted, and the view is clamped to
 * the stage on every change and every render (a phone turned sideways re-clamps it).
 */
export function useView(key: string, fitted: Size | null, stage: Size) {
  const [state, setState] = useState({ key, view: FIT });
  const view = clampView(state.key === key ? state.view : FIT, fitted, stage);
  const update = useCallback(
    (change: (view: View) => View) =>
      setState((current) => ({
        key,
        view: clampView(change(current.key === key ? current.view : FIT), fitted, stage),
      })),
    [key, fitted, stage],
  );
  return { view, update };
}
