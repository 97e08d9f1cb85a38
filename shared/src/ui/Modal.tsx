import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FOCUSABLE, useModalDialog } from './useModalDialog';
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

/**
 * An accessible dialog on the browser's own modal `<dialog>`: the rest of the page is inert (for the
 * keyboard and for screen readers) and does not scroll while it is open. Labelled by its title;
 * Escape, the close button and a click on the backdrop close it; focus moves into it on open (the
 * body's first field, else the dialog) and goes back where it was on close.
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  useModalDialog(open, dialogRef, onClose, () => bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE));

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    // Stop here so a dialog opened over another closes alone, and the browser closes nothing itself.
    event.stopPropagation();
    event.preventDefault();
    onClose();
  };

  return createPortal(
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={['ui-modal', `ui-modal--${size}`, className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
      onMouseDown={(event) => {
        // The dialog has no padding of its own: a press on the element itself is on its backdrop.
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
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
    </dialog>,
    document.body,
  );
}
