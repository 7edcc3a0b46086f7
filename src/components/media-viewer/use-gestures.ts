import { useRef, useState, type PointerEvent } from 'react';
import { DOUBLE_TAP_SCALE, FIT, isZoomed, zoomAt, type Point, type View } from './viewer-math';

type Gesture =
  | { kind: 'drag'; start: Point; time: number; moved: boolean; zoomed: boolean }
  | { kind: 'pinch'; distance: number; middle: Point; view: View };

interface GestureOptions {
  stage: HTMLElement | null;
  view: View;
  update: (change: (view: View) => View) => void;
  /** Called with +1 (next) or -1 (previous) when the fitted image is swiped sideways. */
  onSwipe: (direction: 1 | -1) => void;
  canSwipe: (direction: 1 | -1) => boolean;
}

/** A finger or the mouse moving less than this is a tap, not a drag. */
const TAP_SLOP = 8;
const DOUBLE_TAP_MS = 350;
const SWIPE_DISTANCE = 60;

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** A client point measured from the element's centre. */
export function fromCentre(element: HTMLElement | null, client: Point): Point {
  const box = element?.getBoundingClientRect();
  if (!box) return { x: 0, y: 0 };
  return { x: client.x - box.left - box.width / 2, y: client.y - box.top - box.height / 2 };
}

/**
 * Pointer gestures on the stage: pinch zooms around the fingers, drag pans a zoomed image, double tap toggles fitted and DOUBLE_TAP_SCALE at the tap,
 * and a sideways swipe of the fitted image goes to the neighbour (the image follows the finger).
 */
export function useGestures({ stage, view, update, onSwipe, canSwipe }: GestureOptions) {
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<{ time: number; at: Point } | null>(null);
  const [dragging, setDragging] = useState(false);
  const [swipeX, setSwipeX] = useState(0);

  const local = (client: Point) => fromCentre(stage, client);

  const pinchState = (): { distance: number; middle: Point } | null => {
    const [a, b] = [...pointers.current.values()];
    if (!a || !b) return null;
    return { distance: distance(a, b), middle: local({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }) };
  };

  const startDrag = (at: Point, time: number, moved: boolean) => {
    gesture.current = { kind: 'drag', start: at, time, moved, zoomed: isZoomed(view) };
  };

  const onTap = (at: Point, time: number) => {
    const last = lastTap.current;
    if (last && time - last.time < DOUBLE_TAP_MS && distance(last.at, at) < 40) {
      lastTap.current = null;
      update((current) => (isZoomed(current) ? FIT : zoomAt(current, DOUBLE_TAP_SCALE, at)));
    } else {
      lastTap.current = { time, at };
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    setDragging(true);
    if (pointers.current.size === 1) {
      startDrag({ x: event.clientX, y: event.clientY }, event.timeStamp, false);
    } else {
      const pinch = pinchState();
      if (pinch) gesture.current = { kind: 'pinch', ...pinch, view };
      setSwipeX(0);
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const previous = pointers.current.get(event.pointerId);
    const current = gesture.current;
    if (!previous || !current) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    if (current.kind === 'pinch') {
      const pinch = pinchState();
      if (!pinch) return;
      const start = current.view;
      const scale = (start.scale * pinch.distance) / (current.distance || 1);
      // The image point that was under the fingers' midpoint follows the midpoint.
      const ratio = scale / start.scale;
      update(() => ({
        scale,
        x: pinch.middle.x - (current.middle.x - start.x) * ratio,
        y: pinch.middle.y - (current.middle.y - start.y) * ratio,
      }));
      return;
    }
    const dx = point.x - current.start.x;
    if (!current.moved && distance(point, current.start) > TAP_SLOP) current.moved = true;
    if (current.zoomed) {
      update((v) => ({ ...v, x: v.x + point.x - previous.x, y: v.y + point.y - previous.y }));
    } else if (current.moved) {
      // At the first or last item the image resists, so the visitor sees there is nothing more.
      setSwipeX(canSwipe(dx < 0 ? 1 : -1) ? dx : dx / 4);
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const current = gesture.current;
    const remaining = [...pointers.current.values()][0];
    if (current?.kind === 'pinch') {
      // The finger left on the glass goes on panning, without jumping.
      if (remaining) startDrag(remaining, event.timeStamp, true);
      else gesture.current = null;
    } else if (current && !remaining) {
      const dx = event.clientX - current.start.x;
      const dy = event.clientY - current.start.y;
      const direction = dx < 0 ? 1 : -1;
      if (!current.moved && event.type === 'pointerup') {
        onTap(local({ x: event.clientX, y: event.clientY }), event.timeStamp);
      } else if (
        !current.zoomed &&
        Math.abs(dx) > SWIPE_DISTANCE &&
        Math.abs(dx) > Math.abs(dy) * 1.5 &&
        canSwipe(direction)
      ) {
        onSwipe(direction);
      }
      gesture.current = null;
    }
    if (!remaining) {
      setDragging(false);
      setSwipeX(0);
    }
  };

  const handlers = {
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onPointerCancel: onPointerUp,
  };
  return { handlers, dragging, swipeX };
}
