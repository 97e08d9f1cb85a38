import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** Props single-spa hands to a parcel's lifecycle functions. */
export interface ParcelLifecycleProps {
  domElement: HTMLElement;
  name?: string;
  [key: string]: unknown;
}

/** The mount contract of every remote piece: single-spa's parcel lifecycles. */
export interface ParcelConfig<P = Record<string, unknown>> {
  bootstrap(props: ParcelLifecycleProps & P): Promise<void>;
  mount(props: ParcelLifecycleProps & P): Promise<void>;
  unmount(props: ParcelLifecycleProps & P): Promise<void>;
  update(props: ParcelLifecycleProps & P): Promise<void>;
}

/**
 * Wraps a React component as a single-spa parcel. One config can be mounted in several places at
 * once, so roots are kept per DOM element.
 */
export function reactParcel<P extends object>(Component: ComponentType<P>): ParcelConfig<P> {
  const roots = new WeakMap<HTMLElement, Root>();
  const render = (props: ParcelLifecycleProps & P) => {
    const { domElement, name: _name, ...rest } = props;
    let root = roots.get(domElement);
    if (!root) {
      root = createRoot(domElement);
      roots.set(domElement, root);
    }
    root.render(createElement(Component, rest as unknown as P));
  };
  return {
    bootstrap: async () => undefined,
    mount: async (props) => render(props),
    update: async (props) => render(props),
    unmount: async ({ domElement }) => {
      roots.get(domElement)?.unmount();
      roots.delete(domElement);
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
