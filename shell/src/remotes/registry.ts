/** The remote registry as the shell reads it (written by release/, the release command and the API's release console). */
export interface RegistryRemote {
  /** The live immutable version. */
  live: string;
  /** URL of the live version's mf-manifest.json (absolute, or relative to the registry). */
  manifest: string;
  /** `integrity`: the sha384 of each script and of the manifest, by path in the version's folder. */
  versions: { version: string; manifest: string; publishedAt: string; integrity?: Record<string, string> }[];
  history: { version: string; action: 'release' | 'rollback' | 'canary' | 'promote' | 'drop-canary'; at: string }[];
  /** A version `percent` of browsers get instead of the live one (npm run release -- <remote> --canary <percent>). */
  canary?: { version: string; manifest: string; percent: number };
}

export interface Registry {
  remotes: Record<string, RegistryRemote>;
}

export interface RemoteEntry {
  name: string;
  /** The manifest (or remoteEntry.js) URL the federation runtime loads. */
  entry: string;
  /** The registry version loaded ('override' for a tester's own URL): what release health files a failure under. */
  version?: string;
  /** Subresource Integrity values by absolute URL: a file whose bytes differ is refused. */
  integrity?: Record<string, string>;
}

/** Never cached: a release or rollback must reach the next page load. A registry that hangs fails after `timeoutMs`. */
export async function fetchRegistry(url: string, timeoutMs: number): Promise<Registry> {
  const res = await fetch(url, { cache: 'no-store', credentials: 'same-origin', signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new Error(`registry ${url}: HTTP ${res.status}`);
  const body = (await res.json()) as Partial<Registry>;
  if (!body || typeof body.remotes !== 'object' || body.remotes === null) throw new Error(`registry ${url}: no "remotes"`);
  return body as Registry;
}

/** Where the browser keeps its random canary id: the same browser stays on the same side of every canary. */
export const CANARY_ID_KEY = 'roofline.canary-id';

/** This browser's canary id, made once. */
export function canaryId(storage: Storage): string {
  let id = storage.getItem(CANARY_ID_KEY);
  if (!id) {
    id = crypto.randomUUID();
    storage.setItem(CANARY_ID_KEY, id);
  }
  return id;
}

/**
 * The browser's bucket for one remote, 0 to 99: FNV-1a of the id and the remote name, so each
 * remote's canary reaches a different share of browsers.
 */
export function canaryBucket(id: string, remote: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${id}/${remote}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/**
 * The entry each remote is loaded from on this browser: its canary when the browser's bucket falls
 * within the canary's percentage, else the live version; manifest URLs made absolute against the
 * registry's own URL.
 */
export function liveEntries(registry: Registry, registryUrl: string, browserId: string): RemoteEntry[] {
  const base = new URL(registryUrl, document.baseURI);
  return Object.entries(registry.remotes)
    .map(([name, remote]) => {
      const canary = remote?.canary;
      const onCanary = canary && typeof canary.manifest === 'string' && canaryBucket(browserId, name) < canary.percent;
      const version = onCanary ? canary.version : remote?.live;
      return {
        name,
        version,
        manifest: onCanary ? canary.manifest : remote?.manifest,
        integrity: remote?.versions?.find((v) => v.version === version)?.integrity,
      };
    })
    .filter(
      (e): e is { name: string; version: string; manifest: string; integrity: Record<string, string> | undefined } =>
        typeof e.manifest === 'string' && e.manifest !== '',
    )
    .map(({ name, version, manifest, integrity }): RemoteEntry => {
      const entry = new URL(manifest, base);
      if (!integrity) return { name, version, entry: entry.href };
      // The paths are relative to the version folder, where the manifest sits.
      return {
        name,
        version,
        entry: entry.href,
        integrity: Object.fromEntries(Object.entries(integrity).map(([path, sri]) => [new URL(path, entry).href, sri])),
      };
    });
}
