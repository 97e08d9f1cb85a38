// The web origin: the shell's build with an SPA fallback, the remote registry, the runtime config.
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { webSecurityHeaders } from './headers.mjs';
import { decodedPath, fileIn, fileOrigin, preferredEncoding, sendFile, sendText } from './static.mjs';
import { REMOTE_TIMEOUT_MS, REMOTES } from '../../shared/src/config/platform.cjs';
import { pusherService } from '../../shared/src/config/realtime.cjs';
import { clientAddress, pageReleaseIssuer } from '../../release/pageConfig.mjs';
import { readRegistry } from '../../release/registry.mjs';
import {
  checkPreview,
  LEAVE_PREVIEW_PATH,
  leavePreviewCookie,
  PREVIEW_PATH,
  previewCookie,
  refusedPreviewPage,
} from '../../release/preview.mjs';
import { advertPhotos, previewedAdvert, withPhoto } from './advertPreview.mjs';
import { pageBootOf, remotePreloads } from './pagePreloads.mjs';
import { devServerOrigins } from '../rspack/dev.mjs';

/** The street map's glyphs (Noto Sans, OFL), vendored from protomaps/basemaps-assets: served at /map-glyphs/. */
export const GLYPHS_DIR = fileURLToPath(new URL('../../shell/map-glyphs/', import.meta.url));

/** The shell's build names its scripts, styles and media `<name>.<8 hex of content hash>.<ext>`. */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.(?:js|css|png|jpe?g|gif|svg|webp|webm|woff2?)$/;

/** @typedef {import('../../shared/src/config/runtimeConfig.ts').RuntimeConfig} RuntimeConfig */

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/**
 * A small answer compressed at a quality quick enough to make on each request.
 * @param {string} body
 * @param {'br' | 'gzip'} encoding
 * @returns {Promise<Buffer>}
 */
const compress = (body, encoding) =>
  encoding === 'br' ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipAsync(body, { level: 6 });

/**
 * The browser's runtime configuration (shared/src/config's RuntimeConfig). Never holds a secret.
 * @param {{ apiUrl: string, apiPort: number, webOrigin: string, env: NodeJS.ProcessEnv }} input
 * @returns {RuntimeConfig}
 */
export function runtimeConfig({ apiUrl, apiPort, webOrigin, env }) {
  const key = env.PUSHER_APP_KEY || 'marketplace-key';
  // Browsers connect where the API publishes: an outside service when PUSHER_HOST or PUSHER_APP_CLUSTER names one.
  const service = pusherService(env);
  return {
    apiUrl,
    // The API serves images from its store; with them in a bucket, its public or CDN address may serve them instead.
    imageBaseUrl: (env.IMAGE_BASE_URL || `${apiUrl}/storage`).replace(/\/+$/, ''),
    // The web origin serves the registry file; with releases in a bucket, REGISTRY_URL is its object's address there.
    registryUrl: env.REGISTRY_URL || '/registry/remotes.json',
    mapboxToken: env.MAPBOX_TOKEN || null,
    mapTilesUrl: env.MAP_TILES_URL || null,
    // The street map's glyphs: the web origin's own copy (shell/map-glyphs) unless MAP_GLYPHS_URL names others.
    mapGlyphsUrl: env.MAP_GLYPHS_URL || null,
    realtime: service
      ? { key, wsHost: service.wsHost, wsPort: service.port, forceTLS: service.useTLS, cluster: service.cluster }
      : { key, wsHost: 'localhost', wsPort: apiPort, forceTLS: false, cluster: 'eu' },
    remoteTimeoutMs: Number(env.REMOTE_TIMEOUT_MS || REMOTE_TIMEOUT_MS),
    // Every page load's Web Vitals by default: a canary's share of a quiet hour needs them all to be judged.
    vitalsSampleRate: Number(env.VITALS_SAMPLE_RATE || 1),
    overrideOrigins: overrideOrigins(env),
    siteUrl: webOrigin,
    financialDashboardUrl: env.FINANCIAL_DASHBOARD_URL || 'https://connect.stripe.com/express_login',
    supportEmail: 'support@roofline.co.uk',
  };
}

/**
 * Origins a per-user remote override may load from: OVERRIDE_ORIGINS (comma-separated; set and
 * empty means none); else, in development, each remote's `npm run dev` server by its own origin
 * (http://127.0.0.1:3101 and on), and none in a production configuration, where a crafted link must
 * not make a visitor's browser run code from anywhere. The script policy allows exactly these: never
 * every local port, which would let any local server's answers (the API's among them) run as script.
 * @param {NodeJS.ProcessEnv} env
 * @returns {string[]}
 */
export function overrideOrigins(env) {
  if (env.OVERRIDE_ORIGINS !== undefined)
    return env.OVERRIDE_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return env.NODE_ENV === 'production' ? [] : devServerOrigins(REMOTES);
}

/** The shell's page for the map home without a query: index.html with its introduction prerendered. */
const HOME_PAGE = '/home.html';

/** @param {string | undefined} url */
const isPlainHome = (url) => url === '/';

/**
/**
 * What /config.json adds for releases (release/pageConfig.mjs): each remote's version for this page and
 * its page-load token, signed with `pageLoadSecret` (RELEASE_HEALTH_SECRET, shared with the API), at most
 * `tokensPerMinute` per address; the address is the socket's, or what a proxy in `trustProxy` forwarded.
 * `readRegistry` reads the registry the shell reads when it is not `registryFile` (a bucket's, then kept a second).
 * @param {{ pageLoadSecret?: string, registryFile: string, readRegistry?: () => Promise<import('../../release/registry.mjs').Registry>, trustProxy?: string[], tokensPerMinute?: number, secureCookie?: boolean }} options
 * @returns {(req: import('node:http').IncomingMessage) => Promise<{ fields: import('../../release/pageConfig.mjs').PageReleaseFields, setCookie: string | null }>}
 */
export function pageReleaseOf({ pageLoadSecret, registryFile, readRegistry: read, trustProxy = [], tokensPerMinute, secureCookie }) {
  const issue = pageReleaseIssuer({
    secret: pageLoadSecret,
    readRegistry: read ?? (async () => readRegistry(registryFile)),
    registryTtlMs: read ? 1000 : 0,
    tokensPerMinute,
    secureCookie,
  });
  return (req) =>
    issue({
      address: clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustProxy),
      cookieHeader: req.headers.cookie,
    });
}

/**
 * The web origin's routes. `pageLoadSecret`, `readRegistry`, `trustProxy` and `tokensPerMinute`: what
 * /config.json adds for releases (pageReleaseOf). `releasesDir` (the CDN's folder) lets a page's HTML
 * name its remote's first files for the browser to fetch early.
 * @param {{ shellDist: string, registryFile: string, config: RuntimeConfig, cdnUrlPattern: string, pageLoadSecret?: string, releasesDir?: string, readRegistry?: () => Promise<import('../../release/registry.mjs').Registry>, trustProxy?: string[], tokensPerMinute?: number }} options
 * @returns {(app: import('fastify').FastifyInstance) => Promise<void>}
 */
export function webRoutes({
  shellDist,
  registryFile,
  config,
  cdnUrlPattern,
  pageLoadSecret,
  releasesDir,
  readRegistry: read,
  trustProxy,
  tokensPerMinute,
}) {
  const pageRelease = pageReleaseOf({
    pageLoadSecret,
    registryFile,
    readRegistry: read,
    trustProxy,
    tokensPerMinute,
    secureCookie: config.siteUrl.startsWith('https:'),
  });
  const security = webSecurityHeaders({ config, cdnUrlPattern });
  const photoOf = advertPhotos(config);
  // Only for the registry served here: one in a bucket (REGISTRY_URL) is not read by this server.
  const preloadsOf =
    releasesDir && config.registryUrl === '/registry/remotes.json'
      ? remotePreloads({ registryFile, releasesDir, registryUrl: new URL(config.registryUrl, config.siteUrl).href })
      : null;
  const composedPage = composedPages();
  return async (app) => {
    await fileOrigin(app, { name: 'web', headers: security });
    app.route({ method: ['GET', 'HEAD'], url: '*', handler: serve });
  };

  /**
   * A preview link (release/preview.mjs): a valid one sets this browser's preview cookie and opens the product;
   * `/preview/leave` ends it; an expired or forged one is refused with a page that says so (410, 403).
   * @param {string} token
   * @param {import('fastify').FastifyReply} reply
   */
  function previewLink(token, reply) {
    const secure = config.siteUrl.startsWith('https:');
    const home = { Location: '/', 'Cache-Control': 'no-store' };
    if (`${PREVIEW_PATH}${token}` === LEAVE_PREVIEW_PATH)
      return reply
        .code(303)
        .headers({ ...home, 'Set-Cookie': leavePreviewCookie({ secure }) })
        .send();
    const check = pageLoadSecret ? checkPreview(pageLoadSecret, token) : /** @type {const} */ ({ refused: 'forged' });
    if ('preview' in check)
      return reply
        .code(303)
        .headers({ ...home, 'Set-Cookie': previewCookie(token, check.preview, { secure }) })
        .send();
    return reply
      .code(check.refused === 'expired' ? 410 : 403)
      .headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
      .send(refusedPreviewPage(check.refused));
  }

  /**
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   */
  async function serve(request, reply) {
    const path = decodedPath(request.url);
    if (path === null) return sendText(reply, 400, 'bad request path');
    if (path === '/config.json') {
      const { fields, setCookie } = await pageRelease(request.raw);
      if (setCookie) reply.header('Set-Cookie', setCookie);
      return reply
        .headers({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
        .send(JSON.stringify({ ...config, ...fields }));
    }
    if (path.startsWith(PREVIEW_PATH)) return previewLink(path.slice(PREVIEW_PATH.length), reply);
    if (path === '/registry/remotes.json') {
      // Read at every request: a release or rollback shows on the next page load.
      let body;
      try {
        body = await readFile(registryFile, 'utf8');
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
        body = '{"remotes":{}}';
      }
      // Compressed, as nginx sends it: every page load waits for it before its first remote (about half
      // its size on the wire; the integrity hashes do not compress). Made afresh each time, as the file is.
      const encoding = body.length >= 1024 ? preferredEncoding(request.headers['accept-encoding']) : null;
      return reply
        .headers({
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
          Vary: 'Accept-Encoding',
          ...(encoding ? { 'Content-Encoding': encoding } : {}),
        })
        .send(encoding ? await compress(body, encoding) : Buffer.from(body));
    }
    if (path.startsWith('/map-glyphs/')) {
      // A font stack's range never changes its bytes: other glyphs would be served under another path
      // (streets.ts's GLYPHS_PATH), as browsers keep these for a year.
      const glyphs = fileIn(GLYPHS_DIR, path.slice('/map-glyphs'.length));
      if (glyphs && glyphs.path.endsWith('.pbf'))
        return sendFile(request, reply, glyphs, { 'Cache-Control': 'public, max-age=31536000, immutable' });
      return sendText(reply, 404, 'not found');
    }
    const file = fileIn(shellDist, path);
    if (file && !file.path.endsWith('index.html')) {
      // A content-hashed name never changes its bytes; anything else is checked with the server.
      const cache = CONTENT_HASHED.test(file.path) ? 'public, max-age=31536000, immutable' : 'no-cache';
      return sendFile(request, reply, file, { 'Cache-Control': cache });
    }
    // History-style routes: a path without a file extension is a page of the app. The map home opened
    // without a search of its own gets the page whose HTML already holds its introduction's headline.
    if (file || !extname(path)) {
      const remotePage = await composedRemotePage(request, path);
      if (remotePage) return reply.headers(remotePage.headers).send(remotePage.body);
      const index = (isPlainHome(request.url) && fileIn(shellDist, HOME_PAGE)) || fileIn(shellDist, '/index.html');
      if (index) return sendFile(request, reply, index, { 'Cache-Control': 'no-cache' });
      return sendText(reply, 503, 'the shell is not built: run `pnpm --filter shell build`');
    }
    return sendText(reply, 404, 'not found');
  }

  /**
   * A page a remote shows (an advert's, the dashboard's) with its remote's first files named in its head
   * and its boot plan's preview: for an advert, its frame with its first photo when the API names one in
   * time; for the statistics page, its frame and its figures' cards (the same for everyone: no one's figures).
   * @param {import('fastify').FastifyRequest} request
   * @param {string} path
   * @returns {Promise<{ headers: Record<string, string>, body: Buffer } | null>} null for the plain page
   */
  async function composedRemotePage(request, path) {
    const boot = pageBootOf(path, request.headers.cookie);
    const index = fileIn(shellDist, '/index.html');
    if (!boot || !index) return null;
    const previewPage = boot.preview ? fileIn(shellDist, `/${boot.preview}`) : null;
    const advert = previewedAdvert(path);
    const [links, photo] = await Promise.all([preloadsOf ? preloadsOf(boot) : '', advert && previewPage ? photoOf(advert) : null]);
    // An advert's preview without its photo is no preview; an advert.html without the photo's place (an
    // older shell) gives the plain page with the links.
    const page =
      (previewPage && (!advert || photo) ? await composedPage(previewPage.path, links, photo) : null) ??
      (links ? await composedPage(index.path, links, null) : null);
    if (!page) return null;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    return {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      },
      body: encoding ? await page.encoded(encoding) : page.body,
    };
  }
}

/** How many composed pages the web origin keeps: a few live versions' dashboard and plain advert pages, and recent adverts' photos. */
const COMPOSED_KEPT = 64;

/**
 * The shell's page with a remote's links in its head (and an advert's photo), kept with its compressed
 * bytes: a page differs only by the shell file (its path and mtime: a deploy writes a new one), the live
 * versions its links name and the photo, so the next request for the same ones is served without reading,
 * editing or compressing anything. Least recently used first out.
 */
function composedPages() {
  /** @type {Map<string, Promise<{ body: Buffer, encoded: (encoding: 'br' | 'gzip') => Promise<Buffer> } | null>>} */
  const kept = new Map();

  /**
   * @param {string} file the shell's index.html or a boot plan's preview (advert.html, dashboard.html)
   * @param {string} links
   * @param {string | null} photo
   */
  return async (file, links, photo) => {
    const { mtimeMs, size } = await stat(file);
    const key = [file, mtimeMs, size, links, photo ?? ''].join('\u0000');
    let page = kept.get(key);
    if (page) kept.delete(key);
    else page = compose(file, links, photo);
    kept.set(key, page);
    if (kept.size > COMPOSED_KEPT) kept.delete(kept.keys().next().value ?? key);
    page.catch(() => kept.delete(key));
    return page;
  };

  /**
   * @param {string} file
   * @param {string} links
   * @param {string | null} photo
   */
  async function compose(file, links, photo) {
    const shell = await readFile(file, 'utf8');
    const page = photo ? withPhoto(shell, photo) : shell;
    if (page === null) return null;
    const body = Buffer.from(links ? page.replace('</head>', `  ${links}\n  </head>`) : page);
    /** @type {Map<string, Promise<Buffer>>} */
    const encoded = new Map();
    return {
      body,
      /** Made once per encoding, at the best quality: a page this small takes a few milliseconds. */
      encoded: (/** @type {'br' | 'gzip'} */ encoding) => {
        let bytes = encoded.get(encoding);
        if (!bytes) {
          bytes =
            encoding === 'br'
              ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
              : gzipAsync(body, { level: 9 });
          encoded.set(encoding, bytes);
        }
        return bytes;
      },
    };
  }
}
