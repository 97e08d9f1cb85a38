// Serving files from a folder: content types, safe path resolution, loopback listeners that no
// request can stop.
import { createReadStream, realpathSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

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

/** Types worth compressing: text, JSON, JavaScript and SVG; images and fonts are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|geo\+json)|image\/svg\+xml)/;
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
/**
 * Compressed copies of the files served, made once each (off the event loop, Brotli at its best
 * quality since the result is kept) and kept by path, size, modification time and encoding, up to
 * a bound in bytes. The files are content-hashed releases and builds, so a copy stays right.
 * @type {Map<string, Promise<Buffer>>}
 */
const compressed = new Map();
/** @type {Map<string, number>} */
const compressedSizes = new Map();
let compressedBytes = 0;
const MAX_COMPRESSED_BYTES = 64 * 1024 * 1024;

/**
 * @param {{ path: string, size: number }} file
 * @param {'br' | 'gzip'} encoding
 * @returns {Promise<Buffer>}
 */
function compressedCopy(file, encoding) {
  const key = `${file.path}\u0000${file.size}\u0000${statSync(file.path).mtimeMs}\u0000${encoding}`;
  let copy = compressed.get(key);
  if (!copy) {
    copy = readFile(file.path).then((bytes) =>
      encoding === 'br'
        ? brotli(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
        : gzipAsync(bytes, { level: 9 }),
    );
    compressed.set(key, copy);
    copy.then(
      (bytes) => {
        compressedSizes.set(key, bytes.length);
        compressedBytes += bytes.length;
        // Oldest first: a Map keeps insertion order.
        for (const [old, size] of compressedSizes) {
          if (compressedBytes <= MAX_COMPRESSED_BYTES) break;
          compressedSizes.delete(old);
          compressed.delete(old);
          compressedBytes -= size;
        }
      },
      () => compressed.delete(key),
    );
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

/**
 * Sends a file; text is compressed by Accept-Encoding, from the copy written at release when there
 * is one, else made here once and kept.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ path: string, size: number }} file
 * @param {Record<string, string>} headers
 * @returns {Promise<void> | void} a promise when the answer is a compressed copy being made
 */
export function sendFile(req, res, file, headers) {
  const type = contentType(file.path);
  if (COMPRESSIBLE.test(type) && file.size >= MIN_COMPRESS_BYTES) {
    const varying = { ...headers, Vary: 'Accept-Encoding' };
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const copy = encoding && fileBeside(file, encoding === 'br' ? '.br' : '.gz');
    if (encoding && copy) {
      res.writeHead(200, { 'Content-Type': type, 'Content-Length': String(copy.size), 'Content-Encoding': encoding, ...varying });
      if (req.method === 'HEAD') res.end();
      else pipeline(createReadStream(copy.path), res, () => {});
      return;
    }
    if (encoding) {
      return compressedCopy(file, encoding).then((body) => {
        res.writeHead(200, { 'Content-Type': type, 'Content-Length': String(body.length), 'Content-Encoding': encoding, ...varying });
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    }
    headers = varying;
  }
  const range = byteRange(req.headers.range, file.size, req.headers['if-range']);
  if (range === 'unsatisfiable') {
    res.writeHead(416, { 'Content-Range': `bytes */${file.size}`, 'Content-Length': '0', ...headers });
    res.end();
    return;
  }
  if (range) {
    res.writeHead(206, {
      'Content-Type': type,
      'Content-Length': String(range.end - range.start + 1),
      'Content-Range': `bytes ${range.start}-${range.end}/${file.size}`,
      'Accept-Ranges': 'bytes',
      ...headers,
    });
  } else res.writeHead(200, { 'Content-Type': type, 'Content-Length': String(file.size), 'Accept-Ranges': 'bytes', ...headers });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // pipeline closes the file when the client goes away mid-answer, and the answer when reading fails.
  pipeline(createReadStream(file.path, range ?? {}), res, () => {});
}

/**
 * The one byte range a request asks for (RFC 9110 §14: `bytes=a-b`, `bytes=a-`, `bytes=-n`), clipped
 * to the file; null for the whole file (no Range, several ranges, or an If-Range, since these answers
 * carry no validator); 'unsatisfiable' when it starts past the end. What a PMTiles map reads its tiles by.
 * @param {string | undefined} header
 * @param {number} size
 * @param {string | string[] | undefined} ifRange
 * @returns {{ start: number, end: number } | 'unsatisfiable' | null}
 */
export function byteRange(header, size, ifRange) {
  const match = header && !ifRange ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} body
 * @param {Record<string, string>} [headers]
 */
export function sendText(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)), ...headers });
  res.end(body);
}

/**
 * A request listener that no error stops: a throw or a rejected promise is logged and answered
 * with a 500 (or ends the answer when its head is already sent), never thrown out of the process.
 * @param {string} name what the log line calls the server
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void | Promise<void>} handler
 * @returns {import('node:http').RequestListener}
 */
export function guarded(name, handler) {
  return (req, res) => {
    /** @param {unknown} error */
    const fail = (error) => {
      // The target is the client's text: quoted, so it cannot forge log lines.
      console.error(
        `${name}: ${req.method} ${JSON.stringify(req.url)} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (!res.headersSent) sendText(res, 500, 'internal server error');
      else res.destroy();
    };
    try {
      Promise.resolve(handler(req, res)).catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}

/** @type {Record<string, string>} */
const CLIENT_ERROR_STATUS = { HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large', ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout' };

/**
 * A malformed request (bad request line, header or chunk) is answered 400 and its connection
 * closed; a socket error never reaches the process.
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

/** How long a stopping server gives the requests it is answering before it cuts them (SIGTERM's drain). */
const CLOSE_GRACE_MS = 5000;

/**
 * Listens on IPv4 loopback, and on IPv6 loopback too when the machine has it, because browsers
 * may try `localhost` names on ::1 first. `close` stops accepting at once, closes idle connections,
 * and lets requests in flight finish for up to `graceMs` before cutting them.
 * @param {import('node:http').RequestListener} handler
 * @param {number} port
 * @param {{ graceMs?: number }} [options]
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
export async function listenLoopback(handler, port, { graceMs = CLOSE_GRACE_MS } = {}) {
  const serverFor = () => createServer(handler).on('clientError', answerClientError);
  const v4 = serverFor();
  await new Promise((resolvePromise, reject) => {
    v4.once('error', reject);
    v4.listen(port, '127.0.0.1', () => resolvePromise(undefined));
  });
  const actual = /** @type {import('node:net').AddressInfo} */ (v4.address()).port;
  const servers = [v4];
  const v6 = serverFor();
  const v6Up = await new Promise((resolvePromise) => {
    v6.once('error', () => resolvePromise(false));
    v6.listen(actual, '::1', () => resolvePromise(true));
  });
  if (v6Up) servers.push(v6);
  // After listening, a server error (say, out of file descriptors) is logged, not a crash.
  for (const server of servers) server.on('error', (error) => console.error(`server on port ${actual}: ${error.message}`));
  return {
    port: actual,
    close: () =>
      Promise.all(
        servers.map(
          (server) =>
            new Promise((resolvePromise) => {
              const cut = setTimeout(() => server.closeAllConnections(), graceMs);
              server.close(() => {
                clearTimeout(cut);
                resolvePromise(undefined);
              });
              server.closeIdleConnections();
            }),
        ),
      ).then(() => undefined),
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
