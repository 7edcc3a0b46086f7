import type { Ref } from 'react';
import './viewer-controls.css';

const ICONS = {
  close: 'M6 6l12 12M18 6L6 18',
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  zoomIn: 'M12 5v14M5 12h14',
  zoomOut: 'M5 12h14',
  fit: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  info: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 11v6M12 7.5v.01',
} as const;

export type IconName = keyof typeof ICONS;

interface ViewerButtonProps {
  icon: IconName;
  label: string;
  onClick: () => void;
  /**
   * Announced and dimmed but still focusable: a button that turns disabled under the visitor's
   * focus (the last "next", "zoom out" at fit) would otherwise drop focus out of the viewer.
   */
  disabled?: boolean;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
  expanded?: boolean;
  controls?: string;
}

/** A round icon button of the viewer, 44 px or more, named by visually hidden text. */
export function ViewerButton({
  icon,
  label,
  onClick,
  disabled = false,
  className,
  ref,
  expanded,
  controls,
}: ViewerButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={className ? `viewer__button ${className}` : 'viewer__button'}
      aria-disabled={disabled || undefined}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={disabled ? undefined : onClick}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d={ICONS[icon]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
