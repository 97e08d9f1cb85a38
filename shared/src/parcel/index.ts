import { Component, createElement, startTransition, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** Props single-spa hands to a parcel's lifecycle functions. */
export interface ParcelLifecycleProps {
  domElement: HTMLElement;
  name?: string;
  /**
   * Set by the shell: called when the parcel's React tree throws after its first render, so the
   * host can put its unavailable box in place. A throw during the first render rejects `mount`.
   */
  onRenderFailure?: (error: Error) => void;
  [key: string]: unknown;
}

/** The mount contract of every remote piece: single-spa's parcel lifecycles. */
export interface ParcelConfig<P = Record<string, unknown>> {
  bootstrap(props: ParcelLifecycleProps & P): Promise<void>;
  mount(props: ParcelLifecycleProps & P): Promise<void>;
  unmount(props: ParcelLifecycleProps & P): Promise<void>;
  update(props: ParcelLifecycleProps & P): Promise<void>;
}

interface BoundaryProps {
  /** Called once the tree committed without throwing. */
  onRendered(): void;
  onFailure(error: Error): void;
  children?: ReactNode;
}

/** single-spa-react's error boundary: a throwing parcel renders nothing and tells its host. */
class ParcelBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidMount(): void {
    if (!this.state.failed) this.props.onRendered();
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('[parcel] render failed:', error, info.componentStack);
    this.props.onFailure(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface Mounted {
  root: Root;
  /** Until the first render settles, a failure rejects `mount`; afterwards it goes to the host. */
  firstRender: { resolve(): void; reject(error: Error): void } | null;
  onRenderFailure?: (error: Error) => void;
}

/**
 * Wraps a React component as a single-spa parcel. `mount` settles after the first render, rejecting
 * if it threw, so the host's unavailable box covers render errors too. One config can be mounted
 * in several places at once, so roots are kept per DOM element.
 */
export function reactParcel<P extends object>(Component: ComponentType<P>): ParcelConfig<P> {
  const mounts = new WeakMap<HTMLElement, Mounted>();

  const render = (mounted: Mounted, props: ParcelLifecycleProps & P) => {
    const { domElement: _domElement, name: _name, onRenderFailure, ...rest } = props;
    mounted.onRenderFailure = onRenderFailure;
    mounted.root.render(
      createElement(
        ParcelBoundary,
        {
          onRendered: () => {
            mounted.firstRender?.resolve();
            mounted.firstRender = null;
          },
          onFailure: (error: Error) => {
            if (mounted.firstRender) {
              mounted.firstRender.reject(error);
              // A parcel whose mount failed is never unmounted by single-spa: drop its root here, after React's commit.
              setTimeout(() => mounted.root.unmount(), 0);
            } else mounted.onRenderFailure?.(error);
            mounted.firstRender = null;
          },
        },
        createElement(Component, rest as unknown as P),
      ),
    );
  };

  return {
    bootstrap: async () => undefined,
    mount: (props) =>
      new Promise<void>((resolve, reject) => {
        const mounted: Mounted = { root: createRoot(props.domElement), firstRender: { resolve, reject } };
        mounts.set(props.domElement, mounted);
        // The first render is a transition: React renders it in slices the browser can paint and answer
        // input between (a whole advert page is no long task on a slow phone); mount settles once it commits.
        startTransition(() => render(mounted, props));
      }),
    update: async (props) => {
      const mounted = mounts.get(props.domElement);
      if (mounted) render(mounted, props);
    },
    unmount: async ({ domElement }) => {
      mounts.get(domElement)?.root.unmount();
      mounts.delete(domElement);
    },
  };
}

/** How a parcel of another remote is fetched: the shell's loader, with its registry, integrity checks and timeouts. */
export type ParcelLoader = (remote: string, module: string) => Promise<ParcelConfig>;

let parcelLoader: ParcelLoader | null = null;

/** The shell hands its loader over at boot, so remotes can place each other's parcels (the dashboard's messages page). */
export function provideParcelLoader(loader: ParcelLoader | null): void {
  parcelLoader = loader;
}

export function loadRemoteParcel(remote: string, module: string): Promise<ParcelConfig> {
  if (!parcelLoader) return Promise.reject(new Error(`No remote loader on this page for ${remote}/${module}`));
  return parcelLoader(remote, module);
}
