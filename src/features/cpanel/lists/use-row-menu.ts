import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * The behaviour of a row's menu (the WAI-ARIA menu button pattern): opening focuses the first
 * action (the last with ArrowUp); arrows, Home and End move between actions; Escape closes and
 * returns focus to the button; Tab or a click elsewhere closes it. It opens upward when the
 * page has no room below.
 */
export function useRowMenu() {
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

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowUp' ? 'last' : 'first');
    }
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

  const toggle = () => (open ? setOpen(false) : openWith('first'));
  return {
    open,
    upward,
    ids: { button: buttonId, menu: menuId },
    rootRef: root,
    buttonRef: button,
    menuRef: menu,
    setOpen,
    close,
    toggle,
    onButtonKey,
    onMenuKey,
  };
}
