import { Component, useEffect, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { RemoteUnavailableError } from './federation';
import { useRemoteLoader } from './loaderContext';
import type { ExposedModule, RemoteName, SlotTarget } from './slots';
import * as styles from './remotes.module.css';

/** A slot as the loader sees it: names and props checked by RemoteSlot's type before they get here. */
interface ParcelHostProps {
  /** Registry name of the remote, e.g. 'mfe-search-map'. */
  remote: string;
  /** Exposed module, e.g. './SearchFilters'. */
  module: string;
  /** Props handed to the parcel; a shallow change calls the parcel's `update`. */
  props?: Record<string, unknown>;
  className?: string;
  /** A part of the chrome (the bell, the bookmarks): loaded after the page's own remote, once the browser is idle. */
  deferred?: boolean;
  /** Shown while the remote loads instead of the shimmer (the page's preview the web origin served). */
  placeholder?: ReactNode;
}

export type RemoteSlotProps<R extends RemoteName, M extends ExposedModule<R>> = SlotTarget<R, M> & {
  className?: string;
  deferred?: boolean;
  placeholder?: ReactNode;
};

type Status = 'loading' | 'ready' | 'unavailable';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/** Equal keys with identical values; plain-object values (route params, queries) compared one level down. */
function sameProps(a: Record<string, unknown>, b: Record<string, unknown>, nested = true): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((k) => Object.is(a[k], b[k]) || (nested && isPlainObject(a[k]) && isPlainObject(b[k]) && sameProps(a[k], b[k], false)))
  );
}

function unmountWhenMounted(parcel: Parcel): void {
  // A parcel still mounting cannot be unmounted yet; a broken one has nothing to unmount.
  parcel.mountPromise.then(() => parcel.unmount()).catch(() => undefined);
}

function Unavailable({ onRetry, reason }: { onRetry(): void; reason?: string | null }) {
  return (
    <div className={styles.unavailable} role="alert">
      <p className={styles.unavailableText}>This part is unavailable</p>
      {reason && <p className={styles.reason}>{reason}</p>}
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

const EMPTY_PROPS: Record<string, unknown> = {};
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

function ParcelHost({ remote, module, props = EMPTY_PROPS, className, deferred = false, placeholder }: ParcelHostProps) {
  const loader = useRemoteLoader();
  const hostRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<{ parcel: Parcel; domElement: HTMLElement } | null>(null);
  const latestProps = useRef(props);
  const mountedProps = useRef(props);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>('loading');
  const [contract, setContract] = useState<string | null>(null);
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  /** Handed to the parcel: its React tree threw after mounting (reactParcel's boundary caught it). */
  const onRenderFailure = useRef((error: Error) => {
    console.warn(`[remotes] ${id} failed while rendering:`, error);
    loader.reportFailure(remote, 'render', error);
    parcelRef.current = null;
    setStatus('unavailable');
  });

  useEffect(() => {
    latestProps.current = props;
  });

  useEffect(() => {
    const domElement = hostRef.current;
    if (!domElement) return;
    let cancelled = false;
    let parcel: Parcel | null = null;
    setStatus('loading');
    void (async () => {
      try {
        if (attempt > 0) loader.prepareRetry(remote);
        else if (deferred) await loader.afterPage();
        if (cancelled) return;
        const config = await loader.loadParcel(remote, module);
        // The chrome's parcel renders in a task of its own, not in the one that just ran its modules.
        if (deferred) await nextTask();
        if (cancelled) return;
        mountedProps.current = latestProps.current;
        parcel = mountRootParcel(config, { ...latestProps.current, domElement, onRenderFailure: onRenderFailure.current });
        parcelRef.current = { parcel, domElement };
        try {
          await parcel.mountPromise;
        } catch (error) {
          // Load failures were reported by the loader; this one happened in the remote's own mount.
          loader.reportFailure(remote, 'mount', error);
          throw error;
        }
        loader.mounted(remote);
        if (!cancelled) setStatus('ready');
      } catch (error) {
        if (cancelled) return;
        console.warn(`[remotes] ${id}:`, error);
        setContract(error instanceof RemoteUnavailableError ? error.contract : null);
        parcelRef.current = null;
        setStatus('unavailable');
      }
      if (!deferred) loader.pageShown(remote, module);
    })();
    return () => {
      cancelled = true;
      parcelRef.current = null;
      if (parcel) unmountWhenMounted(parcel);
    };
  }, [loader, remote, module, attempt, id, deferred]);

  useEffect(() => {
    const mounted = parcelRef.current;
    if (status !== 'ready' || !mounted?.parcel.update || sameProps(mountedProps.current, props)) return;
    mountedProps.current = props;
    // single-spa replaces a parcel's props on update: the element must travel along.
    mounted.parcel
      .update({ ...props, domElement: mounted.domElement, onRenderFailure: onRenderFailure.current })
      .catch((error: unknown) => console.warn(`[remotes] ${id} update:`, error));
  });

  // A sibling slot's Retry that brings the remote back also brings this one back.
  useEffect(() => {
    if (status !== 'unavailable') return;
    return loader.onRemoteLoaded(remote, () => setAttempt((a) => a + 1));
  }, [loader, status, remote]);

  return (
    <div className={className} data-remote-slot={id} data-state={status}>
      {status === 'loading' && (placeholder ?? <div className={styles.skeleton} aria-busy="true" aria-label="Loading" />)}
      {status === 'unavailable' && <Unavailable reason={contract} onRetry={() => setAttempt((a) => a + 1)} />}
      {/* A fresh element per attempt: a parcel that broke mid-mount leaves nothing behind. */}
      <div key={attempt} ref={hostRef} className={styles.host} hidden={status !== 'ready'} />
    </div>
  );
}

interface BoundaryState {
  failed: boolean;
}

/** Catches render-time errors of the slot itself; load and mount failures never get this far. */
class SlotErrorBoundary extends Component<{ name: string; onRetry(): void; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`[remotes] ${this.props.name} crashed:`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <Unavailable onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/**
 * Places one exposed parcel of a remote. Loading shows a quiet skeleton (or the given placeholder); any failure shows
 * 'This part is unavailable' with Retry in this slot only.
 */
export function RemoteSlot<R extends RemoteName, M extends ExposedModule<R>>({
  remote,
  module,
  props,
  className,
  deferred,
  placeholder,
}: RemoteSlotProps<R, M>) {
  const [generation, setGeneration] = useState(0);
  return (
    <SlotErrorBoundary key={generation} name={`${remote}/${module}`} onRetry={() => setGeneration((g) => g + 1)}>
      <ParcelHost
        remote={remote}
        module={module}
        props={props as Record<string, unknown> | undefined}
        className={className}
        deferred={deferred}
        placeholder={placeholder}
      />
    </SlotErrorBoundary>
  );
}
