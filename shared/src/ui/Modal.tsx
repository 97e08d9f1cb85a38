import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './ui.css';

export interface ModalProps {
  /** Defaults to true: a parcel that is mounted only while its modal is open can leave it out. */
  open?: boolean;
  title: ReactNode;
  onClose(): void;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Clicking outside the dialog closes it (default true). */
  closeOnBackdrop?: boolean;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * An accessible dialog: labelled by its title, Escape and the close button close it, focus moves into
 * it on open (the body's first field, else the dialog) and goes back where it was on close.
 */
export function Modal({
  open = true,
  title,
  onClose,
  children,
  footer,
  size = 'md',
  closeLabel = 'Close',
  closeOnBackdrop = true,
  className,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = bodyRef.current ? focusables(bodyRef.current)[0] : undefined;
    (first ?? dialogRef.current)?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Stop here so a dialog opened over another closes alone.
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === 'Tab' && dialogRef.current) {
      // Keep keyboard focus inside the dialog.
      const items = focusables(dialogRef.current);
      if (items.length === 0) return;
      const [firstItem, lastItem] = [items[0], items[items.length - 1]];
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    }
  };

  return createPortal(
    <div
      className="ui-modal-backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={['ui-modal', `ui-modal--${size}`, className].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        <div className="ui-modal__header">
          <h2 id={titleId} className="ui-modal__title">
            {title}
          </h2>
          <button type="button" className="ui-modal__close" aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        </div>
        <div ref={bodyRef} className="ui-modal__body">
          {children}
        </div>
        {footer ? <div className="ui-modal__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
