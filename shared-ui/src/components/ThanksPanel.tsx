import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './Button';

/**
 * What a dialog shows once its request is sent: the thanks, said as a status, and a Close button. It replaces the
 * dialog's form (and the button that was pressed), so the focus moves to its Close as it appears.
 */
export function ThanksPanel({
  className,
  onClose,
  children,
}: {
  /** The dialog's own frame (its spacing). */
  className?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeButton.current?.focus();
  }, []);
  return (
    <div className={className}>
      <p role="status">{children}</p>
      <Button ref={closeButton} onClick={onClose}>
        Close
      </Button>
    </div>
  );
}
