// The whole product as deployed: API, web origin (shell, registry, config) and the remotes' CDN.
import { randomBytes } from 'node:crypto';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { superviseApi } from './api.mjs';
import { cdnRoutes } from './cdn.mjs';
import { freePort, listenLoopback, serverLimits } from './static.mjs';
import { runtimeConfig, webRoutes } from './web.mjs';
import { webSecurityHeaders } from './headers.mjs';
import { startNginx } from './nginx.mjs';
import { assertReleaseSettings, bucketRegistryReader } from '../../release/settings.mjs';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * @typedef {{
 *   root?: string,
 *   webPort?: number, apiPort?: number, cdnPort?: number,
 *   releasesDir?: string, registryFile?: string, shellDist?: string,
 *   dataDir?: string, storageDir?: string,
 *   env?: NodeJS.ProcessEnv,
 *   apiOutput?: 'inherit' | 'buffer',
 *   apiLogFile?: string,
 *   apiReadyTimeoutMs?: number,
 *   apiRestart?: import('./api.mjs').RestartPolicy,
 *   webServer?: 'node' | 'nginx', apiNodes?: number, nginxPrefix?: string,
 * }} PlatformOptions
 * @typedef {{
 *   webUrl: string, apiUrl: string, cdnPort: number,
 *   remoteOrigin: (remote: string) => string,
 *   config: import('./web.mjs').RuntimeConfig,
 *   apiOutput: () => string,
 *   api: import('./api.mjs').SupervisedApi,
 *   apiNodes: import('./api.mjs').SupervisedApi[],
 *   nginx: { confFile: string, output: () => string, accessLog: () => string } | null,
 *   stop: () => Promise<void>,
 * }} Platform
 */

/**
 * Starts the three servers; ports, folders and settings come from `options`, then `env`, then the
 * defaults of `npm start`. Resolves once the API answers, with a stop function for all of them.
 * @param {PlatformOptions} [options]
 * @returns {Promise<Platform>}
 */
export async function startPlatform(options = {}) {
  const env = options.env ?? process.env;
  // Releases, the web origin and the API must agree on one registry: a mismatch refuses to start, naming the setting.
  assertReleaseSettings(env);
  const root = options.root ?? repoRoot;
  const webPort = options.webPort ?? Number(env.WEB_PORT || 8080);
  const apiPort = options.apiPort ?? Number(env.API_PORT || 8000);
  const cdnPort = options.cdnPort ?? Number(env.CDN_PORT || 8090);
  const releasesDir = resolve(options.releasesDir ?? (env.RELEASES_DIR || join(root, 'releases')));
  const registryFile = resolve(options.registryFile ?? (env.REGISTRY_FILE || join(root, 'registry', 'remotes.json')));
  const shellDist = resolve(options.shellDist ?? join(root, 'shell', 'dist'));
  const webOrigin = `http://localhost:${webPort}`;
  const apiUrl = `http://localhost:${apiPort}`;
  const config = runtimeConfig({ apiUrl, apiPort, webOrigin, env });
  // Where the release command says the remotes are (release/cli.mjs reads the same setting).
  const cdnUrlPattern = env.CDN_URL_PATTERN || `http://{remote}.localhost:${cdnPort}`;
  // Signs each page load's release-health token at the web origin; the API checks it. Made afresh on each
  // start unless set, which only ends the reports of pages opened before the restart.
  const releaseHealthSecret = env.RELEASE_HEALTH_SECRET || randomBytes(32).toString('base64url');
  // WEB_SERVER=nginx: nginx serves the web origin, the CDN and the API's port, over API_NODES API processes.
  const webServer = options.webServer ?? (env.WEB_SERVER === 'nginx' ? 'nginx' : 'node');
  const nodeCount = options.apiNodes ?? Number(env.API_NODES || 1);
  if (webServer === 'node' && nodeCount !== 1) throw new Error('API_NODES above 1 needs WEB_SERVER=nginx to balance them');
  if (nodeCount > 1 && !env.DATABASE_URL)
    throw new Error('API_NODES above 1 needs DATABASE_URL: the embedded PGlite database lives inside one process');

  /** @type {Array<() => Promise<void>>} */
  const stops = [];
  const stop = async () => {
    await Promise.allSettled(
      stops
        .splice(0)
        .reverse()
        .map((fn) => fn()),
    );
  };
  try {
    const behindNginx = webServer === 'nginx';
    // Behind nginx, the Node web origin only signs /config.json, on a port of its own, and believes nginx
    // alone about the visitor's address (its tokens are limited per address).
    // Header, keep-alive and idle timeouts and a connection cap (WEB_* settings): no client holds a socket for long.
    const limits = serverLimits(env);
    const web = await listenLoopback(
      webRoutes({
        shellDist,
        registryFile,
        config,
        cdnUrlPattern,
        pageLoadSecret: releaseHealthSecret,
        releasesDir,
        readRegistry: bucketRegistryReader(env),
        trustProxy: behindNginx
          ? ['127.0.0.1', '::1']
          : (env.TRUST_PROXY ?? '')
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
        tokensPerMinute: env.RELEASE_TOKENS_PER_MINUTE ? Number(env.RELEASE_TOKENS_PER_MINUTE) : undefined,
      }),
      behindNginx ? 0 : webPort,
      { limits },
    );
    stops.push(web.close);
    if (!behindNginx) {
      const cdn = await listenLoopback(cdnRoutes({ releasesDir }), cdnPort, { limits });
      stops.push(cdn.close);
    }
    /** @type {import('./api.mjs').ApiOptions} */
    const apiOptions = {
      root,
      port: behindNginx ? await freePort() : apiPort,
      publicUrl: apiUrl,
      webOrigin,
      webPort,
      dataDir: options.dataDir ?? env.DATA_DIR,
      storageDir: options.storageDir ?? env.STORAGE_DIR,
      // The release console and the canary watch move the same registry the web origin serves.
      env: {
        ...env,
        REGISTRY_FILE: registryFile,
        RELEASES_DIR: releasesDir,
        CDN_URL_PATTERN: cdnUrlPattern,
        RELEASE_HEALTH_SECRET: releaseHealthSecret,
        // Only nginx, on this machine, may say who the client is (the per-address limits); a draining node
        // takes connections a little longer than nginx keeps an idle one to it (nginx.mjs UPSTREAM_KEEPALIVE_S).
        ...(behindNginx ? { TRUST_PROXY: '127.0.0.1,::1', API_DRAIN_LINGER_MS: env.API_DRAIN_LINGER_MS || '3000' } : {}),
      },
      output: options.apiOutput ?? 'inherit',
      logFile: options.apiLogFile,
      readyTimeoutMs: options.apiReadyTimeoutMs ?? 180_000,
    };
    const api = await superviseApi(apiOptions, options.apiRestart);
    stops.push(api.stop);
    const apiNodes = [api];
    // One after another: the first has migrated and seeded the database before the next opens it.
    for (let n = 2; n <= nodeCount; n++) {
      const node = await superviseApi({ ...apiOptions, port: await freePort() }, options.apiRestart);
      stops.push(node.stop);
      apiNodes.push(node);
    }
    let nginx = null;
    if (behindNginx) {
      nginx = await startNginx({
        prefix: resolve(options.nginxPrefix ?? (env.NGINX_PREFIX || join(root, '.data', 'nginx'))),
        webPort,
        cdnPort,
        apiPort,
        apiNodes: apiNodes.map((node) => new URL(node.url).host.replace('localhost', '127.0.0.1')),
        configOrigin: `http://127.0.0.1:${web.port}`,
        shellDist,
        releasesDir,
        registryFile,
        webHeaders: webSecurityHeaders({ config, cdnUrlPattern }),
      });
      stops.push(nginx.stop);
    }
    return {
      webUrl: webOrigin,
      apiUrl,
      cdnPort,
      remoteOrigin: (remote) => `http://${remote}.localhost:${cdnPort}`,
      config,
      apiOutput: api.output,
      api,
      apiNodes,
      nginx,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
