// The remotes' CDN: each remote on its own origin (<remote>.localhost:<port>), serving its
// immutable version folders from the releases folder.
import { join } from 'node:path';
import { decodedPath, fileIn, fileOrigin, sendFile, sendText } from './static.mjs';

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
 * @returns {(app: import('fastify').FastifyInstance) => Promise<void>}
 */
export function cdnRoutes({ releasesDir }) {
  return async (app) => {
    await fileOrigin(app, { name: 'cdn', headers: CDN_HEADERS, methods: ['GET', 'HEAD', 'OPTIONS'] });
    app.options('*', (_request, reply) =>
      reply
        .code(204)
        .headers({ 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Allow-Headers': '*', 'Access-Control-Max-Age': '86400' })
        .send(),
    );
    app.route({
      method: ['GET', 'HEAD'],
      url: '*',
      handler: async (request, reply) => {
        const path = decodedPath(request.url);
        if (path === null) return sendText(reply, 400, 'bad request path');
        const remote = REMOTE_HOST.exec(request.headers.host ?? '')?.[1]?.toLowerCase();
        // Only files inside a version folder (`/<version>/<file>`) are served; fileIn refuses every
        // name starting with a dot, so a folder still being copied is never reached. All are immutable.
        const file = remote && /^\/[^/]+\/./.test(path) ? fileIn(join(releasesDir, remote), path) : null;
        if (!file) return sendText(reply, 404, 'not found');
        return sendFile(request, reply, file, { 'Cache-Control': 'public, max-age=31536000, immutable' });
      },
    });
  };
}
