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

/**
 * The entry each remote is loaded from on this page: the published version the web origin assigned it
 * (/config.json's `versions`: the canary for the browsers in its share), else the live version; manifest
 * URLs made absolute against the registry's own URL.
 */
export function liveEntries(registry: Registry, registryUrl: string, assigned: Readonly<Record<string, string>> = {}): RemoteEntry[] {
  const base = new URL(registryUrl, document.baseURI);
  return Object.entries(registry.remotes)
    .map(([name, remote]) => {
      const published = remote?.versions?.find((v) => v.version === assigned[name] && typeof v.manifest === 'string');
      const version = published ? published.version : remote?.live;
      return {
        name,
        version,
        manifest: published ? published.manifest : remote?.manifest,
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
