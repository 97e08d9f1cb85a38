import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { confirm, hasUnsavedWork } from '@marketplace/shared';

/** The words of the prompt shown before leaving a page with unsaved work. */
export const LEAVE_TITLE = 'Leave this page?';
export const LEAVE_MESSAGE = 'You have unsaved changes. If you leave now, they will be lost.';
export const LEAVE_LABEL = 'Leave';

/**
 * While a page reports unsaved work (`guardUnsavedWork`), every move of the router to another page asks first
 * through the product's dialog: links, the menu, `navigate` from a parcel, and the browser's Back and Forward.
 * A reload or a closed tab gets the browser's own prompt, the only one a page may show then.
 */
export function UnsavedWorkGuard(): null {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) && hasUnsavedWork(),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({ title: LEAVE_TITLE, message: LEAVE_MESSAGE, confirmLabel: LEAVE_LABEL }).then((leave) => {
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker]);
  useEffect(() => {
    const onUnload = (event: BeforeUnloadEvent) => {
      if (hasUnsavedWork()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, []);
  return null;
}
