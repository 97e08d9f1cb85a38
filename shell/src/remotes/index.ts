/**
 * Runtime composition: where remotes come from (registry, per-user overrides) and how they are
 * placed (<RemoteSlot/>). The shell makes one loader and calls `initRemotes` once at boot, before
 * rendering slots under a <RemoteLoaderProvider/>.
 */
import { REMOTE_TIMEOUT_MS, type RuntimeConfig } from '@marketplace/shared';
import { createRemoteLoader, type RemoteLoader } from './federation';
import { setOverrideState } from './overrideState';
import { OVERRIDE_PARAM, readStoredOverrides, resolveOverrides, writeStoredOverrides, type OverrideResolution } from './overrides';
import { fetchRegistry, liveEntries, type RemoteEntry } from './registry';

export { RemoteSlot } from './RemoteSlot';
export { OverrideBanner } from './OverrideBanner';
export { RemoteLoaderProvider } from './loaderContext';
export { createRemoteLoader, type RemoteLoader } from './federation';

export type RemotesConfig = Pick<RuntimeConfig, 'registryUrl' | 'overrideOrigins' | 'remoteTimeoutMs'>;

export interface RemotesState {
  /** The page's one loader: hand it to <RemoteLoaderProvider/>. */
  loader: RemoteLoader;
  /** What each remote is loaded from on this page. */
  entries: RemoteEntry[];
  overrides: OverrideResolution;
  /** Why the registry could not be read, if it could not (every slot then shows Retry). */
  registryError: string | null;
}

/** Takes the link's overrides into localStorage and out of the address bar (so they are not shared on). */
function takeOverrides(allowedOrigins: readonly string[]): OverrideResolution {
  const url = new URL(window.location.href);
  const params = url.searchParams.getAll(OVERRIDE_PARAM);
  const resolution = resolveOverrides(params, readStoredOverrides(window.localStorage), allowedOrigins);
  writeStoredOverrides(window.localStorage, resolution.active);
  if (params.length > 0) {
    url.searchParams.delete(OVERRIDE_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }
  return resolution;
}

/** A configuration that says nothing of overrides allows none: the server decides where they may come from. */
export async function initRemotes(config: Partial<RemotesConfig> = {}): Promise<RemotesState> {
  const registryUrl = config.registryUrl || '/registry/remotes.json';
  const loader = createRemoteLoader({
    timeoutMs: config.remoteTimeoutMs && config.remoteTimeoutMs > 0 ? config.remoteTimeoutMs : REMOTE_TIMEOUT_MS,
  });
  const overrides = takeOverrides(config.overrideOrigins ?? []);
  setOverrideState(overrides);

  let registryError: string | null = null;
  let live: RemoteEntry[] = [];
  try {
    live = liveEntries(await fetchRegistry(registryUrl), registryUrl);
  } catch (error) {
    registryError = error instanceof Error ? error.message : String(error);
    console.error(`[remotes] ${registryError}`);
  }
  const byName = new Map(live.map((e) => [e.name, e]));
  for (const o of overrides.active) byName.set(o.remote, { name: o.remote, entry: o.url });
  const entries = [...byName.values()];
  loader.register(entries);
  return { loader, entries, overrides, registryError };
}
