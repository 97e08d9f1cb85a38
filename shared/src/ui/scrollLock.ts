let locks = 0;
let previousOverflow = '';

/**
 * Stops the page behind a modal from scrolling; the returned function gives it back. Counted, so a
 * dialog opened over another leaves the page locked until the last one closes.
 */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) root.style.overflow = previousOverflow;
  };
}
