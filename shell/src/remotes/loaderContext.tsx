import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteLoader } from './federation';

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

/** Hands the shell's one remote loader (made at boot) to every <RemoteSlot/> below. */
export function RemoteLoaderProvider({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  return <RemoteLoaderContext.Provider value={loader}>{children}</RemoteLoaderContext.Provider>;
}

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('A RemoteSlot needs a RemoteLoaderProvider above it');
  return loader;
}
