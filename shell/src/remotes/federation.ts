/**
 * Everything that talks to the Module Federation runtime: registration, loading a parcel, the
 * failure plugin and Retry. Failures are caught here, before render, so a slot only ever sees
 * "loaded" or "unavailable". The shell makes one loader at boot; each test makes its own.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ParcelConfig, RemoteFailureKind } from '@marketplace/shared';
import { isRelease, type ReportFailure, type ReportLoad } from './health';
import type { RemoteEntry } from './registry';

const UNAVAILABLE = Symbol.for('roofline.remote-unavailable');

/** What `loadRemote` resolves with when the failure plugin caught the error. */
export interface UnavailableModule {
  [UNAVAILABLE]: { id: string; reason: string };
}

export function isUnavailableModule(value: unknown): value is UnavailableModule {
  return typeof value === 'object' && value !== null && UNAVAILABLE in value;
}

/** The federation runtime's words when a remote's range of a strict singleton is not met (runtime-core utils/share). */
const UNMET_CONTRACT =
  /Version (\S*) from \S* of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^)]+)\)/;

/** The reason a remote was refused for needing another shared contract than this page provides, in a user's words. */
export function contractMismatch(reason: string): string | null {
  const match = UNMET_CONTRACT.exec(reason);
  if (!match) return null;
  const [, provided, module, remote, required] = match;
  return `${remote ?? 'This part'} needs ${module ?? 'a shared module'} ${required ?? ''}, this page provides ${provided || 'none'}`;
}

export class RemoteUnavailableError extends Error {
  /** Set when the remote needs a shared contract this page does not provide: shown in its box. */
  readonly contract: string | null;

  constructor(
    readonly id: string,
    reason: string,
  ) {
    super(`${id} is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
    this.contract = contractMismatch(reason);
  }
}

/** The Subresource Integrity value of some bytes, as the release command writes it. */
async function sri384(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

function isParcelConfig(value: unknown): value is ParcelConfig {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.bootstrap === 'function' && typeof v.mount === 'function' && typeof v.unmount === 'function';
}

export interface RemoteLoaderConfig {
  /** How long a manifest, entry or module may take before the remote counts as unavailable. */
  timeoutMs: number;
  /** Where each failure goes for release health (none in tests that do not look). */
  report?: ReportFailure;
  /** Where each remote's first delivered module goes for release health: the page load used that version. */
  reportLoad?: ReportLoad;
  /** Where each remote's mount time goes (its first parcel, from the moment it began to load): real users' vitals. */
  reportMount?: (remote: string, version: string, ms: number) => void;
}

export interface RemoteLoader {
  readonly timeoutMs: number;
  /** The runtime plugin that turns every load failure into a value the slot can show. */
  readonly plugin: ModuleFederationRuntimePlugin;
  /** Registers the failure plugin (once) and the given remotes with the federation runtime. */
  register(list: readonly RemoteEntry[]): void;
  /**
   * Where the remotes not registered by hand come from. It is read now, in the background, and again
   * on a slot's Retry for as long as it fails: nothing waits for it but the slots.
   */
  useRegistry(read: () => Promise<RemoteEntry[]>): void;
  /** Settles when the registry's current read does: rejects with the reason it could not be read. */
  registryRead(): Promise<void>;
  /** Loads `remote/module` and returns its parcel; rejects with RemoteUnavailableError on any failure. */
  loadParcel(remote: string, module: string): Promise<ParcelConfig>;
  /**
   * Starts loading `remote/module` ahead of its slot (the page's own remote while the session starts);
   * the slot's load then finds it under way or done. A failure here is left for the slot to report.
   */
  preload(remote: string, module: string): void;
  /**
   * Settles once the page's own remote (the one preloaded) has loaded and mounted, or failed, and the
   * browser has then been idle: the chrome's parcels (the bell, the bookmarks) wait for it, so they never
   * compete with the page's own parcel, its first render, its data and its first photo. A page whose slot
   * never says so (it went elsewhere) lets them go `IDLE_WAIT_MS` after its remote loaded. Without a
   * preload, only the idle moment is awaited.
   */
  afterPage(): Promise<void>;
  /** Said by a slot once its parcel has mounted or failed: when it is the page's own, the chrome's may follow. */
  pageShown(remote: string, module: string): void;
  /**
   * Prepares a new attempt after a failure: a registry that could not be read is read again. A remote that never delivered a module is registered again
   * with `force`, which drops its cached manifest, entry and failed promises. One that did deliver keeps
   * its container (re-creating it would split the remote's own state between two copies); the runtime
   * already dropped the failed request, so a plain load tries again. Several slots retrying at once
   * re-register only once.
   */
  prepareRetry(remote: string): void;
  /** Called when `remote` delivers its first module, e.g. after another slot's Retry succeeded. */
  onRemoteLoaded(remote: string, listener: () => void): () => void;
  /** Reports a failure of `remote` with the version this page loads it from. Load failures are reported by loadParcel itself. */
  reportFailure(remote: string, kind: RemoteFailureKind, error: unknown): void;
  /** Said by a slot once its parcel has mounted: the remote's first mount is timed from when it began to load. */
  mounted(remote: string): void;
  /** The registry releases this page has loaded modules of, by remote: what its Web Vitals are put down to. */
  remotesOnPage(): ReadonlyMap<string, string>;
}

/** The next moment the main thread is idle (at most `IDLE_WAIT_MS` away). */
const IDLE_WAIT_MS = 2000;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const nextIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    else setTimeout(resolve, 0);
  });

/** The version a failure is filed under when the registry never named one. */
const UNKNOWN_VERSION = 'unknown';

export function createRemoteLoader({
  timeoutMs,
  report = () => undefined,
  reportLoad = () => undefined,
  reportMount = () => undefined,
}: RemoteLoaderConfig): RemoteLoader {
  const entries = new Map<string, string>();
  const versions = new Map<string, string>();
  /** Remotes that delivered at least one module on this page: their container is sound. */
  const loaded = new Set<string>();
  /** Remotes whose last load failed and that have not been registered again since. */
  const failed = new Set<string>();
  const recoveryListeners = new Map<string, Set<() => void>>();
  /** Subresource Integrity of the released files, by URL. */
  const integrity = new Map<string, string>();
  let pluginRegistered = false;
  let readRegistry: (() => Promise<RemoteEntry[]>) | null = null;
  let pendingRead: Promise<void> | null = null;
  /** A failed read stands until a Retry: every slot then shows the same failure, whenever it asks. */
  let readFailed = false;
  /** The page's own parcel's load, settled either way. */
  let pageLoad: Promise<unknown> = Promise.resolve();
  /** The page's own parcel (`remote/module`), and its slot's word that it has mounted or failed. */
  let pageParcel: string | null = null;
  let pageShown: () => void = () => undefined;
  let pageMounted: Promise<void> = Promise.resolve();
  let afterPage: Promise<void> | null = null;
  /** When each remote began to load on this page, until its first parcel has mounted. */
  const loadStarted = new Map<string, number>();
  const mountTimed = new Set<string>();

  function register(list: readonly RemoteEntry[]): void {
    if (!pluginRegistered) {
      registerPlugins([plugin]);
      pluginRegistered = true;
    }
    for (const { name, entry, version, integrity: files } of list) {
      entries.set(name, entry);
      versions.set(name, version ?? UNKNOWN_VERSION);
      for (const [url, sri] of Object.entries(files ?? {})) integrity.set(url, sri);
    }
    registerRemotes(list.map(({ name, entry }) => ({ name, entry })));
  }

  /** One read at a time; a failed one is read again only after prepareRetry. */
  function registryRead(): Promise<void> {
    if (!readRegistry) return Promise.resolve();
    pendingRead ??= readRegistry().then(
      (list) => {
        const named = list.filter(({ name }) => !entries.has(name));
        register(named);
        // Slots that gave up for want of the registry try again, whichever slot's Retry read it.
        for (const { name } of named) recoveryListeners.get(name)?.forEach((listener) => listener());
      },
      (error: unknown) => {
        readFailed = true;
        throw error instanceof Error ? error : new Error(String(error));
      },
    );
    return pendingRead;
  }

  async function fetchWithTimeout(url: string, init: RequestInit | undefined): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`timed out after ${timeoutMs} ms: ${url}`)), timeoutMs);
    try {
      const res = await fetch(url, { ...init, signal: controller.signal });
      // The body is read under the same timer: a server that stalls mid-body also times out.
      const body = await res.arrayBuffer();
      const expected = integrity.get(url);
      if (expected && (await sri384(body)) !== expected) throw new Error(`${url}: its bytes differ from the released file (integrity)`);
      return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
    } finally {
      clearTimeout(timer);
    }
  }

  const plugin: ModuleFederationRuntimePlugin = {
    name: 'roofline-remote-failures',
    fetch: (url, init) => fetchWithTimeout(url, init),
    createScript: ({ url, attrs }) => {
      const script = document.createElement('script');
      script.src = url;
      // The browser refuses a script whose bytes differ from the release (Subresource Integrity needs CORS).
      const expected = integrity.get(url);
      if (expected) {
        script.integrity = expected;
        script.crossOrigin = 'anonymous';
      }
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      return { script, timeout: timeoutMs };
    },
    loadEntryError: async ({ remoteInfo }) => {
      console.warn(`[remotes] ${remoteInfo.name}: its entry ${remoteInfo.entry} did not load`);
      return undefined;
    },
    errorLoadRemote: async ({ id, error, lifecycle }) => {
      // At 'afterResolve' a returned value would be taken as the manifest: let the error go on to 'onLoad'.
      if (lifecycle !== 'onLoad') return undefined;
      const reason = describe(error);
      console.warn(`[remotes] ${id} unavailable: ${reason}`);
      const fallback: UnavailableModule = { [UNAVAILABLE]: { id, reason } };
      return fallback;
    },
  };

  function withTimeout<T>(promise: Promise<T>, id: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new RemoteUnavailableError(id, `timed out after ${timeoutMs} ms`)), timeoutMs);
      promise.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error('the remote entry failed to load', { cause: error }));
        },
      );
    });
  }

  const reportFailure = (remote: string, kind: RemoteFailureKind, error: unknown) =>
    report(remote, versions.get(remote) ?? UNKNOWN_VERSION, kind, error);

  /** Loads the parcel; every failure is a RemoteUnavailableError. */
  async function loadParcel(remote: string, module: string): Promise<ParcelConfig> {
    const id = `${remote}/${module.replace(/^\.\//, '')}`;
    if (!loadStarted.has(remote)) loadStarted.set(remote, performance.now());
    if (!entries.has(remote)) {
      try {
        await registryRead();
      } catch (error) {
        throw new RemoteUnavailableError(id, `the registry could not be read: ${describe(error)}`);
      }
    }
    let loadedModule: unknown;
    try {
      loadedModule = await withTimeout(loadRemote<unknown>(id), id);
    } catch (error) {
      failed.add(remote);
      throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(id, describe(error));
    }
    if (isUnavailableModule(loadedModule)) {
      failed.add(remote);
      throw new RemoteUnavailableError(id, loadedModule[UNAVAILABLE].reason);
    }
    const parcel = (loadedModule as { default?: unknown } | null)?.default;
    if (!isParcelConfig(parcel)) throw new RemoteUnavailableError(id, 'its default export is not a parcel');
    const first = !loaded.has(remote);
    loaded.add(remote);
    failed.delete(remote);
    if (first) {
      reportLoad(remote, versions.get(remote) ?? UNKNOWN_VERSION);
      recoveryListeners.get(remote)?.forEach((listener) => listener());
    }
    return parcel;
  }

  return {
    timeoutMs,
    plugin,
    register,
    useRegistry(read) {
      readRegistry = read;
      pendingRead = null;
      readFailed = false;
      registryRead().catch((error: unknown) => console.error(`[remotes] ${describe(error)}`));
    },
    registryRead,
    async loadParcel(remote, module) {
      try {
        return await loadParcel(remote, module);
      } catch (error) {
        reportFailure(remote, 'load', error);
        throw error;
      }
    },
    preload(remote, module) {
      pageLoad = loadParcel(remote, module).catch(() => undefined);
      pageParcel = `${remote}/${module}`;
      pageMounted = new Promise((resolve) => (pageShown = resolve));
    },
    afterPage() {
      afterPage ??= pageLoad.then(() => Promise.race([pageMounted, delay(IDLE_WAIT_MS)])).then(nextIdle);
      return afterPage;
    },
    pageShown(remote, module) {
      if (`${remote}/${module}` === pageParcel) pageShown();
    },
    prepareRetry(remote) {
      if (readFailed) {
        readFailed = false;
        pendingRead = null;
      }
      const entry = entries.get(remote);
      if (!entry || loaded.has(remote) || !failed.has(remote)) return;
      failed.delete(remote);
      registerRemotes([{ name: remote, entry }], { force: true });
    },
    onRemoteLoaded(remote, listener) {
      let listeners = recoveryListeners.get(remote);
      if (!listeners) recoveryListeners.set(remote, (listeners = new Set()));
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportFailure,
    mounted(remote) {
      const started = loadStarted.get(remote);
      if (started === undefined || mountTimed.has(remote)) return;
      mountTimed.add(remote);
      reportMount(remote, versions.get(remote) ?? UNKNOWN_VERSION, performance.now() - started);
    },
    remotesOnPage() {
      return new Map(
        [...loaded].flatMap((remote) => {
          const version = versions.get(remote);
          return version && isRelease(version) ? [[remote, version] as const] : [];
        }),
      );
    },
  };
}
