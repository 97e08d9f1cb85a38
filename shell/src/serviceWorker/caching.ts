/**
 * What the service worker keeps. A file is kept only when its server said it never changes
 * (`immutable`: the shell's content-hashed files and every file of a released remote version), so
 * the registry, /config.json, the API and a developer's override, which all say otherwise, always come
 * from the network, and a rollback (a pointer in the registry to another version folder) shows at once.
 */

/** True when a response's Cache-Control promises the bytes at its URL never change. */
export function isImmutable(cacheControl: string | null): boolean {
  if (!cacheControl) return false;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  return directives.includes('immutable') && !directives.includes('no-store') && !directives.includes('no-cache');
}

/** The parts of a request the worker decides on (a Request has them all). */
export interface RequestFacts {
  method: string;
  mode: string;
  destination: string;
  url: string;
}

/** A remote's manifest is fetched by the federation runtime (no destination), then its entry and chunks. */
const MANIFEST = /\/mf-manifest\.json$/;

/**
 * The requests the worker answers, from its cache when it can: code, styles and fonts, and remotes'
 * manifests. Everything else (pages, the registry, configuration, the API) it leaves to the browser,
 * untouched.
 */
export function answeredByWorker({ method, mode, destination, url }: RequestFacts): boolean {
  if (method !== 'GET' || mode === 'navigate') return false;
  const { protocol, pathname } = new URL(url);
  if (protocol !== 'http:' && protocol !== 'https:') return false;
  return destination === 'script' || destination === 'style' || destination === 'font' || MANIFEST.test(pathname);
}

/** Message from a page: files it loaded before this worker controlled it, to keep for the next visit. */
export interface KeepFilesMessage {
  type: 'keep-files';
  urls: string[];
}

/** Message from a page whose person chose to reload into the new version. */
export interface ActivateMessage {
  type: 'activate-new-version';
}

export type WorkerMessage = KeepFilesMessage | ActivateMessage;

export function isWorkerMessage(value: unknown): value is WorkerMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { type, urls } = value as { type?: unknown; urls?: unknown };
  if (type === 'activate-new-version') return true;
  return type === 'keep-files' && Array.isArray(urls) && urls.every((u) => typeof u === 'string');
}

/** Resource Timing's initiators of the files worth keeping: scripts, styles and fetched manifests. */
const KEPT_INITIATORS = new Set(['script', 'link', 'css', 'fetch', 'other']);

/** The loaded files a page hands to the worker: http(s) code, styles and manifests, each once. */
export function filesToKeep(entries: readonly { name: string; initiatorType: string }[]): string[] {
  const urls = entries
    .filter(({ name, initiatorType }) => KEPT_INITIATORS.has(initiatorType) && /^https?:/.test(name))
    .map(({ name }) => name)
    .filter((name) => /\.(?:js|css|woff2?)$|\/mf-manifest\.json$/.test(new URL(name).pathname));
  return [...new Set(urls)];
}

/**
 * When each remote's version folders were last used in this browser: a remote's root (the folder
 * above its versions, e.g. `http://mfe-search-map.localhost:8090/`) to each version folder's last
 * use (ms). A version is used when its manifest is loaded.
 */
export type VersionUse = Record<string, Record<string, number>>;

/** How many versions of each remote the worker keeps: the live one and the one before it (a rollback's target). */
export const VERSIONS_KEPT = 2;

/** The version folder and the remote's root of a manifest URL (`<root><version>/mf-manifest.json`), or null. */
export function versionOf(manifestUrl: string): { root: string; folder: string } | null {
  const url = new URL(manifestUrl);
  if (!MANIFEST.test(url.pathname)) return null;
  const folder = new URL('./', url).href;
  const root = new URL('../', folder).href;
  return folder === root ? null : { root, folder };
}

/**
 * Notes that `manifestUrl`'s version was used at `now`, and says which version folders to forget: all
 * but the VERSIONS_KEPT most recently used of that remote. Returns the new record and the folders dropped.
 */
export function noteVersionUse(record: VersionUse, manifestUrl: string, now: number): { record: VersionUse; dropped: string[] } {
  const version = versionOf(manifestUrl);
  if (!version) return { record, dropped: [] };
  const uses = { ...record[version.root], [version.folder]: now };
  const newestFirst = Object.keys(uses).sort((a, b) => (uses[b] ?? 0) - (uses[a] ?? 0));
  const kept = newestFirst.slice(0, VERSIONS_KEPT);
  return {
    record: { ...record, [version.root]: Object.fromEntries(kept.map((folder) => [folder, uses[folder] ?? now])) },
    dropped: newestFirst.slice(VERSIONS_KEPT),
  };
}

/** Whether a cached URL belongs to one of the dropped version folders. */
export function inDroppedFolder(url: string, dropped: readonly string[]): boolean {
  return dropped.some((folder) => url.startsWith(folder));
}
