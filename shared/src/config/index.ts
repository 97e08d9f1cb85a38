/**
 * Runtime configuration, served to the browser as /config.json so one build runs in every
 * environment. Never holds a secret.
 */
export interface RuntimeConfig {
  /** Base URL of our API, without a trailing slash (e.g. http://localhost:8000). */
  apiUrl: string;
  /** Base URL images are loaded from: `${imageBaseUrl}/${file_path}`. */
  imageBaseUrl: string;
  /** Where the shell finds the remote registry. */
  registryUrl: string;
  /** A public Mapbox token, or null: then the map renders through maplibre-gl on our own style. */
  mapboxToken: string | null;
  /** Pusher-protocol realtime service (our API by default, any Pusher-compatible service by config). */
  realtime: { key: string; wsHost: string; wsPort: number; forceTLS: boolean; cluster: string };
  /** How long a remote may take to load before it counts as unavailable (spec: 120000 ms). */
  remoteTimeoutMs: number;
  /** Origins a per-user remote override may point at. Entries are origins or `*.host` patterns. */
  overrideOrigins: string[];
  /** Site root used in share links. */
  siteUrl: string;
  /** The payment provider's dashboard that hosts (is_host) reach through 'Financial Dashboard'. */
  financialDashboardUrl: string;
  /** Support address shown in the footer. */
  supportEmail: string;
}

let current: RuntimeConfig | null = null;

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  if (current) return current;
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`config ${url}: ${res.status}`);
  current = (await res.json()) as RuntimeConfig;
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
