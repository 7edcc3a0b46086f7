import { useRef, useState, type PointerEvent, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';

const MIN = 1;
const MAX = 4;
const clamp = (value: number) => Math.min(MAX, Math.max(MIN, value));

interface View {
  scale: number;
  x: number;
  y: number;
}

/** An image that zooms with buttons, the mouse wheel and a two-finger pinch, and pans by dragging. */
export function ZoomableImage({ src, alt }: { src: string; alt: string }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);

  const zoomTo = (scale: number) =>
    setView((current) => {
      const next = clamp(scale);
      return next === 1 ? { scale: 1, x: 0, y: 0 } : { ...current, scale: next };
    });

  const onWheel = (event: WheelEvent) => {
    zoomTo(view.scale * (event.deltaY < 0 ? 1.2 : 1 / 1.2));
  };

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const onPointerDown = (event: PointerEvent) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: distance(), scale: view.scale };
  };

  const onPointerMove = (event: PointerEvent) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pinch.current && pointers.current.size === 2) {
      const start = pinch.current;
      zoomTo((start.scale * distance()) / (start.distance || 1));
    } else if (pointers.current.size === 1 && view.scale > 1) {
      setView((current) => ({
        ...current,
        x: current.x + event.clientX - previous.x,
        y: current.y + event.clientY - previous.y,
      }));
    }
  };

  const onPointerUp = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  return (
    <div className="zoom">
      <div
        className="zoom__viewport"
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <img
          src={src}
          alt={alt}
          draggable={false}
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        />
      </div>
      <div className="zoom__controls" role="group" aria-label={t('zoom.controls')}>
        <button type="button" onClick={() => zoomTo(view.scale / 1.5)} disabled={view.scale <= MIN}>
          <span aria-hidden="true">−</span>
          <span className="visually-hidden">{t('zoom.out')}</span>
        </button>
        <output aria-live="polite" className="zoom__level">
          {Math.round(view.scale * 100)}%
        </output>
        <button type="button" onClick={() => zoomTo(view.scale * 1.5)} disabled={view.scale >= MAX}>
          <span aria-hidden="true">+</span>
          <span className="visually-hidden">{t('zoom.in')}</span>
        </button>
        <button type="button" onClick={() => zoomTo(1)} disabled={view.scale === 1}>
          {t('zoom.reset')}
        </button>
      </div>
    </div>
  );
}
