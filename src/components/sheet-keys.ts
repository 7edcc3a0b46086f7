const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]';

/** The sheet's controls a visitor can reach now (laid out, so not in a hidden part). */
function focusables(sheet: HTMLElement) {
  return [...sheet.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.offsetParent !== null,
  );
}

/**
 * Holds focus in an open sheet: moves it in, wraps Tab and Shift+Tab inside, closes on Escape
 * and gives focus back to `opener`; the page under it does not scroll. Returns the release.
 * A chunk of its own: the menu's keyboard handling is fetched when a visitor first opens it.
 */
export function holdSheet(
  panel: HTMLElement,
  { opener, onClose }: { opener: HTMLElement | null; onClose: () => void },
): () => void {
  focusables(panel)[0]?.focus();
  const root = document.documentElement;
  root.classList.add('has-sheet');
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      opener?.focus();
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
}
