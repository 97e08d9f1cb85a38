import { useEffect } from 'react';
import { confirm, navigate } from '@marketplace/shared';
import { LEAVE_LABEL, LEAVE_MESSAGE, LEAVE_TITLE, inAppDestination } from './rules';

/**
 * While `dirty`, leaving the form asks first: a link anywhere on the page (the shell's menu included) opens the
 * product's confirmation dialog, and closing or reloading the tab the browser's own prompt.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }): null {
  useEffect(() => {
    if (!dirty) return;
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const to = inAppDestination(
        {
          href: anchor.href,
          target: anchor.getAttribute('target'),
          download: anchor.hasAttribute('download'),
          button: event.button,
          modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
        },
        window.location,
      );
      if (to === null) return;
      // Captured at the document, before the shell's router or a parcel's own link handler sees it.
      event.preventDefault();
      event.stopPropagation();
      void confirm({ title: LEAVE_TITLE, message: LEAVE_MESSAGE, confirmLabel: LEAVE_LABEL }).then((leave) => {
        if (leave) navigate(to);
      });
    };
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [dirty]);
  return null;
}
