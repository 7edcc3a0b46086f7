import { useEffect, useEffectEvent, type RefObject } from 'react';
import { ZOOM_STEP } from './viewer-math';

interface ViewerActions {
  zoomBy: (factor: number) => void;
  reset: () => void;
  go: (direction: 1 | -1) => void;
}

/** + or = zooms in, - zooms out, 0 fits, ← and → go to the previous and next item. */
export function useViewerKeys(
  dialogRef: RefObject<HTMLDialogElement | null>,
  { zoomBy, reset, go }: ViewerActions,
) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    // The browser's own zoom (Ctrl and +) and shortcuts stay the browser's.
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) {
      return;
    }
    const actions: Record<string, (() => void) | undefined> = {
      '+': () => zoomBy(ZOOM_STEP),
      '=': () => zoomBy(ZOOM_STEP),
      '-': () => zoomBy(1 / ZOOM_STEP),
      '0': reset,
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  });
  // A listener on the dialog itself: jsx-a11y wants no key handlers on a non-widget element.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    dialog.addEventListener('keydown', listener);
    return () => dialog.removeEventListener('keydown', listener);
  }, [dialogRef]);
}
