import { useEffect, useState, type RefObject } from 'react';

/** Whether a mouse pointer is over the element or focus is inside it: the rotation pauses then. */
export function usePauseOnAttention(root: RefObject<HTMLElement | null>) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  // Listened to, not handled: hover and focus only pause the rotation.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const enter = (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(true);
    const leave = (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget)))
        setFocused(false);
    };
    element.addEventListener('pointerenter', enter);
    element.addEventListener('pointerleave', leave);
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    return () => {
      element.removeEventListener('pointerenter', enter);
      element.removeEventListener('pointerleave', leave);
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
    };
  }, [root]);

  return hovered || focused;
}
