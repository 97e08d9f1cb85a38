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
