import { assertReleaseSettings } from '@marketplace/release/settings.mjs';
import type { Timeouts } from './http/timeouts.ts';
import type { S3Settings } from './storage/s3.ts';
import type { BucketSettings } from '@marketplace/release/bucket.mjs';
import { pusherService, type PusherService } from '@marketplace/shared/src/config/realtime.cjs';

/** Configuration from the environment; every value has an embedded default so `npm start` needs nothing. */
export interface ApiConfig {
  port: number;
  host: string;
  /** PostgreSQL URL; when absent, the embedded PGlite under dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  /** Browser origins allowed to call with credentials (Sanctum's stateful domains). */
  frontendOrigins: string[];
  /** Public URL of this API, used in links it generates (reset links, pagination links, images). */
  publicUrl: string;
  /** Where the front end lives, for links in mail (reset password). */
  frontendUrl: string;
  storageDir: string;
  /** Images in an S3-compatible bucket instead of storageDir (S3_BUCKET and its settings; storage/s3.ts). */
  s3: S3Settings | null;
  sessionLifetimeMinutes: number;
  cookieSecure: boolean;
  /** Our own Pusher-protocol server by default; `service` is an outside one (Soketi, Pusher Channels) to publish to. */
  /**
   * `listenUrl`: where the processes over one PostgreSQL database listen for each other's realtime events
   * (realtime/relay.ts); a direct connection, as a pooler in transaction mode cannot LISTEN.
   */
  realtime: { appId: string; key: string; secret: string; service: PusherService | null; listenUrl: string | null };
  mapboxToken: string | null;
  /** Where Mapbox's APIs are (its own address; a test's stand-in). */
  mapboxApiUrl: string;
  /** A self-hosted postcodes.io for every UK postcode and settlement (geocoding/postcodes-io.ts). */
  postcodesIoUrl: string | null;
  smtpUrl: string | null;
  /** Addresses of the reverse proxies in front of the API; only they may set X-Forwarded-For. */
  trustProxy: string[];
  /** Admission control: requests served at once, how long one may wait for its turn, and when to say 503. */
  overload: {
    maxConcurrent: number;
    maxWaitMs: number;
    maxQueue: number;
    /** Turns one signed-in account holds at once (its fair share; issue 40), and its requests that may wait for one. */
    perAccount: number;
    accountQueue: number;
    /** How long a request may wait while its own account holds its share (it holds no turn meanwhile). */
    accountWaitMs: number;
    retryAfterSeconds: number;
    maxEventLoopDelayMs: number;
    /** The health probe answers 503 once every turn has been taken this long with none handed on. */
    stalledAfterMs: number;
  };
  /** How long a client may take to send its request, or leave a connection idle (http/timeouts.ts). */
  timeouts: Timeouts;
  /** The longest one SQL statement may run on PostgreSQL before it is cancelled (a 503). */
  statementTimeoutMs: number;
  /**
   * Whether each answer is checked against its contract (shared's answer schemas; http/answers.ts): on in
   * development and tests, where a broken answer is a 500 naming the field; off when NODE_ENV=production
   * or API_CHECK_ANSWERS=false, where answers are only serialised from their schemas.
   */
  checkAnswers: boolean;
  /**
   * Operations: Prometheus metrics on their own port and address (none unless API_METRICS_PORT is set;
   * loopback unless API_METRICS_HOST says otherwise), and how long a draining process (SIGTERM) may
   * take to answer the requests in flight before it cuts them.
   */
  /**
   * `drainLingerMs`: how long a draining process still takes connections (answering each request with
   * Connection: close) before it stops listening, so a balancer's pooled connections end cleanly.
   */
  operations: { metricsPort: number | null; metricsHost: string; drainTimeoutMs: number; drainLingerMs: number };
  /**
   * Releases (release/): the registry the web origin serves, which the release console and the canary
   * watch move; its audit log (beside it unless set); the version folders when this machine holds them
   * (their manifests are then checked before a rollback); where the CDN serves versions; and the secret
   * the web origin signs each page load's release-health token with (none: no report is counted).
   */
  releases: {
    registryFile: string;
    auditFile: string | null;
    releasesDir: string | null;
    cdnUrlPattern: string;
    /** The live shell's build (SHELL_DIST): the shared-library gate checks every version made live against it. */
    shellDist: string;
    pageLoadSecret: string | null;
    /** How often the canary watch looks at the registry and judges canaries (0: never, tests tick it). */
    watchIntervalMs: number;
    /**
     * Releases in a bucket (RELEASE_BUCKET=s3://bucket/prefix, reached with S3_REGION, S3_ENDPOINT and
     * S3_FORCE_PATH_STYLE as the images are): the registry and its audit log are read and moved there,
     * and a version's manifest is checked there; registryFile, auditFile and releasesDir are then unused.
     */
    bucket: ({ url: string } & BucketSettings) | null;
  };
  /**
   * Stays' calendar sync (stays/): how often each imported calendar is read again (CALENDAR_REFRESH_MS;
   * 0: never, tests refresh on demand), and a test's allowance to read calendars from loopback, where
   * its local server serves one (CALENDAR_FEEDS_ALLOW_LOOPBACK=true), which production refuses.
   */
  calendarFeeds: { refreshEveryMs: number; allowLoopback: boolean };
}

/**
 * The configuration as the environment gives it: the realtime secret may still be missing, and is
 * then made once and kept with the data (see realtime/secret.ts) before the app is built.
 */
export type LoadedConfig = Omit<ApiConfig, 'realtime'> & { realtime: Omit<ApiConfig['realtime'], 'secret'> & { secret: string | null } };

const list = (v: string | undefined, d: string[]) =>
  v
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : d;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): LoadedConfig {
  const port = Number(env.API_PORT ?? 8000);
  const host = env.API_HOST ?? '127.0.0.1';
  const webPort = Number(env.WEB_PORT ?? 8080);
  const frontendUrl = env.FRONTEND_URL ?? `http://localhost:${webPort}`;
  // The embedded database answers one statement at a time: more at once only lengthens each wait.
  const maxConcurrent = Number(env.API_MAX_CONCURRENT || (env.DATABASE_URL ? 20 : 2));
  const service = pusherService(env);
  // Browsers of an outside Pusher service are authorised with its secret: one we made up would sign nothing it accepts.
  if (service && !env.PUSHER_APP_SECRET)
    throw new Error("PUSHER_HOST or PUSHER_APP_CLUSTER is set: set PUSHER_APP_SECRET to that service's secret too");
  // The console must move the registry browsers read: a mismatch refuses to start, naming the setting.
  assertReleaseSettings(env);
  const feedsFromLoopback = env.CALENDAR_FEEDS_ALLOW_LOOPBACK === 'true';
  if (feedsFromLoopback && env.NODE_ENV === 'production')
    throw new Error('CALENDAR_FEEDS_ALLOW_LOOPBACK is for tests only: a production API never reads calendars from its own machine');
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.DATA_DIR ?? new URL('../../.data/pglite', import.meta.url).pathname,
    frontendOrigins: list(env.FRONTEND_ORIGINS, [frontendUrl, `http://127.0.0.1:${webPort}`]),
    publicUrl: env.API_PUBLIC_URL ?? `http://localhost:${port}`,
    frontendUrl,
    storageDir: env.STORAGE_DIR ?? new URL('../../.data/storage', import.meta.url).pathname,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
          endpoint: env.S3_ENDPOINT || null,
          prefix: env.S3_PREFIX ? `${env.S3_PREFIX.replace(/\/+$/, '')}/` : '',
          // AWS's own endpoint takes virtual-hosted addresses; self-hosted servers mostly want paths.
          forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
        }
      : null,
    sessionLifetimeMinutes: Number(env.SESSION_LIFETIME ?? 43200),
    cookieSecure: env.COOKIE_SECURE === 'true',
    realtime: {
      appId: env.PUSHER_APP_ID ?? 'marketplace',
      key: env.PUSHER_APP_KEY ?? 'marketplace-key',
      secret: env.PUSHER_APP_SECRET || null,
      service,
      listenUrl: env.DATABASE_LISTEN_URL || env.DATABASE_URL || null,
    },
    mapboxToken: env.MAPBOX_TOKEN || null,
    mapboxApiUrl: 'https://api.mapbox.com',
    postcodesIoUrl: env.POSTCODES_IO_URL || null,
    smtpUrl: env.SMTP_URL || null,
    trustProxy: list(env.TRUST_PROXY, []),
    overload: {
      maxConcurrent,
      maxWaitMs: Number(env.API_MAX_WAIT_MS || 2000),
      maxQueue: Number(env.API_MAX_QUEUE || 500),
      // A tenth of the turns (at least one): one account's requests queue behind each other, not before everyone's.
      perAccount: Number(env.API_MAX_CONCURRENT_PER_ACCOUNT || Math.max(1, Math.floor(maxConcurrent / 10))),
      accountQueue: Number(env.API_MAX_QUEUE_PER_ACCOUNT || 20),
      accountWaitMs: Number(env.API_MAX_WAIT_PER_ACCOUNT_MS || 10_000),
      retryAfterSeconds: 2,
      maxEventLoopDelayMs: Number(env.API_MAX_EVENT_LOOP_DELAY_MS || 1000),
      stalledAfterMs: Number(env.API_STALLED_AFTER_MS || 5000),
    },
    // A few seconds for headers, for a pause in a body and for an idle connection (Fastify's advice
    // for a server without a proxy in front); two minutes for a whole request, a phone's photo upload.
    timeouts: {
      headersMs: Number(env.API_HEADERS_TIMEOUT_MS || 5000),
      idleMs: Number(env.API_IDLE_TIMEOUT_MS || 5000),
      keepAliveMs: Number(env.API_KEEP_ALIVE_TIMEOUT_MS || 5000),
      requestMs: Number(env.API_REQUEST_TIMEOUT_MS || 120_000),
    },
    statementTimeoutMs: Number(env.API_STATEMENT_TIMEOUT_MS || 5000),
    checkAnswers: env.API_CHECK_ANSWERS ? env.API_CHECK_ANSWERS === 'true' : env.NODE_ENV !== 'production',
    operations: {
      metricsPort: env.API_METRICS_PORT ? Number(env.API_METRICS_PORT) : null,
      metricsHost: env.API_METRICS_HOST || '127.0.0.1',
      // Kubernetes gives a pod 30 s between SIGTERM and SIGKILL: the drain ends well inside it.
      drainTimeoutMs: Number(env.API_DRAIN_TIMEOUT_MS || 20_000),
      drainLingerMs: Number(env.API_DRAIN_LINGER_MS || 0),
    },
    // The same defaults as the release command (release/cli.mjs) and `npm start` (scripts/platform).
    releases: {
      registryFile: env.REGISTRY_FILE || new URL('../../registry/remotes.json', import.meta.url).pathname,
      auditFile: env.RELEASE_AUDIT_FILE || null,
      releasesDir: env.RELEASES_DIR || new URL('../../releases', import.meta.url).pathname,
      cdnUrlPattern: env.CDN_URL_PATTERN || `http://{remote}.localhost:${env.CDN_PORT || 8090}`,
      // The live shell's build, whose shared singletons every version made live must be able to use.
      shellDist: env.SHELL_DIST || new URL('../../shell/dist', import.meta.url).pathname,
      pageLoadSecret: env.RELEASE_HEALTH_SECRET || null,
      watchIntervalMs: Number(env.RELEASE_WATCH_MS ?? 5000),
      // Reached as the images' bucket is (release/bucket.mjs: bucketSettingsFrom).
      bucket: env.RELEASE_BUCKET
        ? {
            url: env.RELEASE_BUCKET,
            region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
            endpoint: env.S3_ENDPOINT || null,
            forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
          }
        : null,
    },
    calendarFeeds: { refreshEveryMs: Number(env.CALENDAR_REFRESH_MS ?? 30 * 60_000), allowLoopback: feedsFromLoopback },
  };
}
