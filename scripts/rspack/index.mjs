// One rspack setup for the shell and every remote, so the federation contract (shared singletons,
// manifest, runtime) cannot drift between packages. Each package's rspack.config.mjs is a one-liner.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { REMOTE_TIMEOUT_MS } from '../../shared/src/config/platform.cjs';
import { applyDevServer, devPort, hotExposes } from './dev.mjs';
import { providedVersions, SHARED_SINGLETONS } from './singletons.mjs';
import { SURFACE_FILE, shellSurfaceOf, surfaceOf } from './surfaceManifest.mjs';

/** @param {string} dirname @returns {{ version: string, dependencies?: Record<string, string> }} */
const readPackage = (dirname) => JSON.parse(readFileSync(join(dirname, 'package.json'), 'utf8'));

/**
 * Libraries that hold page-wide state or are large: one copy per page (singletons.mjs names them).
 * `@marketplace/shared` is the contract between the shell and the remotes: the shell provides its semver
 * version, each remote requires the range it declares (see sharedContract).
 * react-router-dom is not among them: only the shell routes (remotes navigate through shared's
 * navigator, and the lint keeps them off the router), so it is bundled with the shell and tree-shaken,
 * 27 kB of a first load where the whole shared package took 52 kB.
 */
/** @type {Record<string, { singleton: true, strictVersion?: boolean, requiredVersion?: string | false, version?: string }>} */
export const sharedSingletons = {
  ...Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, { singleton: /** @type {const} */ (true) }])),
  '@marketplace/shared': { singleton: true, version: readPackage(join(import.meta.dirname, '..', '..', 'shared')).version },
};

/**
 * The file the shell's build carries to tell the release command which version of each shared singleton it
 * provides: the shared-library gate (release/gate.mjs) checks every remote's requirements against it.
 */
export const SHARED_CONTRACT_FILE = 'shared-contract.json';

/**
 * The range a package declares for a dependency, as the federation runtime compares it: pnpm's
 * `workspace:^1.4.0` means `^1.4.0` to everyone but pnpm. Left to the plugin, which reads package.json
 * itself, the spec reaches the browser as it is and the runtime warns that 1.4.0 does not satisfy it.
 * @param {{ dependencies?: Record<string, string> }} pkg @param {string} name
 */
const declaredRange = (pkg, name) => String(pkg.dependencies?.[name] ?? '*').replace(/^workspace:/, '');

/**
 * The range of `@marketplace/shared` a remote declares in its package.json (`workspace:^1.2.0`), held
 * strictly: a shell providing a version outside it makes the load fail, so the slot shows its box.
 */
/**
 * The singletons, each with the range the package.json declares for its library (`react` for
 * `react-dom/client`'s `react-dom`, ...). Left to the plugin, a library several packages import took the
 * range of whichever importer it met first (mobx-react-lite's peer range for React once a remote used it),
 * so the manifest, and the release gate reading it, named a range the remote never declared.
 * @param {{ dependencies?: Record<string, string> }} pkg
 */
const declaredSingletons = (pkg) =>
  Object.fromEntries(
    Object.entries(sharedSingletons).map(([name, entry]) => {
      const range =
        pkg.dependencies?.[
          name
            .split('/')
            .slice(0, name.startsWith('@') ? 2 : 1)
            .join('/')
        ];
      return [name, range && !range.startsWith('workspace:') ? { ...entry, requiredVersion: range } : entry];
    }),
  );

/** @param {{ dependencies?: Record<string, string> }} pkg */
const sharedContract = (pkg) => ({
  ...sharedSingletons['@marketplace/shared'],
  requiredVersion: declaredRange(pkg, '@marketplace/shared'),
  strictVersion: true,
});

/**
 * The map libraries (hundreds of kB each, loaded lazily) are shared between the remotes that use
 * them, so the search map and the advert's mini map download one copy per page.
 */
const mapLibraries = ['maplibre-gl', 'mapbox-gl'];
/** @param {{ dependencies?: Record<string, string> }} pkg @param {string} dirname */
const sharedMapLibraries = (pkg, dirname) =>
  Object.fromEntries(
    mapLibraries
      .filter((lib) => pkg.dependencies?.[lib])
      // mapbox-gl's entry sits in a folder with its own package.json that has no version: say it.
      .map((lib) => [lib, { singleton: true, version: readPackage(join(dirname, 'node_modules', lib)).version }]),
  );

/**
 * @param {{ dirname: string, outputPath: string, publicPath: string, define?: Record<string, string> }} options
 * @returns {import('@rspack/core').Configuration & { output: import('@rspack/core').Output, plugins: import('@rspack/core').Plugins }}
 */
function baseConfig({ dirname, outputPath, publicPath, define = {} }) {
  return {
    mode: 'production',
    context: dirname,
    devtool: false,
    entry: {},
    output: {
      path: outputPath,
      publicPath,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      chunkLoadTimeout: REMOTE_TIMEOUT_MS,
      // Remotes live on other origins: with CORS the browser reports real errors, not "Script error."
      crossOriginLoading: 'anonymous',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              // SWC's default is ES5: classes, async functions and spreads rewritten with helpers, kilobytes of
              // them. ES2020 runs natively in every browser the product supports (Safari 14, Chrome 80 on).
              target: 'es2020',
              // The page's React is the shell's production build, also under `npm run dev`: never jsxDEV.
              transform: { react: { runtime: 'automatic', development: false } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/i, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|webm|woff2?)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [new rspack.DefinePlugin(define)],
    performance: { hints: false },
    // mobx-react-lite imports react-dom without declaring it; the singleton is negotiated anyway.
    ignoreWarnings: [
      /Unable to find required version for "react-dom"/,
      // maplibre-gl locates its worker dynamically; we hand it the worker ourselves (see the map adapters).
      { module: /maplibre-gl/, message: /Critical dependency: the request of a dependency is an expression/ },
    ],
    stats: 'errors-warnings',
  };
}

/**
 * A remote: its own dist/ with remoteEntry.js and mf-manifest.json, chunks loaded from wherever the
 * manifest was found (`publicPath: 'auto'`), the federation runtime provided by the host.
 * `__BUILD_TAG__` (env BUILD_TAG, default the package version) lets a page tell releases apart.
 */
/** @param {{ name: string, exposes: Record<string, string>, dirname: string }} options */
export function createRemoteConfig({ name, exposes, dirname }) {
  const pkg = readPackage(dirname);
  const buildTag = process.env.BUILD_TAG || pkg.version;
  const config = baseConfig({
    dirname,
    outputPath: join(dirname, 'dist'),
    publicPath: 'auto',
    define: { __BUILD_TAG__: JSON.stringify(buildTag), __REMOTE_NAME__: JSON.stringify(name) },
  });
  config.output.uniqueName = name;
  const port = devPort(process.env);
  config.plugins.push(
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      // Our remote names are package names (with dashes): assign to the global object by key
      // instead of declaring a `var`, which would need an identifier.
      library: { type: 'global', name },
      exposes: port ? hotExposes(exposes, dirname) : exposes,
      shared: { ...declaredSingletons(pkg), '@marketplace/shared': sharedContract(pkg), ...sharedMapLibraries(pkg, dirname) },
      manifest: true,
      dts: false,
      // The runtime's core comes from the host; `target: 'web'` drops what the rest of it carries for
      // Node (about 9 kB of every remote entry, and of the shell's main.js).
      experiments: { externalRuntime: true, optimization: { target: 'web' } },
    }),
  );
  // The surface travels with the build, so the release console compares what is really live (issue 41, item 4).
  if (existsSync(join(dirname, 'src', 'public-surface.ts')))
    config.plugins.push({
      /** @param {import('@rspack/core').Compiler} compiler */
      apply(compiler) {
        compiler.hooks.thisCompilation.tap('PublicSurface', (compilation) => {
          compilation.hooks.processAssets.tap('PublicSurface', () => {
            compilation.emitAsset(SURFACE_FILE, new rspack.sources.RawSource(`${JSON.stringify(surfaceOf(dirname), null, 2)}\n`));
          });
        });
      },
    });
  // Chunks loaded lazily carry their sha384 in the remote's runtime, whose own file the registry's
  // integrity covers: a chunk changed after release is refused by the browser too.
  if (!port) config.plugins.push(new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'] }));
  if (port) applyDevServer(config, port);
  return config;
}

/** A prerendered page's markup with its `<!-- include: file.html -->` lines replaced by those files (the top bar the pages share). */
const prerenderedMarkup = (/** @type {string} */ dirname, /** @type {string} */ file) =>
  readFileSync(join(dirname, file), 'utf8')
    .trim()
    .replace(/^( *)<!-- include: ([\w-]+\.html) -->$/gm, (_, indent, part) =>
      readFileSync(join(dirname, part), 'utf8').trim().replace(/^/gm, indent),
    );

/**
 * The host: remotes are registered at run time from the registry, so none is known at build time.
 * It carries the single federation runtime the remotes use (`provideExternalRuntime`).
 */
/**
 * `prerendered` names further pages: each is the template with the named file's markup already in its
 * root (`<%= root %>`), which the app replaces when it renders (the map home's introduction).
 * @param {{ dirname: string, name?: string, template?: string, entry?: string, prerendered?: Record<string, string> }} options
 */
export function createHostConfig({ dirname, name = 'shell', template = 'index.html', entry = './src/index.ts', prerendered = {} }) {
  const config = baseConfig({ dirname, outputPath: join(dirname, 'dist'), publicPath: '/' });
  config.name = name;
  config.entry = { main: entry };
  const provided = providedVersions(dirname);
  config.plugins.push(
    {
      /** @param {import('@rspack/core').Compiler} compiler */
      apply(compiler) {
        compiler.hooks.thisCompilation.tap('SharedContract', (compilation) => {
          compilation.hooks.processAssets.tap('SharedContract', () => {
            compilation.emitAsset(SHARED_CONTRACT_FILE, new rspack.sources.RawSource(`${JSON.stringify(provided)}\n`));
            // The events the page's frame emits and hears, for the remotes' contract diffs (issue 41, item 4).
            compilation.emitAsset(SURFACE_FILE, new rspack.sources.RawSource(`${JSON.stringify(shellSurfaceOf(dirname))}\n`));
          });
        });
      },
    },
    new rspack.HtmlRspackPlugin({ template: join(dirname, template), templateParameters: { root: '' } }),
    ...Object.entries(prerendered).map(
      ([filename, markup]) =>
        new rspack.HtmlRspackPlugin({
          template: join(dirname, template),
          filename,
          templateParameters: { root: prerenderedMarkup(dirname, markup) },
        }),
    ),
    new ModuleFederationPlugin({
      name,
      remotes: {},
      // The shell takes its own copy, so its range is never held strictly; it must still be a semver range.
      shared: {
        ...sharedSingletons,
        '@marketplace/shared': {
          ...sharedSingletons['@marketplace/shared'],
          requiredVersion: declaredRange(readPackage(dirname), '@marketplace/shared'),
        },
      },
      dts: false,
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
  );
  return config;
}

/** The stamp sw.js carries: the shell build's main script, whose name changes with any change to the shell. */
const SHELL_ENTRY = /<script[^>]*\ssrc="\/?(main\.[0-9a-f]+\.js)"/;

/**
 * The shell's service worker: one plain script at `/sw.js` (a worker cannot load federated chunks),
 * built after the shell so it can carry the shell build's name; that stamp changes its bytes with
 * every shell build, which is how browsers find a new shell.
 * @param {{ dirname: string, entry?: string }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function createServiceWorkerConfig({ dirname, entry = './src/serviceWorker/worker/sw.ts' }) {
  const config = baseConfig({ dirname, outputPath: join(dirname, 'dist'), publicPath: '/' });
  config.name = 'service-worker';
  config.dependencies = ['shell'];
  config.entry = { sw: entry };
  config.target = 'webworker';
  config.output.filename = '[name].js';
  // The shell's build is in the same folder: keep it.
  config.output.clean = false;
  config.plugins.push(
    new rspack.BannerPlugin({
      raw: true,
      // After minifying, which drops comments.
      stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
      banner: () => {
        const html = readFileSync(join(dirname, 'dist', 'index.html'), 'utf8');
        return `/* shell build ${SHELL_ENTRY.exec(html)?.[1] ?? 'unknown'} */`;
      },
    }),
  );
  return config;
}
