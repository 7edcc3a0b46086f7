import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]';

/** The sheet's controls a visitor can reach now (laid out, so not in a hidden part). */
function focusables(sheet: HTMLElement) {
  return [...sheet.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.offsetParent !== null,
  );
}

/**
 * A menu opened over the page as a sheet: focus moves into it and stays there (Tab wraps), Escape
 * closes it and gives focus back to the button that opened it, and the page under it does not
 * scroll. Closing on a tap outside is the backdrop's own click.
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
    focusables(panel)[0]?.focus();
    const root = document.documentElement;
    root.classList.add('has-sheet');
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        opener.current?.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      root.classList.remove('has-sheet');
    };
  }, [open, sheet, opener, onClose]);
}
