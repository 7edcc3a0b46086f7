import type { CSSProperties, PointerEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewerItem } from './viewer-item';
import { isZoomed, type Size, type View } from './viewer-math';
import './viewer-stage.css';

interface ViewerStageProps {
  item: ViewerItem;
  view: View;
  /** The image's box at fit, once the stage and the image's shape are known. */
  fitted: Size | null;
  /** Whether the large file is decoded and shown instead of the display file. */
  large: boolean;
  /** Whether the image's file has arrived (null: not yet, false: it failed). */
  loaded: boolean | null;
  dragging: boolean;
  swipeX: number;
  stageRef: (element: HTMLDivElement | null) => void;
  onLoaded: (key: string, natural: Size | null) => void;
  handlers: Record<
    'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel',
    PointerEventHandler<HTMLElement>
  >;
}

/** The area the image fits in, zooms and pans inside; it takes the pointer gestures. */
export function ViewerStage({
  item,
  view,
  fitted,
  large,
  loaded,
  dragging,
  swipeX,
  stageRef,
  onLoaded,
  handlers,
}: ViewerStageProps) {
  const { t } = useTranslation();
  const move = `translate(-50%, -50%) translate(${view.x + swipeX}px, ${view.y}px) scale(${view.scale})`;
  // Until its shape is known the image fits by CSS alone (max-width/max-height), unstretched.
  const style: CSSProperties = fitted
    ? { width: fitted.width, height: fitted.height, transform: move }
    : { transform: move };
  const classes = ['viewer__stage'];
  if (isZoomed(view)) classes.push('is-zoomed');
  if (dragging) classes.push('is-dragging');
  return (
    <div ref={stageRef} className={classes.join(' ')} {...handlers}>
      {loaded === null && <span className="viewer__spinner" aria-hidden="true" />}
      {loaded === false && <p className="viewer__error">{t('viewer.loadError')}</p>}
      <img
        key={item.key}
        className={`viewer__image${fitted ? '' : ' viewer__image--unsized'}${loaded ? ' is-loaded' : ''}`}
        src={large ? item.largeSrc : item.src}
        srcSet={large ? undefined : item.srcSet}
        sizes={item.srcSet && !large ? '100vw' : undefined}
        alt={item.alt}
        draggable={false}
        style={style}
        onLoad={(event) => {
          const image = event.currentTarget;
          onLoaded(item.key, { width: image.naturalWidth, height: image.naturalHeight });
        }}
        onError={() => onLoaded(item.key, null)}
      />
    </div>
  );
}
