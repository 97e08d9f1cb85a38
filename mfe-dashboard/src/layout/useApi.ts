import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { http, isHttpError } from '@marketplace/shared';
import type { StartedRequest } from '@marketplace/shared';

export interface ApiState<T> {
  data: T | null;
  /** The path `data` answers: until a changed path's answer arrives, `data` is still the previous path's. */
  dataPath: string | null;
  error: string | null;
  loading: boolean;
  reload(): void;
}

/**
 * A GET of the dashboard's API, read again when the path changes or `reload` is called. `started` is the
 * shell's request sent at boot, taken for its path on the first read only.
 */
export function useApi<T>(path: string | null, started?: StartedRequest): ApiState<T> {
  const [answer, setAnswer] = useState<{ path: string; data: T } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(path !== null);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const early = useRef(started);

  useEffect(() => {
    if (path === null) return;
    let current = true;
    setLoading(true);
    const asked = early.current?.path === path ? (early.current.answer as Promise<T>) : null;
    early.current = undefined;
    (asked ?? http.get<T>(path)).then(
      (data) => {
        if (!current) return;
        // A page of figures or rows is rendered in slices the browser can paint and answer input between.
        startTransition(() => {
          setAnswer({ path, data });
          setError(null);
          setLoading(false);
        });
      },
      (e: unknown) => {
        if (!current) return;
        setError(isHttpError(e) ? e.data.message || 'Could not load this page.' : 'Could not load this page.');
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [path, round]);

  return { data: answer?.data ?? null, dataPath: answer?.path ?? null, error, loading, reload };
}
