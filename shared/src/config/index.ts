import type { RuntimeConfig } from './runtimeConfig';

export type { RuntimeConfig } from './runtimeConfig';
import { START_UP_TIMEOUT_MS } from './platform.cjs';
import { followPageHost } from './pageHost';

export { REMOTES, REMOTE_TIMEOUT_MS, START_UP_TIMEOUT_MS, type RemoteName } from './platform.cjs';
export { PLACES_METADATA_KEY } from './mapStyle';

let current: RuntimeConfig | null = null;

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  if (current) return current;
  // A hanging web origin ends in the boot failure page rather than a blank one. The server sends it
  // `no-store`; the request keeps the default cache mode so that the page's preload of it is used.
  const res = await fetch(url, { signal: AbortSignal.timeout(START_UP_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`config ${url}: ${res.status}`);
  current = followPageHost((await res.json()) as RuntimeConfig, location.hostname);
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('runtime config read before loadRuntimeConfig()');
  return current;
}

/** For tests and for the shell's boot when it already holds the config. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function imageUrl(filePath: string | null | undefined): string | null {
  if (!filePath) return null;
  if (/^(https?:)?\/\//.test(filePath) || filePath.startsWith('data:')) return filePath;
  return `${getRuntimeConfig().imageBaseUrl.replace(/\/$/, '')}/${filePath.replace(/^\//, '')}`;
}
