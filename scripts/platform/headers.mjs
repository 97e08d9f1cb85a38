// Security headers of the web origin: a Content-Security-Policy that allows exactly what the
// product loads (the shell, the remotes' origins, the API and its WebSocket, map workers), derived
// from the runtime configuration so it follows every deployment.

/** What mapbox-gl reaches when a token is configured (its CSP guide: API, events and tiles). */
const MAPBOX_CONNECT = ['https://api.mapbox.com', 'https://events.mapbox.com', 'https://*.tiles.mapbox.com'];

// The shell's override patterns (shell/src/remotes/overrides.ts): scheme://[*.]host[:port|:*].
const OVERRIDE_PATTERN = /^(?:(https?):\/\/)?(\*\.)?(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\*|\d{1,5}))?\/?$/i;

/**
 * The CSP source of an override pattern, or null when CSP cannot say it (an IPv6 literal): an
 * override the policy does not allow would load nothing, so the allow-list and the policy agree.
 * A pattern without a scheme means https, as the shell reads it.
 * @param {string} pattern
 * @returns {string | null}
 */
export function overrideSource(pattern) {
  const match = OVERRIDE_PATTERN.exec(pattern.trim());
  const [, scheme = 'https', wildcard = '', host, port] = match ?? [];
  if (!host || host.startsWith('[')) return null;
  return `${scheme.toLowerCase()}://${wildcard}${host.toLowerCase()}${port ? `:${port}` : ''}`;
}

/**
 * The CSP source covering every origin of a CDN URL pattern such as `http://{remote}.localhost:8090`
 * (then `http://*.localhost:8090`) or `https://cdn.example.com/{remote}` (then that origin).
 * @param {string} pattern
 * @returns {string}
 */
export function cdnSource(pattern) {
  const marker = 'remote-name-marker';
  const url = new URL(pattern.replaceAll('{remote}', marker));
  const labels = url.hostname.split('.');
  const at = labels.findIndex((label) => label.includes(marker));
  // A remote's name in the host: every host that differs there, a wildcard of the labels after it.
  const host = at < 0 ? url.hostname : ['*', ...labels.slice(at + 1)].join('.');
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`;
}

/**
 * @param {{ config: import('./web.mjs').RuntimeConfig, cdnUrlPattern: string }} input
 * @returns {string}
 */
export function contentSecurityPolicy({ config, cdnUrlPattern }) {
  const overrides = config.overrideOrigins.map(overrideSource).filter((/** @type {string | null} */ s) => s !== null);
  const remotes = [cdnSource(cdnUrlPattern), ...overrides];
  // A remote served by `npm run dev` from an override origin sends its hot updates over a WebSocket there.
  const hotUpdates = overrides.map((source) => source.replace(/^http/, 'ws'));
  const api = new URL(config.apiUrl).origin;
  const images = new URL(config.imageBaseUrl).origin;
  // The registry is the page's own (/registry/remotes.json) unless it is read from a bucket.
  const registry = /^https?:\/\//.test(config.registryUrl) ? [new URL(config.registryUrl).origin] : [];
  // The street map's archive, read by range requests from the map's worker.
  const tiles = config.mapTilesUrl ? [new URL(config.mapTilesUrl).origin] : [];
  const { forceTLS, wsHost, wsPort } = config.realtime;
  const realtime = `${forceTLS ? 'wss' : 'ws'}://${wsHost}:${wsPort}`;
  const mapbox = Boolean(config.mapboxToken);
  /** @type {Array<[string, string[]]>} */
  const directives = [
    ['default-src', ["'none'"]],
    // Code and styles only as files: the shell's own and the remotes'. No inline script, no eval,
    // no inline style (React's style props go through the CSSOM, which CSP does not govern).
    ['script-src', ["'self'", ...remotes]],
    ['style-src', ["'self'", ...remotes]],
    // data: for the icons the CSS carries inline; mapbox-gl also draws images from blobs.
    ['img-src', ["'self'", 'data:', ...(mapbox ? ['blob:'] : []), images, ...remotes]],
    // The sign-in pages' background video, a file of the shell's own.
    ['media-src', ["'self'"]],
    ['connect-src', ["'self'", api, realtime, ...registry, ...tiles, ...remotes, ...hotUpdates, ...(mapbox ? MAPBOX_CONNECT : [])]],
    // The map libraries run their worker from a blob of the page's origin; the shell's service worker is /sw.js.
    ['worker-src', ["'self'", 'blob:']],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/**
 * Headers of every answer of the web origin.
 * @param {{ config: import('./web.mjs').RuntimeConfig, cdnUrlPattern: string }} input
 * @returns {Record<string, string>}
 */
export function webSecurityHeaders(input) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // frame-ancestors for browsers that predate it.
    'X-Frame-Options': 'DENY',
  };
}
