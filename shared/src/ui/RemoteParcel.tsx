import { useEffect, useRef, useState } from 'react';
import { loadRemoteParcel, type ParcelConfig } from '../parcel';

export interface RemoteParcelProps {
  /** Registry name of the remote, e.g. 'mfe-transactions'. */
  remote: string;
  /** Exposed module, e.g. './MessagesPage'. */
  module: string;
  props?: Record<string, unknown>;
  className?: string;
}

/**
 * Another remote's parcel placed inside this one, through the shell's loader. A parcel that cannot be
 * loaded shows the platform's "unavailable - Retry" box in its own area; the page around it keeps working.
 */
export function RemoteParcel({ remote, module, props, className }: RemoteParcelProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const mounted = useRef<{ config: ParcelConfig; domElement: HTMLElement } | null>(null);
  const latestProps = useRef(props);
  const [status, setStatus] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    latestProps.current = props;
    const current = mounted.current;
    if (current) void current.config.update({ ...props, domElement: current.domElement });
  }, [props]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    // The parcel gets its own element, so React never reconciles what the parcel renders.
    const domElement = document.createElement('div');
    host.appendChild(domElement);
    let cancelled = false;
    // A crash after mounting leaves the parcel empty: the box takes its place, as in the shell's slots.
    const onRenderFailure = (error: Error) => {
      console.warn(`[remotes] ${remote}/${module} crashed:`, error);
      if (!cancelled) setStatus('unavailable');
    };
    setStatus('loading');
    void (async () => {
      try {
        const config = await loadRemoteParcel(remote, module);
        if (cancelled) return;
        await config.bootstrap({ ...latestProps.current, domElement, onRenderFailure });
        await config.mount({ ...latestProps.current, domElement, onRenderFailure });
        if (cancelled) {
          await config.unmount({ domElement });
          return;
        }
        mounted.current = { config, domElement };
        setStatus('ready');
      } catch (error) {
        console.warn(`[remotes] ${remote}/${module}:`, error);
        if (!cancelled) setStatus('unavailable');
      }
    })();
    return () => {
      cancelled = true;
      const current = mounted.current;
      mounted.current = null;
      if (current) void current.config.unmount({ domElement: current.domElement }).finally(() => domElement.remove());
      else domElement.remove();
    };
  }, [remote, module, attempt]);

  return (
    <div className={className} aria-busy={status === 'loading'}>
      {status === 'unavailable' && (
        <div role="alert">
          <p>This part is unavailable</p>
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>
            Retry
          </button>
        </div>
      )}
      <div ref={hostRef} />
    </div>
  );
}
