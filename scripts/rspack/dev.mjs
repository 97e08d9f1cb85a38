// What `npm run dev -- <remote>` changes in a remote's build: development mode, rspack's dev server
// with hot updates, and each exposed module behind a hot parcel so an edit replaces what is mounted.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Set by scripts/dev/dev.mjs: the port the remote's dev server listens on. */
export const DEV_PORT_ENV = 'REMOTE_DEV_PORT';
/** Where the dev server listens: the name the override allow-list and the CSP know. */
export const DEV_HOST = '127.0.0.1';
/** The first remote's dev server port; each remote has its own after it, in REMOTES order. */
export const DEV_BASE_PORT = 3101;

/**
 * The origin each remote's `npm run dev` server has by default, in REMOTES order.
 * @param {readonly string[]} remotes
 * @returns {string[]}
 */
export function devServerOrigins(remotes) {
  return remotes.map((_, index) => `http://${DEV_HOST}:${DEV_BASE_PORT + index}`);
}

/** @param {NodeJS.ProcessEnv} env @returns {number | null} */
export function devPort(env) {
  const port = Number(env[DEV_PORT_ENV]);
  return Number.isInteger(port) && port > 0 ? port : null;
}

/**
 * Each exposed module behind a small generated module that keeps one parcel object for the shell and
 * swaps the remote's parcel inside it when the module or anything it imports changes.
 * @param {Record<string, string>} exposes
 * @param {string} dirname the remote's folder
 * @returns {Record<string, string>}
 */
export function hotExposes(exposes, dirname) {
  const folder = join(dirname, 'node_modules', '.cache', 'roofline-dev');
  mkdirSync(folder, { recursive: true });
  const helper = JSON.stringify(resolve(import.meta.dirname, 'hotParcel.mjs'));
  return Object.fromEntries(
    Object.entries(exposes).map(([key, file]) => {
      const original = JSON.stringify(resolve(dirname, file));
      const wrapper = join(folder, `${key.replace(/^\.\//, '').replace(/[^A-Za-z0-9_-]/g, '_')}.mjs`);
      writeFileSync(
        wrapper,
        [
          `import parcel from ${original};`,
          `import { hotParcel } from ${helper};`,
          `const hot = hotParcel(parcel, ${JSON.stringify(key)});`,
          'export default hot;',
          `if (import.meta.webpackHot) import.meta.webpackHot.accept(${original}, () => hot.replace(parcel));`,
          '',
        ].join('\n'),
      );
      return [key, wrapper];
    }),
  );
}

/**
 * Development settings on a remote's production config: readable names, source maps without eval (the
 * web origin's CSP has no 'unsafe-eval'), and the dev server with hot updates but no page reloads.
 * @param {import('@rspack/core').Configuration & { output: import('@rspack/core').Output }} config
 * @param {number} port
 */
export function applyDevServer(config, port) {
  config.mode = 'development';
  // Source maps of the compiled output only: mapping through the loaders costs a hot update several hundred ms.
  config.devtool = 'cheap-source-map';
  // A save starts the rebuild at once (the default waits to gather more changes).
  config.watchOptions = { aggregateTimeout: 0, ignored: /node_modules/ };
  // The page's React is the shell's production build: code bundled here (react/jsx-runtime) must be too.
  config.optimization = { ...config.optimization, nodeEnv: 'production' };
  Object.assign(config.output, {
    filename: '[name].js',
    chunkFilename: '[name].js',
    cssFilename: '[name].css',
    cssChunkFilename: '[name].css',
    clean: false,
  });
  config.devServer = {
    host: DEV_HOST,
    port,
    hot: true,
    liveReload: false,
    // The page is the shell's, on another origin: it fetches the manifest, chunks and hot updates from here.
    headers: { 'Access-Control-Allow-Origin': '*' },
    allowedHosts: 'all',
    static: false,
    historyApiFallback: false,
    // The client runs inside the shell's page, so it must be told where this server is.
    client: { webSocketURL: `ws://${DEV_HOST}:${port}/ws`, overlay: false, logging: 'warn' },
  };
}
