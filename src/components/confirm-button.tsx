import { useState, type ComponentProps, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';

type DialogText = Pick<
  ComponentProps<typeof ConfirmDialog>,
  'title' | 'text' | 'warning' | 'confirmLabel' | 'tone' | 'status' | 'cancelLabel'
>;

/**
 * A button that asks first: it opens its confirm dialog, which runs `onConfirm` and closes when
 * that is done, unless it answers `false` (a failure the admin may want to try again from there).
 */
export function ConfirmButton({
  children,
  className = 'button',
  disabled,
  busy,
  dialog,
  onConfirm,
}: {
  children: ReactNode;
  className?: string;
  disabled?: boolean;
  busy: boolean;
  dialog: DialogText;
  onConfirm: () => Promise<boolean | undefined>;
}) {
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    if ((await onConfirm()) !== false) setAsking(false);
  };
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {children}
      </button>
      <ConfirmDialog
        {...dialog}
        open={asking}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
