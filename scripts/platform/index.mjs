// The whole product as deployed: API, web origin (shell, registry, config) and the remotes' CDN.
import { randomBytes } from 'node:crypto';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { superviseApi } from './api.mjs';
import { cdnHandler } from './cdn.mjs';
import { listenLoopback } from './static.mjs';
import { runtimeConfig, webHandler } from './web.mjs';

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
 * }} PlatformOptions
 * @typedef {{
 *   webUrl: string, apiUrl: string, cdnPort: number,
 *   remoteOrigin: (remote: string) => string,
 *   config: import('./web.mjs').RuntimeConfig,
 *   apiOutput: () => string,
 *   api: import('./api.mjs').SupervisedApi,
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
    const web = await listenLoopback(
      webHandler({ shellDist, registryFile, config, cdnUrlPattern, pageLoadSecret: releaseHealthSecret }),
      webPort,
    );
    stops.push(web.close);
    const cdn = await listenLoopback(cdnHandler({ releasesDir }), cdnPort);
    stops.push(cdn.close);
    /** @type {import('./api.mjs').ApiOptions} */
    const apiOptions = {
      root,
      port: apiPort,
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
      },
      output: options.apiOutput ?? 'inherit',
      logFile: options.apiLogFile,
      readyTimeoutMs: options.apiReadyTimeoutMs ?? 180_000,
    };
    const api = await superviseApi(apiOptions, options.apiRestart);
    stops.push(api.stop);
    return {
      webUrl: webOrigin,
      apiUrl,
      cdnPort,
      remoteOrigin: (remote) => `http://${remote}.localhost:${cdnPort}`,
      config,
      apiOutput: api.output,
      api,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
