import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx';
import { CloseIcon } from './icons';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'md' | 'lg';
  /** While true, Escape, the backdrop and the close button do not close the dialog (a save is running). */
  busy?: boolean;
  className?: string;
  /** Label of the close button (assistive technology). */
  closeLabel?: string;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.tabIndex >= 0,
  );
}

/**
 * A modal dialog: labelled by its title, `aria-modal`, focus kept inside while open and given back to the
 * element that opened it. Escape and a click on the backdrop close it, except while `busy`.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'md',
  busy = false,
  className,
  closeLabel = 'Close',
}: ModalProps) {
  const titleId = `ui-modal-${useId().replace(/:/g, '')}`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const state = useRef({ onClose, busy });
  state.current = { onClose, busy };

  // Focus in on open, back to the opener on close; page scroll locked meanwhile.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    if (dialog) {
      const preferred =
        dialog.querySelector<HTMLElement>('[data-autofocus]') ??
        focusableIn(dialog).find((el) => el.matches('input, select, textarea')) ??
        focusableIn(dialog).find((el) => !el.classList.contains('ui-modal__close')) ??
        dialog;
      preferred.focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !state.current.busy) {
        event.stopPropagation();
        state.current.onClose();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      if (opener && typeof opener.focus === 'function' && document.contains(opener)) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableIn(dialogRef.current);
    if (items.length === 0) {
      event.preventDefault();
      dialogRef.current.focus();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && !busy) onClose();
  };

  return createPortal(
    <div className="ui-modal-backdrop" onMouseDown={onBackdrop} data-testid="modal-backdrop">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx('ui-modal', `ui-modal--${size}`, className)}
        onKeyDown={trapTab}
      >
        <div className="ui-modal__header">
          <h2 id={titleId} className="ui-modal__title">
            {title}
          </h2>
          <button type="button" className="ui-modal__close" aria-label={closeLabel} onClick={onClose} disabled={busy}>
            <CloseIcon />
          </button>
        </div>
        {children !== undefined && children !== null ? <div className="ui-modal__body">{children}</div> : null}
        {footer ? <div className="ui-modal__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
