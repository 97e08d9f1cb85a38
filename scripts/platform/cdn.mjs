// The remotes' CDN: each remote on its own origin (<remote>.localhost:<port>), serving its
// immutable version folders from the releases folder.
import { join } from 'node:path';
import { fileIn, sendFile, sendText } from './static.mjs';

const REMOTE_HOST = /^(mfe-[a-z0-9-]+)\.localhost(?::\d+)?$/i;
const CORS = { 'Access-Control-Allow-Origin': '*' };

/**
 * @param {{ releasesDir: string }} options
 * @returns {import('node:http').RequestListener}
 */
export function cdnHandler({ releasesDir }) {
  return (req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...CORS, 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Allow-Headers': '*', 'Access-Control-Max-Age': '86400' });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'method not allowed', { ...CORS, Allow: 'GET, HEAD, OPTIONS' });
      return;
    }
    const remote = REMOTE_HOST.exec(req.headers.host ?? '')?.[1]?.toLowerCase();
    const path = new URL(req.url ?? '/', 'http://cdn').pathname;
    // Only files inside a published version folder are served (not a folder still being copied,
    // whose name starts with a dot); every one of them is immutable.
    const file = remote && /^\/[^/.][^/]*\/./.test(path) && !path.includes('/.') ? fileIn(join(releasesDir, remote), path) : null;
    if (!file) {
      sendText(res, 404, 'not found', CORS);
      return;
    }
    sendFile(req, res, file, { ...CORS, 'Cache-Control': 'public, max-age=31536000, immutable' });
  };
}
