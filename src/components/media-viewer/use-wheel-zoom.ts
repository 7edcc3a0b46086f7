import { useEffect, useEffectEvent } from 'react';
import { fromCentre } from './use-gestures';
import { zoomAt, type View } from './viewer-math';

/** The mouse wheel (and a trackpad pinch) zooms around the cursor. */
export function useWheelZoom(
  stage: HTMLElement | null,
  update: (change: (view: View) => View) => void,
) {
  const onWheel = useEffectEvent((event: WheelEvent) => {
    event.preventDefault();
    const pixels = event.deltaY * (event.deltaMode === 1 ? 16 : 1);
    // A trackpad pinch arrives as a wheel with ctrlKey and small deltas.
    const factor = Math.exp(-pixels * (event.ctrlKey ? 0.01 : 0.002));
    const at = fromCentre(stage, { x: event.clientX, y: event.clientY });
    update((current) => zoomAt(current, current.scale * factor, at));
  });
  // React listens to wheel passively; only a listener of our own can keep the page from scrolling.
  useEffect(() => {
    if (!stage) return;
    const listener = (event: WheelEvent) => onWheel(event);
    stage.addEventListener('wheel', listener, { passive: false });
    return () => stage.removeEventListener('wheel', listener);
  }, [stage]);
}
