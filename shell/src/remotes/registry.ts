/** The remote registry as the shell reads it (written by shell/release). */
export interface RegistryRemote {
  /** The live immutable version. */
  live: string;
  /** URL of the live version's mf-manifest.json (absolute, or relative to the registry). */
  manifest: string;
  versions: { version: string; manifest: string; publishedAt: string }[];
  history: { version: string; action: 'release' | 'rollback'; at: string }[];
}

export interface Registry {
  remotes: Record<string, RegistryRemote>;
}

export interface RemoteEntry {
  name: string;
  /** The manifest (or remoteEntry.js) URL the federation runtime loads. */
  entry: string;
}

/** Never cached: a release or rollback must reach the next page load. A registry that hangs fails after `timeoutMs`. */
export async function fetchRegistry(url: string, timeoutMs: number): Promise<Registry> {
  const res = await fetch(url, { cache: 'no-store', credentials: 'same-origin', signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new Error(`registry ${url}: HTTP ${res.status}`);
  const body = (await res.json()) as Partial<Registry>;
  if (!body || typeof body.remotes !== 'object' || body.remotes === null) throw new Error(`registry ${url}: no "remotes"`);
  return body as Registry;
}

/** The live entry of each remote, manifest URLs made absolute against the registry's own URL. */
export function liveEntries(registry: Registry, registryUrl: string): RemoteEntry[] {
  const base = new URL(registryUrl, document.baseURI);
  return Object.entries(registry.remotes)
    .filter(([, remote]) => typeof remote?.manifest === 'string' && remote.manifest !== '')
    .map(([name, remote]) => ({ name, entry: new URL(remote.manifest, base).href }));
}
