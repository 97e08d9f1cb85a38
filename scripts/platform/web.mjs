// The web origin: the shell's build with an SPA fallback, the remote registry, the runtime config.
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { fileIn, sendFile, sendText } from './static.mjs';

/**
 * @typedef {{
 *   apiUrl: string, imageBaseUrl: string, registryUrl: string, mapboxToken: string | null,
 *   realtime: { key: string, wsHost: string, wsPort: number, forceTLS: boolean, cluster: string },
 *   remoteTimeoutMs: number, overrideOrigins: string[], siteUrl: string,
 *   financialDashboardUrl: string, supportEmail: string,
 * }} RuntimeConfig
 */

/**
 * The browser's runtime configuration (shared/src/config's RuntimeConfig). Never holds a secret.
 * @param {{ apiUrl: string, apiPort: number, webOrigin: string, env: NodeJS.ProcessEnv }} input
 * @returns {RuntimeConfig}
 */
export function runtimeConfig({ apiUrl, apiPort, webOrigin, env }) {
  return {
    apiUrl,
    imageBaseUrl: `${apiUrl}/storage`,
    registryUrl: '/registry/remotes.json',
    mapboxToken: env.MAPBOX_TOKEN || null,
    realtime: { key: env.PUSHER_APP_KEY || 'marketplace-key', wsHost: 'localhost', wsPort: apiPort, forceTLS: false, cluster: 'eu' },
    remoteTimeoutMs: Number(env.REMOTE_TIMEOUT_MS || 120000),
    overrideOrigins: env.OVERRIDE_ORIGINS
      ? env.OVERRIDE_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean)
      : ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*', 'http://*.localhost:*'],
    siteUrl: webOrigin,
    financialDashboardUrl: env.FINANCIAL_DASHBOARD_URL || 'https://connect.stripe.com/express_login',
    supportEmail: 'support@roofline.co.uk',
  };
}

/**
 * @param {{ shellDist: string, registryFile: string, config: RuntimeConfig }} options
 * @returns {import('node:http').RequestListener}
 */
export function webHandler({ shellDist, registryFile, config }) {
  const configBody = JSON.stringify(config);
  return (req, res) => {
    serve(req, res).catch((error) => {
      if (!res.headersSent) sendText(res, 500, `web server error: ${error instanceof Error ? error.message : String(error)}`);
      else res.destroy();
    });
  };

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function serve(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'method not allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const path = new URL(req.url ?? '/', 'http://web').pathname;
    if (path === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : configBody);
      return;
    }
    if (path === '/registry/remotes.json') {
      // Read at every request: a release or rollback shows on the next page load.
      let body;
      try {
        body = await readFile(registryFile, 'utf8');
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
        body = '{"remotes":{}}';
      }
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const file = fileIn(shellDist, path);
    if (file && !file.path.endsWith('index.html')) {
      sendFile(req, res, file, { 'Cache-Control': 'no-cache' });
      return;
    }
    // History-style routes: a path without a file extension is a page of the app.
    if (file || !extname(path)) {
      const index = fileIn(shellDist, '/index.html');
      if (index) {
        sendFile(req, res, index, { 'Cache-Control': 'no-cache' });
        return;
      }
      sendText(res, 503, 'the shell is not built: run `pnpm --filter shell build`');
      return;
    }
    sendText(res, 404, 'not found');
  }
}
