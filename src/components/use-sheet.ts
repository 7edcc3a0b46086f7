import { useEffect, type RefObject } from 'react';

/**
 * A menu opened over the page as a sheet: focus moves into it and stays there (Tab wraps), Escape
 * closes it and gives focus back to the button that opened it, and the page under it does not
 * scroll (sheet-keys.ts, loaded when it first opens: the header is on every first screen).
 * Closing on a tap outside is the backdrop's own click.
 */
export function useSheet({
  open,
  sheet,
  opener,
  onClose,
}: {
  open: boolean;
  sheet: RefObject<HTMLElement | null>;
  opener: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  useEffect(() => {
    const panel = sheet.current;
    if (!open || !panel) return;
    let release: (() => void) | null = null;
    let live = true;
    void import('./sheet-keys').then(({ holdSheet }) => {
      if (live) release = holdSheet(panel, { opener: opener.current, onClose });
    });
    return () => {
      live = false;
      release?.();
    };
  }, [open, sheet, opener, onClose]);
}
