// Serving files from a folder: content types, safe path resolution, loopback listeners.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

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

/** @param {string} path */
export function contentType(path) {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The file a URL path names inside `root`, or null when it is outside it or not a file.
 * @param {string} root
 * @param {string} urlPath the path part of the URL, still percent-encoded
 * @returns {{ path: string, size: number } | null}
 */
export function fileIn(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  const path = resolve(join(base, decoded));
  if (path !== base && !path.startsWith(base + sep)) return null;
  try {
    const stat = statSync(path);
    return stat.isFile() ? { path, size: stat.size } : null;
  } catch {
    return null;
  }
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ path: string, size: number }} file
 * @param {Record<string, string>} headers
 */
export function sendFile(req, res, file, headers) {
  res.writeHead(200, { 'Content-Type': contentType(file.path), 'Content-Length': String(file.size), ...headers });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file.path).on('error', () => res.destroy()).pipe(res);
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
 * Listens on IPv4 loopback, and on IPv6 loopback too when the machine has it, because browsers
 * may try `localhost` names on ::1 first.
 * @param {import('node:http').RequestListener} handler
 * @param {number} port
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
export async function listenLoopback(handler, port) {
  const v4 = createServer(handler);
  await new Promise((resolvePromise, reject) => {
    v4.once('error', reject);
    v4.listen(port, '127.0.0.1', () => resolvePromise(undefined));
  });
  const actual = /** @type {import('node:net').AddressInfo} */ (v4.address()).port;
  const servers = [v4];
  const v6 = createServer(handler);
  const v6Up = await new Promise((resolvePromise) => {
    v6.once('error', () => resolvePromise(false));
    v6.listen(actual, '::1', () => resolvePromise(true));
  });
  if (v6Up) servers.push(v6);
  return {
    port: actual,
    close: () =>
      Promise.all(
        servers.map(
          (server) =>
            new Promise((resolvePromise) => {
              server.close(() => resolvePromise(undefined));
              server.closeAllConnections();
            }),
        ),
      ).then(() => undefined),
  };
}
