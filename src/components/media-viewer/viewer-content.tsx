import { useId, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewerItem } from './viewer-item';
import { useElementSize } from './use-element-size';
import { useGestures } from './use-gestures';
import { useLargeSource } from './use-large-source';
import { usePreload } from './use-preload';
import { useView } from './use-view';
import { useViewerKeys } from './use-viewer-keys';
import { useWheelZoom } from './use-wheel-zoom';
import { ViewerButton } from './viewer-controls';
import { fitSize, FIT, isZoomed, MAX_SCALE, MAX_UPSCALE, zoomAt, ZOOM_STEP } from './viewer-math';
import type { Size } from './viewer-math';
import { ViewerStage } from './viewer-stage';

interface ViewerContentProps {
  item: ViewerItem;
  index: number;
  count: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  dialogRef: RefObject<HTMLDialogElement | null>;
  closeRef: RefObject<HTMLButtonElement | null>;
  titleId: string;
  /** The previous and next items, fetched ahead. */
  neighbours: [ViewerItem | undefined, ViewerItem | undefined];
}

/** The open viewer's bar, stage, controls and caption: direct children of the dialog's grid. */
export function ViewerContent(props: ViewerContentProps) {
  const { item, index, count, onIndexChange, onClose, dialogRef, closeRef, titleId } = props;
  usePreload(props.neighbours[0]);
  usePreload(props.neighbours[1]);
  const { t } = useTranslation();
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const stageSize = useElementSize(stage);
  // What each file turned out to be: its shape once loaded, or null when it failed.
  const [files, setFiles] = useState<ReadonlyMap<string, Size | null>>(new Map());
  const loaded = files.has(item.key) ? files.get(item.key) !== null : null;
  const natural =
    item.width && item.height ? { width: item.width, height: item.height } : files.get(item.key);
  const fitted =
    natural && fitSize(stageSize, natural, item.width ? item.width * MAX_UPSCALE : Infinity);
  const { view, update } = useView(item.key, fitted ?? null, stageSize);
  const zoomed = isZoomed(view);
  const large = useLargeSource(item, zoomed);
  const [infoShown, setInfoShown] = useState(true);
  const infoId = useId();

  const has = (direction: 1 | -1) => index + direction >= 0 && index + direction < count;
  const go = (direction: 1 | -1) => {
    if (has(direction)) onIndexChange(index + direction);
  };
  const zoomBy = (factor: number) => update((current) => zoomAt(current, current.scale * factor));
  const reset = () => update(() => FIT);
  const gestures = useGestures({ stage, view, update, onSwipe: go, canSwipe: has });
  useWheelZoom(stage, update);
  useViewerKeys(dialogRef, { zoomBy, reset, go });

  return (
    <>
      <div className="viewer__bar">
        {/* Read out when the visitor moves to another item. */}
        <div className="viewer__heading" aria-live="polite">
          <h2 id={titleId} className="viewer__title">
            {item.title}
          </h2>
          {count > 1 && (
            <p className="viewer__counter">
              {t('viewer.counter', { current: index + 1, total: count })}
            </p>
          )}
        </div>
        {item.caption && (
          <ViewerButton
            icon="info"
            className={infoShown ? 'is-pressed' : undefined}
            label={t(infoShown ? 'viewer.hideInfo' : 'viewer.showInfo')}
            expanded={infoShown}
            controls={infoId}
            onClick={() => setInfoShown((shown) => !shown)}
          />
        )}
        <ViewerButton ref={closeRef} icon="close" label={t('viewer.close')} onClick={onClose} />
      </div>
      <ViewerStage
        {...{ item, view, fitted: fitted ?? null, large, loaded }}
        {...{ dragging: gestures.dragging, swipeX: gestures.swipeX, handlers: gestures.handlers }}
        stageRef={setStage}
        onLoaded={(key, size) => setFiles((known) => new Map(known).set(key, size))}
      />
      {count > 1 && (
        <ViewerButton
          icon="previous"
          className="viewer__previous"
          label={t('viewer.previous')}
          disabled={!has(-1)}
          onClick={() => go(-1)}
        />
      )}
      <div className="viewer__tools" role="group" aria-label={t('viewer.zoomControls')}>
        <ViewerButton
          icon="zoomOut"
          label={t('viewer.zoomOut')}
          disabled={!zoomed}
          onClick={() => zoomBy(1 / ZOOM_STEP)}
        />
        <output className="viewer__level" aria-label={t('viewer.zoomLevel')}>
          {Math.round(view.scale * 100)}%
        </output>
        <ViewerButton
          icon="zoomIn"
          label={t('viewer.zoomIn')}
          disabled={view.scale >= MAX_SCALE}
          onClick={() => zoomBy(ZOOM_STEP)}
        />
        <ViewerButton icon="fit" label={t('viewer.reset')} disabled={!zoomed} onClick={reset} />
      </div>
      {count > 1 && (
        <ViewerButton
          icon="next"
          className="viewer__next"
          label={t('viewer.next')}
          disabled={!has(1)}
          onClick={() => go(1)}
        />
      )}
      {item.caption && infoShown && (
        // Focusable so that a long caption can be scrolled from the keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <section id={infoId} className="viewer__info" aria-label={t('viewer.info')} tabIndex={0}>
          {item.caption}
        </section>
      )}
    </>
  );
}
