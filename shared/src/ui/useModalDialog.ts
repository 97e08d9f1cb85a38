import { useEffect, useEffectEvent, type RefObject } from 'react';
import { lockPageScroll } from './scrollLock';

/** What Tab can reach. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Shows `dialog` as the browser's modal dialog while `open`: the rest of the page inert and not
 * scrolling, the focus on what `focusFirst` gives, then back where it was on close. The browser's own
 * close requests (Escape, a phone's back gesture) go to `onClose`, which decides.
 */
export function useModalDialog(
  open: boolean,
  dialogRef: RefObject<HTMLDialogElement | null>,
  onClose: () => void,
  focusFirst: () => HTMLElement | null | undefined,
): void {
  // The latest callbacks, while the effect runs once per opening, not once per render of the parent.
  const requestClose = useEffectEvent(() => onClose());
  const firstFocus = useEffectEvent(() => focusFirst());
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlockScroll = lockPageScroll();
    dialog.showModal();
    (firstFocus() ?? dialog).focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      unlockScroll();
      if (previous?.isConnected) previous.focus();
    };
  }, [open, dialogRef]);
}
