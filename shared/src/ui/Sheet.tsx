import { startTransition, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FOCUSABLE, useModalDialog } from './useModalDialog';
import './Sheet.css';

export interface SheetProps {
  open: boolean;
  /** The sheet's heading, which also names it. */
  title: ReactNode;
  onClose(): void;
  children?: ReactNode;
  /** Stays in view under the scrolling body (a form's main button). */
  footer?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
  className?: string;
}

/** The controls Tab can reach inside `root`, in document order (hidden ones left out). */
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[hidden], [inert]') && el.getClientRects().length > 0,
  );
}

/** True from the task after the first frame painted open: a frame's callback runs before its paint. */
function useBodyAfterPaint(open: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!open) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      setPainted(false);
    };
  }, [open]);
  return open && painted;
}

/**
 * A full-height sheet, as phone apps open their filters: the whole screen on a phone, a panel along
 * the right edge on a wider one. It is the browser's modal `<dialog>`, so the page behind is inert and
 * does not scroll; Tab and Shift+Tab go round its own controls; Escape (or a phone's back gesture) and
 * its close button call `onClose`; its body scrolls between a fixed header and footer. Focus goes to
 * its close button on open and back where it was on close. Its body mounts once the opened sheet has
 * been painted, in a render React may interrupt: a tap that opens a long form answers in the next frame.
 */
export function Sheet({ open, title, onClose, children, footer, closeLabel = 'Close', className }: SheetProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useModalDialog(open, dialogRef, onClose, () => closeRef.current);
  const bodyShown = useBodyAfterPaint(open);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    // A native modal dialog lets Tab leave for the browser's own controls; the sheet keeps it inside.
    const controls = focusables(event.currentTarget);
    const first = controls[0];
    const last = controls.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      className={['ui-sheet', className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      <div className="ui-sheet__header">
        <h2 id={titleId} className="ui-sheet__title">
          {title}
        </h2>
        <button ref={closeRef} type="button" className="ui-sheet__close" aria-label={closeLabel} onClick={onClose}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="ui-sheet__body">{bodyShown ? children : null}</div>
      {footer ? <div className="ui-sheet__footer">{footer}</div> : null}
    </dialog>,
    document.body,
  );
}
