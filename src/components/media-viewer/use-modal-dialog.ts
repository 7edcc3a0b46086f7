import { useEffect, type RefObject } from 'react';

/**
 * Opens the <dialog> as a modal while `open` (the browser moves focus in, traps it and
 * closes on Escape), focuses `initialFocus` and, on closing, gives focus back to the opener.
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  open: boolean,
  initialFocus: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open || dialog.open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    initialFocus.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [dialogRef, open, initialFocus]);
}
