// The remotes' CDN: each remote on its own origin (<remote>.localhost:<port>), serving its
// immutable version folders from the releases folder.
import { join } from 'node:path';
import { decodedPath, fileIn, guarded, sendFile, sendText } from './static.mjs';

const REMOTE_HOST = /^(mfe-[a-z0-9-]+)\.localhost(?::\d+)?$/i;
/**
 * Every answer: readable by any page (the shell and the remotes are on other origins), and never
 * sniffed into another type.
 */
export const CDN_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  // A map reading a PMTiles archive by byte ranges may look at which range it got.
  'Access-Control-Expose-Headers': 'Content-Range',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * @param {{ releasesDir: string }} options
 * @returns {import('node:http').RequestListener}
 */
export function cdnHandler({ releasesDir }) {
  return guarded('cdn', (req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...CDN_HEADERS,
        'Access-Control-Allow-Methods': 'GET, HEAD',
        'Access-Control-Allow-Headers': '*',
        'Access-Control-Max-Age': '86400',
      });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'method not allowed', { ...CDN_HEADERS, Allow: 'GET, HEAD, OPTIONS' });
      return;
    }
    const path = decodedPath(req.url);
    if (path === null) {
      sendText(res, 400, 'bad request path', CDN_HEADERS);
      return;
    }
    const remote = REMOTE_HOST.exec(req.headers.host ?? '')?.[1]?.toLowerCase();
    // Only files inside a version folder (`/<version>/<file>`) are served; fileIn refuses every
    // name starting with a dot, so a folder still being copied is never reached. All are immutable.
    const file = remote && /^\/[^/]+\/./.test(path) ? fileIn(join(releasesDir, remote), path) : null;
    if (!file) {
      sendText(res, 404, 'not found', CDN_HEADERS);
      return;
    }
    return sendFile(req, res, file, { ...CDN_HEADERS, 'Cache-Control': 'public, max-age=31536000, immutable' });
  });
}
