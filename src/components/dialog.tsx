import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
  /** Label of a "go back" button under the content (closes too), e.g. "Back to the tour". */
  backLabel?: string;
  /** Keep the content mounted while closed, e.g. a download that goes on in the background. */
  keepMounted?: boolean;
}

/**
 * A modal on the native <dialog>: focus moves in and is trapped by the browser,
 * Escape closes, and focus returns to what opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  className,
  backLabel,
  keepMounted = false,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        opener?.focus();
      };
    }
    return undefined;
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-label={title}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="dialog__bar">
        <h2 className="dialog__title">{title}</h2>
        <button type="button" className="dialog__close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('dialog.close')}</span>
        </button>
      </div>
      {(open || keepMounted) && children}
      {backLabel && (
        <div className="dialog__footer">
          <button type="button" className="button" onClick={onClose}>
            ← {backLabel}
          </button>
        </div>
      )}
    </dialog>
  );
}
