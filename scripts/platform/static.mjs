// Serving files from a folder on Fastify and @fastify/static (ETags, 304s, byte ranges): content types,
// safe path resolution, compressed copies, and loopback listeners with limits that no client can outlast.
import { createHash } from 'node:crypto';
import { mkdtempSync, realpathSync, rmSync, statSync, utimesSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import Fastify from 'fastify';
import fastifyEtag from '@fastify/etag';
import fastifyStatic from '@fastify/static';

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wasm': 'application/wasm',
  '.pbf': 'application/x-protobuf',
};

/** Types worth compressing: text, JSON, JavaScript, SVG and the map's glyph PBFs (half their size); images and fonts are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|geo\+json|x-protobuf)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * The encoding to send for an Accept-Encoding header: Brotli when accepted, else gzip, else none.
 * @param {string | string[] | undefined} header
 * @returns {'br' | 'gzip' | null}
 */
export function preferredEncoding(header) {
  /** @type {Map<string, number>} */
  const accepted = new Map();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  /** @param {string} name */
  const wants = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Where the copies made here live: a folder of this process's own, removed when it exits. */
let copiesDir = '';
const copiesFolder = () => {
  if (!copiesDir) {
    copiesDir = mkdtempSync(join(tmpdir(), 'roofline-compressed-'));
    process.once('exit', () => rmSync(copiesDir, { recursive: true, force: true }));
  }
  return copiesDir;
};

/**
 * Compressed copies of the files served that have none of their own, made once each (off the event
 * loop, Brotli at its best quality since the result is kept) and kept on disk by path, size,
 * modification time and encoding, up to a bound in bytes, so @fastify/static sends them with ETags,
 * 304s and ranges like any file. A copy takes its file's modification time: its ETag stays the same
 * from one start to the next. The files are content-hashed releases and builds, so a copy stays right.
 * @type {Map<string, Promise<string>>}
 */
const compressed = new Map();
/** @type {Map<string, number>} */
const compressedSizes = new Map();
let compressedBytes = 0;
const MAX_COMPRESSED_BYTES = 64 * 1024 * 1024;

/**
 * @param {{ path: string, size: number }} file
 * @param {'br' | 'gzip'} encoding
 * @returns {Promise<string>} the copy's path
 */
function compressedCopy(file, encoding) {
  const { mtime } = statSync(file.path);
  const key = `${file.path}\u0000${file.size}\u0000${mtime.getTime()}\u0000${encoding}`;
  let copy = compressed.get(key);
  if (!copy) {
    const path = join(copiesFolder(), `${createHash('sha256').update(key).digest('hex')}${encoding === 'br' ? '.br' : '.gz'}`);
    copy = readFile(file.path)
      .then((bytes) =>
        encoding === 'br'
          ? brotli(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
          : gzipAsync(bytes, { level: 9 }),
      )
      .then(async (bytes) => {
        await writeFile(path, bytes);
        utimesSync(path, mtime, mtime);
        compressedSizes.set(key, bytes.length);
        compressedBytes += bytes.length;
        // Oldest first: a Map keeps insertion order.
        for (const [old, size] of compressedSizes) {
          if (compressedBytes <= MAX_COMPRESSED_BYTES) break;
          const gone = compressed.get(old);
          compressedSizes.delete(old);
          compressed.delete(old);
          compressedBytes -= size;
          void gone?.then((oldPath) => rmSync(oldPath, { force: true }));
        }
        return path;
      });
    compressed.set(key, copy);
    copy.catch(() => compressed.delete(key));
  }
  return copy;
}

/** @param {string} path */
export function contentType(path) {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The path of a request target, percent-decoded once, or null when it cannot name a file: a
 * malformed escape, a NUL or a backslash (which some file systems take for a separator). Rules
 * about names (hidden files, folders being written) must run on this decoded form, never on the
 * raw one, where `%2e` still hides a dot.
 * @param {string | undefined} target the request target: origin form (`/a?b`) or absolute form
 * @returns {string | null}
 */
export function decodedPath(target) {
  let raw = target || '/';
  if (raw.startsWith('/')) raw = raw.replace(/[?#][\s\S]*$/, '');
  else {
    try {
      raw = new URL(raw).pathname;
    } catch {
      return null;
    }
  }
  let path;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.includes('\\')) return null;
  return path;
}

/**
 * The file a decoded path names inside `root`, or null when it is outside it, not a file, or any
 * part of it starts with a dot: hidden files, `..`, and folders still being written (a release
 * copies into `.<version>.tmp-…` and renames when complete). Symbolic links are followed only
 * when they stay inside `root` and reach no such part.
 * @param {string} root
 * @param {string} path a path already decoded by `decodedPath`
 * @returns {{ path: string, size: number } | null}
 */
export function fileIn(root, path) {
  const parts = path.split('/').filter(Boolean);
  if (parts.some((part) => part.startsWith('.'))) return null;
  try {
    const base = realpathSync(resolve(root));
    const real = realpathSync(join(base, ...parts));
    const inside = relative(base, real);
    if (!inside || isAbsolute(inside) || inside.split(sep).some((part) => part.startsWith('.'))) return null;
    const stat = statSync(real);
    return stat.isFile() ? { path: real, size: stat.size } : null;
  } catch {
    return null;
  }
}

/**
 * The compressed copy the release command wrote beside a file (`<file>.br`, `<file>.gz`), if any and
 * not older than the file itself.
 * @param {{ path: string }} file
 * @param {'.br' | '.gz'} suffix
 * @returns {{ path: string, size: number } | null}
 */
function fileBeside(file, suffix) {
  try {
    const copy = statSync(`${file.path}${suffix}`);
    return copy.isFile() && copy.mtimeMs >= statSync(file.path).mtimeMs ? { path: `${file.path}${suffix}`, size: copy.size } : null;
  } catch {
    return null;
  }
}

/** What @fastify/send adds by itself: ETag, Last-Modified, 304 and 412, byte ranges; type and caching are ours. */
const SEND_OPTIONS = {
  contentType: false,
  cacheControl: false,
  dotfiles: /** @type {const} */ ('deny'),
  acceptRanges: true,
  etag: true,
  lastModified: true,
};

/**
 * Sends a file with @fastify/static; text is compressed by Accept-Encoding, from the copy written at
 * release when there is one, else made here once and kept. A compressed answer has its own ETag (its
 * copy's), so a cache never takes one encoding for another.
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 * @param {{ path: string, size: number }} file
 * @param {Record<string, string>} headers
 */
export async function sendFile(request, reply, file, headers) {
  const type = contentType(file.path);
  reply.headers({ ...headers, 'Content-Type': type });
  let sent = file.path;
  if (COMPRESSIBLE.test(type) && file.size >= MIN_COMPRESS_BYTES) {
    reply.header('Vary', 'Accept-Encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding) {
      sent = fileBeside(file, encoding === 'br' ? '.br' : '.gz')?.path ?? (await compressedCopy(file, encoding));
      reply.header('Content-Encoding', encoding);
    }
  }
  return reply.sendFile(basename(sent), dirname(sent), SEND_OPTIONS);
}

/**
 * @param {import('fastify').FastifyReply} reply
 * @param {number} status
 * @param {string} body
 * @param {Record<string, string>} [headers]
 */
export function sendText(reply, status, body, headers = {}) {
  return reply
    .code(status)
    .headers({ ...headers, 'Content-Type': 'text/plain; charset=utf-8' })
    .send(body);
}

/**
 * What every answer of a file origin shares: `headers` on every answer (errors and 404s too), only the
 * `methods` it serves (405 otherwise, before any body is read), ETags and 304s for the answers it makes
 * itself (@fastify/etag; @fastify/static makes its own), and no error that stops it: a throw is logged
 * and answered 500.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ name: string, headers: Record<string, string>, methods?: string[] }} options
 */
export async function fileOrigin(app, { name, headers, methods = ['GET', 'HEAD'] }) {
  originHeaders.set(app, headers);
  await app.register(fastifyStatic, { serve: false });
  await app.register(fastifyEtag);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (!methods.includes(request.method)) return sendText(reply, 405, 'method not allowed', { Allow: methods.join(', ') });
  });
  // A 304 says only what the cached answer's validators and caching were.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 304) reply.removeHeader('content-type').removeHeader('content-encoding');
  });
  app.setNotFoundHandler((_request, reply) => sendText(reply, 404, 'not found'));
  app.setErrorHandler((error, request, reply) => {
    const status =
      /** @type {{ statusCode?: number, status?: number }} */ (error).statusCode ?? /** @type {{ status?: number }} */ (error).status;
    // @fastify/send's refusals (416 with its Content-Range, 412, 400, 403) are the client's.
    if (status && status >= 400 && status < 500) {
      const { headers: extra } = /** @type {{ headers?: Record<string, string> }} */ (error);
      return sendText(reply, status, status === 403 ? 'not found' : (STATUS_TEXT[status] ?? 'bad request'), extra ?? {});
    }
    // The target is the client's text: quoted, so it cannot forge log lines.
    console.error(
      `${name}: ${request.method} ${JSON.stringify(request.url)} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    if (reply.sent || reply.raw.headersSent) {
      reply.raw.destroy();
      return;
    }
    return sendText(reply, 500, 'internal server error');
  });
}

/** Each origin's headers, for the answers Fastify makes before any hook (a target it cannot decode). @type {WeakMap<import('fastify').FastifyInstance, Record<string, string>>} */
const originHeaders = new WeakMap();

/** @type {Record<number, string>} */
const STATUS_TEXT = { 400: 'bad request', 404: 'not found', 412: 'precondition failed', 416: 'range not satisfiable' };

/**
 * A malformed request (bad request line, header or chunk) is answered 400 and its connection
 * closed, headers too large 431, headers too slow 408; a socket error never reaches the process.
 * @param {Error & { code?: string }} error
 * @param {import('node:stream').Duplex} socket
 */
function answerClientError(error, socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** @type {Record<string, string>} */
const CLIENT_ERROR_STATUS = { HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large', ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout' };

/**
 * What a client may take of a server: its headers, an idle keep-alive connection, silence in the
 * middle of an answer (a client that stops reading), a whole request; and how many connections the
 * server holds at once (more are closed as they arrive). The web and CDN servers take no bodies.
 * @typedef {{ headersTimeoutMs: number, keepAliveTimeoutMs: number, idleTimeoutMs: number, requestTimeoutMs: number, maxConnections: number }} ServerLimits
 */

/**
 * The limits from WEB_HEADERS_TIMEOUT_MS, WEB_KEEP_ALIVE_TIMEOUT_MS, WEB_IDLE_TIMEOUT_MS,
 * WEB_REQUEST_TIMEOUT_MS and WEB_MAX_CONNECTIONS, each with its default.
 * @param {NodeJS.ProcessEnv} env
 * @returns {ServerLimits}
 */
export function serverLimits(env) {
  /** @param {string} name @param {number} fallback */
  const setting = (name, fallback) => {
    const value = Number(env[name] || fallback);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
    return value;
  };
  return {
    headersTimeoutMs: setting('WEB_HEADERS_TIMEOUT_MS', 10_000),
    keepAliveTimeoutMs: setting('WEB_KEEP_ALIVE_TIMEOUT_MS', 5_000),
    idleTimeoutMs: setting('WEB_IDLE_TIMEOUT_MS', 30_000),
    requestTimeoutMs: setting('WEB_REQUEST_TIMEOUT_MS', 30_000),
    maxConnections: setting('WEB_MAX_CONNECTIONS', 16_384),
  };
}

/** How often Node looks for requests past their header or request deadline (its default is every 30 s). */
const DEADLINE_CHECK_MS = 500;

/**
 * A Node HTTP server with `limits`.
 * @param {import('node:http').RequestListener} handler
 * @param {ServerLimits} limits
 */
function limitedServer(handler, limits) {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: Math.max(limits.requestTimeoutMs, limits.headersTimeoutMs),
      connectionsCheckingInterval: DEADLINE_CHECK_MS,
    },
    handler,
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  // Silence for this long with an answer under way (a client that stopped reading) ends the connection.
  server.setTimeout(limits.idleTimeoutMs, (socket) => socket.destroy());
  return server;
}

/** How long a stopping server gives the requests it is answering before it cuts them (SIGTERM's drain). */
const CLOSE_GRACE_MS = 5000;

/**
 * Serves `routes` (a function that adds them to a Fastify instance) on IPv4 loopback, and on IPv6
 * loopback too when the machine has it, because browsers may try `localhost` names on ::1 first.
 * `close` stops accepting at once, closes idle connections, and lets requests in flight finish for up
 * to `graceMs` before cutting them.
 * @param {(app: import('fastify').FastifyInstance) => Promise<void> | void} routes
 * @param {number} port
 * @param {{ graceMs?: number, limits?: ServerLimits }} [options]
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
export async function listenLoopback(routes, port, { graceMs = CLOSE_GRACE_MS, limits = serverLimits({}) } = {}) {
  /** @type {import('node:http').Server[]} */
  const servers = [];
  /** @type {import('node:http').RequestListener} */
  let handler = () => {};
  /** @type {import('fastify').FastifyInstance} */
  const app = Fastify({
    serverFactory: (fastifyHandler) => {
      handler = fastifyHandler;
      const server = limitedServer(fastifyHandler, limits);
      servers.push(server);
      return server;
    },
    clientErrorHandler: answerClientError,
    // A target Fastify cannot decode (a malformed escape) is the client's error, with the origin's headers.
    frameworkErrors: (_error, _request, reply) => sendText(reply, 400, 'bad request path', originHeaders.get(app) ?? {}),
    // A request on a keep-alive connection while stopping is still answered; idle ones are closed.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  });
  await routes(app);
  await app.listen({ port, host: '127.0.0.1' });
  const actual = /** @type {import('node:net').AddressInfo} */ (app.server.address()).port;
  const v6 = limitedServer(handler, limits).on('clientError', answerClientError);
  const v6Up = await new Promise((resolvePromise) => {
    v6.once('error', () => resolvePromise(false));
    v6.listen(actual, '::1', () => resolvePromise(true));
  });
  if (v6Up) servers.push(v6);
  // After listening, a server error (say, out of file descriptors) is logged, not a crash.
  for (const server of servers) server.on('error', (error) => console.error(`server on port ${actual}: ${error.message}`));
  return {
    port: actual,
    close: async () => {
      const cut = setTimeout(() => {
        for (const server of servers) server.closeAllConnections();
      }, graceMs);
      const v6Closed = v6Up ? new Promise((resolvePromise) => v6.close(() => resolvePromise(undefined))) : null;
      if (v6Up) v6.closeIdleConnections();
      await Promise.all([app.close(), v6Closed]);
      clearTimeout(cut);
    },
  };
}

/**
 * A loopback port free at the moment of asking (for a throw-away server a test or bench starts).
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}
