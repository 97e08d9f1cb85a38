#!/usr/bin/env node
// npm run dev -- <remote> [--port <port>] [--web <shell url>]: serves one remote from rspack's dev
// server with hot updates, against the product already running (npm start), and prints the shell URL
// whose override loads it. The registry is not touched: the other remotes keep coming from it.
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { rspack } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';
import { REMOTES } from '../../shared/src/config/platform.cjs';
import { DEV_BASE_PORT, DEV_HOST, DEV_PORT_ENV } from '../rspack/dev.mjs';

const USAGE = `usage: npm run dev -- <remote> [--port <port>] [--web <shell url>]; remotes: ${REMOTES.join(', ')}`;

/**
 * The link that opens the running shell with `remote` loaded from the dev server.
 * @param {string} webUrl
 * @param {string} remote
 * @param {number} port
 */
export function overrideLink(webUrl, remote, port) {
  const url = new URL('/', webUrl);
  url.searchParams.set('override', `${remote}@http://${DEV_HOST}:${port}/mf-manifest.json`);
  return url.href;
}

/**
 * The dev server's URL inside an override link.
 * @param {string} link
 */
const devOrigin = (link) => (new URL(link).searchParams.get('override') ?? '').replace(/^[^@]*@/, '');

/**
 * @param {string[]} argv
 * @param {{ root: string, env: NodeJS.ProcessEnv }} io
 * @returns {Promise<{ link: string, ownPort: boolean, compiler: import('@rspack/core').Compiler, stop: () => Promise<void> }>}
 */
export async function startRemoteDev(argv, { root, env }) {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { port: { type: 'string' }, web: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const [remote] = positionals;
  if (
    positionals.length !== 1 ||
    !remote ||
    !REMOTES.includes(/** @type {import('../../shared/src/config/platform.cjs').RemoteName} */ (remote))
  )
    throw new Error(USAGE);
  const ownPort = DEV_BASE_PORT + REMOTES.indexOf(/** @type {import('../../shared/src/config/platform.cjs').RemoteName} */ (remote));
  const port = values.port ? Number(values.port) : ownPort;
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port needs a port number, not ${values.port}`);
  const webUrl = values.web || env.WEB_URL || `http://localhost:${env.WEB_PORT || 8080}`;

  // The remote's own config reads the port when it is loaded: the same config as its build, in development.
  process.env[DEV_PORT_ENV] = String(port);
  const configModule = /** @type {{ default: import('@rspack/core').Configuration }} */ (
    await import(pathToFileURL(join(root, remote, 'rspack.config.mjs')).href)
  );
  const config = configModule.default;
  if (!config.devServer) throw new Error(`${remote}/rspack.config.mjs does not build through scripts/rspack's createRemoteConfig`);
  const compiler = rspack(config);
  const server = new RspackDevServer(config.devServer, compiler);
  await server.start();
  return { link: overrideLink(webUrl, remote, port), ownPort: port === ownPort, compiler, stop: () => server.stop() };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const root = join(import.meta.dirname, '..', '..');
    const { link, ownPort, stop } = await startRemoteDev(process.argv.slice(2), { root, env: process.env });
    console.log(`\nHot reload is on. Open the running product with your remote in place:\n\n  ${link}\n`);
    // The product's script policy names each remote's own dev port, not every local port.
    if (!ownPort)
      console.log(`Not the remote's own port: start the product with OVERRIDE_ORIGINS=${new URL(devOrigin(link)).origin} to allow it.`);
    console.log('The override stays in that browser until you clear it from the banner; the registry is untouched.');
    const shutdown = () => void stop().then(() => process.exit(0));
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  } catch (error) {
    console.error(`dev: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
