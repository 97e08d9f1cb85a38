import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A message that clears itself after `ms` (notices of 3 or 4 seconds); `after` runs when it clears. The
 * third value clears it at once (a notice's Dismiss).
 */
export function useTimedMessage(ms: number): [string | null, (message: string, after?: () => void) => void, () => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const show = useCallback(
    (next: string, after?: () => void) => {
      if (timer.current) clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => {
        timer.current = null;
        setMessage(null);
        after?.();
      }, ms);
    },
    [ms],
  );
  const dismiss = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setMessage(null);
  }, []);
  return [message, show, dismiss];
}
