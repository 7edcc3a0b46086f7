import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/*
 * The controls of a back-office list row. Each says which row it acts on to screen readers
 * ("Editar" reads "Editar Museo Nacional de Bellas Artes"), since every row has the same ones.
 * A row shows one primary action and, at most, a state toggle; the rest sit in its RowMenu.
 */

/** The row's picture, small; an empty box of the same size when there is none. */
export function RowThumb({ image }: { image: { url: string } | null | undefined }) {
  if (!image) return <span className="admin-row__thumb" aria-hidden="true" />;
  return (
    <img
      className="admin-row__thumb"
      src={image.url}
      alt=""
      width={96}
      height={72}
      loading="lazy"
    />
  );
}

export function RowLink({
  to,
  label,
  name,
  primary = false,
}: {
  to: string;
  label: string;
  name: string;
  primary?: boolean;
}) {
  return (
    <Link className={primary ? 'button button--primary' : 'button'} to={to}>
      {label}
      <span className="visually-hidden"> {name}</span>
    </Link>
  );
}

export type RowMenuItem = { key: string; label: string; danger?: boolean } & (
  { to: string } | { onSelect: () => void; disabled?: boolean }
);

/**
 * "Más ▾": a row's secondary actions in a menu (the WAI-ARIA menu button pattern). The button
 * says whether it is open; opening focuses the first action (the last with ArrowUp); arrows,
 * Home and End move between actions; Escape closes and returns focus to the button; Tab or a
 * click elsewhere closes it. After an action, focus is back on the button, so a dialog the
 * action opens returns focus there too.
 */
export function RowMenu({
  name,
  items,
  disabled = false,
}: {
  name: string;
  items: RowMenuItem[];
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [upward, setUpward] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');

  const actions = () => [
    ...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
  ];

  useLayoutEffect(() => {
    if (!open) return;
    // Upward when the page has no room below the button for the whole menu, but has above.
    const box = button.current?.getBoundingClientRect();
    const height = menu.current?.offsetHeight ?? 0;
    if (box) setUpward(window.innerHeight - box.bottom < height + 8 && box.top > height + 8);
    const list = actions();
    (focusOnOpen.current === 'last' ? list.at(-1) : list[0])?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  function openWith(focus: 'first' | 'last') {
    focusOnOpen.current = focus;
    setOpen(true);
  }

  function onMenuKey(event: KeyboardEvent<HTMLDivElement>) {
    const list = actions();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      // Focus goes on from the button: the browser's Tab then moves past the menu.
      close();
    }
  }

  return (
    <div className="row-menu" ref={root}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className="button row-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('cpanel.rowMenu.label', { name })}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : openWith('first'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openWith(event.key === 'ArrowUp' ? 'last' : 'first');
          }
        }}
      >
        {t('cpanel.rowMenu.more')}
        <span className="row-menu__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-labelledby={buttonId}
          className={upward ? 'row-menu__list row-menu__list--up' : 'row-menu__list'}
          onKeyDown={onMenuKey}
        >
          {items.map((item) => {
            const className = item.danger
              ? 'row-menu__item row-menu__item--danger'
              : 'row-menu__item';
            return 'to' in item ? (
              <Link
                key={item.key}
                role="menuitem"
                tabIndex={-1}
                className={className}
                to={item.to}
                onClick={() => setOpen(false)}
              >
                {item.label}
              </Link>
            ) : (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={className}
                aria-disabled={item.disabled ?? undefined}
                onClick={() => {
                  if (item.disabled) return;
                  close();
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
