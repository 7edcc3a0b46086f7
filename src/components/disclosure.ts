/**
 * The attributes of a button that shows and hides a panel (the ARIA disclosure pattern): it says
 * whether the panel is open and which one it controls, and toggles it.
 */
export const disclosureButton = (open: boolean, controls: string, toggle: () => void) =>
  ({
    type: 'button',
    'aria-expanded': open,
    'aria-controls': controls,
    onClick: toggle,
  }) as const;
