import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from './use-modal-dialog';
import { ViewerContent } from './viewer-content';
import type { ViewerItem } from './viewer-item';
import './media-viewer.css';

interface MediaViewerProps {
  items: ViewerItem[];
  /** The item shown; null keeps the viewer closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * A full-screen modal viewer for images: fitted to the screen, zoom (pinch, double tap,
 * wheel, keys, buttons), pan, previous/next (swipe, arrows, buttons) and a caption panel
 * that never covers the image.
 */
export function MediaViewer({ items, index, onIndexChange, onClose }: MediaViewerProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const item = index === null ? undefined : items[index];
  useModalDialog(dialogRef, item !== undefined, closeRef);
  const titleId = useId();
  const hintId = useId();
  return (
    <dialog
      ref={dialogRef}
      className="viewer"
      aria-labelledby={item ? titleId : undefined}
      aria-describedby={hintId}
      // Only a close the page did not ask for (our own close() on index null fires it too).
      onClose={item ? onClose : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {item && index !== null && (
        <ViewerContent
          {...{ item, index, onIndexChange, onClose, dialogRef, closeRef, titleId }}
          count={items.length}
          neighbours={[items[index - 1], items[index + 1]]}
        />
      )}
      <p id={hintId} className="visually-hidden">
        {t('viewer.instructions')}
      </p>
    </dialog>
  );
}
