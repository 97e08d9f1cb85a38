/**
 * Runtime configuration, served to the browser as /config.json so one build runs in every
 * environment. Never holds a secret. The web server (scripts/platform/web.mjs) writes it with this type.
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
  /**
   * A PMTiles archive of streets (MAP_TILES_URL), or null: without a Mapbox token the maps then draw
   * streets from it (shared/src/map/streets.ts); without either, our own offline style.
   */
  mapTilesUrl?: string | null;
  /**
   * The street map's glyphs, a URL template with {fontstack} and {range} (MAP_GLYPHS_URL); by default the
   * web origin's own copy at /map-glyphs/ (shell/map-glyphs).
   */
  mapGlyphsUrl?: string | null;
  /** Pusher-protocol realtime service (our API by default, any Pusher-compatible service by config). */
  realtime: { key: string; wsHost: string; wsPort: number; forceTLS: boolean; cluster: string };
  /** How long a remote may take to load before it counts as unavailable (REMOTE_TIMEOUT_MS by default). */
  remoteTimeoutMs: number;
  /** Origins a per-user remote override may point at. Entries are origins or `*.host` patterns. */
  overrideOrigins: string[];
  /** Site root used in share links. */
  siteUrl: string;
  /** The payment provider's dashboard that hosts (is_host) reach through 'Financial Dashboard'. */
  financialDashboardUrl: string;
  /** Support address shown in the footer. */
  supportEmail: string;
  /**
   * This page load's signed token for release health (release/pageLoad.mjs): the API counts the page's
   * remote loads and failures only with it, only for the versions below, once per remote. Fresh in each
   * /config.json; absent when the web origin has no RELEASE_HEALTH_SECRET, or has given this address its
   * tokens for the minute.
   */
  pageLoad?: string;
  /**
   * The version of each remote the web origin gave this page (release/pageConfig.mjs): a canary's share of
   * browsers is decided there, by a sticky id in a cookie. A remote it does not name loads its live version.
   */
  versions?: Record<string, string>;
  /**
   * Set while this browser follows a release manager's preview link (release/preview.mjs): the candidate
   * version of one remote it alone gets (in `versions` too), until `expiresAt`. The shell shows a banner
   * naming it, with a way out (/preview/leave).
   */
  preview?: { remote: string; version: string; expiresAt: string };
  /**
   * The share of page loads, 0 to 1, whose Web Vitals the shell measures and sends for release health
   * (VITALS_SAMPLE_RATE, 1 by default); none while the visitor has declined the cookie notice.
   */
  vitalsSampleRate?: number;
}
