import type { RuntimeConfig } from './runtimeConfig';
import { LOOPBACK_HOSTS } from './platform.cjs';

const isLoopback = (host: string): boolean => (LOOPBACK_HOSTS as readonly string[]).includes(host);

function onHost(url: string, host: string): string {
  const parsed = new URL(url);
  if (!isLoopback(parsed.hostname)) return url;
  parsed.hostname = host;
  // URL keeps a trailing slash on a bare origin; the config's URLs have none.
  return url.endsWith('/') ? parsed.href : parsed.href.replace(/\/$/, '');
}

/**
 * The configuration as a page at `pageHost` uses it. A page opened at http://127.0.0.1:8080 reaches an
 * API configured as http://localhost:8000 at http://127.0.0.1:8000: the API's cookies are then the page's
 * own host's, so the XSRF-TOKEN cookie is readable and the session cookie same-site (otherwise every
 * change answers 419). Hosts other than this machine's names are left as configured.
 */
export function followPageHost(config: RuntimeConfig, pageHost: string): RuntimeConfig {
  if (!isLoopback(pageHost)) return config;
  const { realtime } = config;
  return {
    ...config,
    apiUrl: onHost(config.apiUrl, pageHost),
    imageBaseUrl: onHost(config.imageBaseUrl, pageHost),
    realtime: isLoopback(realtime.wsHost) ? { ...realtime, wsHost: pageHost } : realtime,
  };
}
