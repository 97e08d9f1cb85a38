/**
 * Runtime composition: where remotes come from (registry, per-user overrides) and how they are
 * placed (<RemoteSlot/>). The shell makes one loader and calls `initRemotes` once at boot, before
 * rendering slots under a <RemoteLoaderProvider/>.
 */
import { apiUrl, http, REMOTE_TIMEOUT_MS, type RuntimeConfig } from '@marketplace/shared';
import { browserStorages, readConsent } from '../consent/consent';
import { createRemoteLoader, type RemoteLoader } from './federation';
import { createReleaseHealth } from './health';
import { createPageVitals } from './vitals';
import { setOverrideState } from './overrideState';
import { OVERRIDE_PARAM, readStoredOverrides, resolveOverrides, writeStoredOverrides, type OverrideResolution } from './overrides';
import { fetchRegistry, liveEntries, type RemoteEntry } from './registry';

export { RemoteSlot } from './RemoteSlot';
export { OverrideBanner } from './OverrideBanner';
export { PreviewBanner } from './PreviewBanner';
export { RemoteLoaderProvider } from './loaderContext';
export type { RemoteLoader } from './federation';

export type RemotesConfig = Pick<
  RuntimeConfig,
  'registryUrl' | 'overrideOrigins' | 'remoteTimeoutMs' | 'pageLoad' | 'versions' | 'vitalsSampleRate'
>;

export interface RemotesState {
  /** The page's one loader: hand it to <RemoteLoaderProvider/>. */
  loader: RemoteLoader;
  overrides: OverrideResolution;
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

/**
 * A configuration that says nothing of overrides allows none: the server decides where they may come from.
 * Overrides are registered at once; the registry is read in the background, so the page never waits for it
 * and a slot whose remote it could not name shows Retry, which reads it again.
 */
export function initRemotes(config: Partial<RemotesConfig> = {}): RemotesState {
  const registryUrl = config.registryUrl || '/registry/remotes.json';
  const timeoutMs = config.remoteTimeoutMs && config.remoteTimeoutMs > 0 ? config.remoteTimeoutMs : REMOTE_TIMEOUT_MS;
  // skipPolicy: a report must never sign the visitor out or show a notice of its own.
  const health = createReleaseHealth(
    {
      failure: (report) => http.post('api/remote-failures', report, { skipPolicy: true }),
      loads: (report) => http.post('api/remote-loads', report, { skipPolicy: true }),
    },
    config.pageLoad,
  );
  // Web Vitals are first-party statistics: measured unless the visitor declined the cookie notice.
  const vitals = createPageVitals({
    pageLoad: config.pageLoad,
    sampleRate: config.vitalsSampleRate ?? 1,
    allowed: () => readConsent(browserStorages()) !== false,
    remotesOnPage: () => loader.remotesOnPage(),
    // A beacon leaves with the page; a string goes as text/plain, which needs no preflight.
    send: (report) => navigator.sendBeacon?.(apiUrl('api/remote-vitals'), JSON.stringify(report)),
  });
  const loader = createRemoteLoader({
    timeoutMs,
    report: health.reportFailure,
    reportLoad: health.reportLoad,
    reportMount: vitals.mounted,
  });
  vitals.observe();
  const overrides = takeOverrides(config.overrideOrigins ?? []);
  setOverrideState(overrides);

  loader.register(overrides.active.map((o): RemoteEntry => ({ name: o.remote, entry: o.url, version: 'override' })));
  loader.useRegistry(async () => liveEntries(await fetchRegistry(registryUrl, timeoutMs), registryUrl, config.versions));
  return { loader, overrides };
}
