// One lint for the workspace. Besides typescript-eslint's type-aware rules it encodes the architecture:
// a remote imports only `shared` and itself, `shared` imports no remote, the shell imports no remote's
// source (only the type-only public surfaces), the API imports nothing of the browser side and is layered
// (API_LAYERS, API_PUBLIC), and no module takes part in an import cycle.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES } from './shared/src/config/platform.cjs';

const BROWSER = ['shell', ...REMOTES];

/** `import-x/no-restricted-paths` zones: code under `target` may not import from `from`. */
const zones = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}/src`,
    from: ['./shell', './api', './e2e', ...REMOTES.filter((r) => r !== remote).map((r) => `./${r}`)],
    message: 'A remote imports only `@marketplace/shared` and its own files; talk to other areas through the EventMap.',
  })),
  {
    target: './shared/src',
    from: ['./shell', './api', './e2e', ...REMOTES.map((r) => `./${r}`)],
    message: '`shared` is the bottom layer: it imports no remote, no shell and no API code.',
  },
  {
    target: './shell/src',
    from: REMOTES.map((r) => `./${r}/src`),
    except: ['./public-surface.ts'],
    message: 'The shell loads remotes through the registry; it may read only their public surfaces.',
  },
  {
    target: './api/src',
    from: [
      './shell',
      './e2e',
      ...REMOTES.map((r) => `./${r}`),
      './shared/src/ui',
      './shared/src/stores',
      './shared/src/http',
      './shared/src/parcel',
      './shared/src/navigation',
      './shared/src/workers',
    ],
    message: 'The API shares only pure rules, entities and HTML policy with the browser.',
  },
];

/**
 * Features kept apart inside a remote, as bulletproof-react's import zones keep them: a feature folder
 * imports `common/` (what features share), the test helpers and only the features listed for it here;
 * `parcels/` composes features and no feature imports it. The lists may not loop (checked below), so no
 * two features import each other. Every remote is listed (checked below).
 * @type {Record<string, Record<string, string[]>>}
 */
const FEATURE_IMPORTS = {
  'mfe-search-map': {
    search: [],
    services: [],
    filters: ['search', 'services'],
    saved: ['filters', 'search'],
    results: ['filters', 'saved', 'search', 'services'],
    map: ['filters', 'search', 'services'],
  },
  'mfe-ad-details': {
    actions: ['enquiry'],
    detail: [
      'actions',
      'calculators',
      'description',
      'gallery',
      'marketed-by',
      'minimap',
      'premises',
      'preview',
      'reviews',
      'rooms',
      'share',
    ],
    service: ['actions', 'description', 'detail', 'gallery', 'marketed-by', 'minimap', 'reviews', 'share'],
  },
  'mfe-supply': {
    address: [],
    contact: ['address'],
    'advert-form': ['address', 'contact', 'description', 'photos', 'rooms', 'unsaved'],
    'service-form': ['address', 'contact', 'description', 'photos', 'rooms', 'unsaved'],
  },
  'mfe-transactions': {
    booking: ['price'],
    payments: ['booking', 'price'],
    messages: ['booking', 'text-entry'],
    notifications: [],
    issues: ['text-entry'],
    reviews: ['text-entry'],
  },
  'mfe-dashboard': {
    layout: ['frame'],
    bookings: ['layout'],
    calendar: ['layout'],
    favourites: ['layout'],
    home: ['bookings', 'favourites', 'layout', 'savedSearches'],
    listings: ['layout'],
    messages: ['layout'],
    notifications: ['layout'],
    payouts: ['bookings', 'layout'],
    reviews: ['bookings', 'layout'],
    savedSearches: ['layout'],
    settings: ['layout'],
    statistics: ['layout'],
  },
};
const ALWAYS_ALLOWED = ['common', 'test'];

/**
 * Throws on a feature that reaches itself through the lists: two features may not depend on each other.
 * @param {string} remote
 * @param {Record<string, string[]>} graph
 */
function assertNoLoop(remote, graph) {
  /** @type {(feature: string, path: string[]) => void} */
  const visit = (feature, path) => {
    if (path.includes(feature)) throw new Error(`${remote}: features import each other: ${[...path, feature].join(' -> ')}`);
    for (const next of graph[feature] ?? []) visit(next, [...path, feature]);
  };
  for (const feature of Object.keys(graph)) visit(feature, []);
}

const unzoned = REMOTES.filter((remote) => !(remote in FEATURE_IMPORTS));
if (unzoned.length) throw new Error(`FEATURE_IMPORTS lists no features for ${unzoned.join(', ')}`);

const featureZones = Object.entries(FEATURE_IMPORTS).flatMap(([remote, graph]) => {
  assertNoLoop(remote, graph);
  const folders = readdirSync(join(import.meta.dirname, remote, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  /** @type {(target: string, allowed: string[], message: string) => { target: string, from: string[], message: string }} */
  const zone = (target, allowed, message) => ({
    target: `./${remote}/src/${target}`,
    from: folders.filter((f) => f !== target && !allowed.includes(f) && !ALWAYS_ALLOWED.includes(f)).map((f) => `./${remote}/src/${f}`),
    message,
  });
  return [
    ...folders
      .filter((folder) => folder !== 'parcels' && !ALWAYS_ALLOWED.includes(folder))
      .map((folder) =>
        zone(
          folder,
          graph[folder] ?? [],
          `A feature imports common/, its tests' helpers and the features FEATURE_IMPORTS lists for it (eslint.config.mjs); move what two features share to common/.`,
        ),
      ),
    zone('common', [], 'common/ is what features share: it imports no feature.'),
  ].filter((z) => z.from.length);
});

/**
 * The API's layers, bottom first, as Fastify's encapsulated plugins and bulletproof-react's zones suggest: a
 * module imports its own layer and those below. `platform` is what the app's context holds and the HTTP
 * plumbing; `common` the read models and helpers several features share (a booking, its conversation,
 * a thread, refunds, notifications); `features` one folder per bounded feature, each a Fastify plugin;
 * `app` composes them (and `routes.ts`, `seed/` and `test/` build on everything). Every first-level entry of api/src
 * is listed (checked below). Cycles inside a layer are refused by scripts/architecture/folderCycles.mjs.
 */
const API_LAYERS = {
  platform: ['config.ts', 'context.ts', 'payment-provider.ts', 'contract', 'db', 'http', 'operations', 'realtime', 'storage'],
  common: ['common'],
  features: [
    'alerts',
    'auth',
    'bookings',
    'broadcasting',
    'catalogue',
    'dashboard',
    'discovery',
    'drafts',
    'enquiries',
    'favourites',
    'geocoding',
    'mapdata',
    'messages',
    'notifications',
    'payments',
    'release-console',
    'releasehealth',
    'report',
    'reviews',
    'stays',
    'supply',
  ],
  app: ['app.ts', 'features.ts', 'main.ts', 'routes.ts', 'seed', 'test'],
};

/**
 * The only files of a feature another feature may import (its public files); a feature missing here
 * is imported by no other. Anything else two features need goes down to common/.
 * @type {Record<string, string[]>}
 */
const API_PUBLIC = {
  // The session gate every feature's routes use, the mail outbox, password hashing and the tests' client.
  auth: ['index.ts', 'mail.ts', 'password.ts', 'session.ts', 'test-client.ts'],
  // A saved search's alerts queued when an advert is published or changed.
  alerts: ['deliver.ts', 'queue.ts'],
  // The search itself, which saved searches run again and the supply forms answer with.
  discovery: ['advert.ts', 'cards.ts', 'filters.ts', 'schema.ts', 'search-sql.ts', 'services.ts'],
  geocoding: ['gazetteer.ts', 'index.ts'],
  'release-console': ['access.ts'],
  releasehealth: ['index.ts'],
  // A reply in Messages to a guest enquirer, who reads it by mail.
  enquiries: ['reply.ts'],
};

const apiModules = readdirSync(join(import.meta.dirname, 'api', 'src')).filter((entry) => !/\.test\.ts$/.test(entry));
const apiLayered = Object.values(API_LAYERS).flat();
const apiUnlayered = apiModules.filter((entry) => !apiLayered.includes(entry));
if (apiUnlayered.length) throw new Error(`API_LAYERS puts no layer on api/src/${apiUnlayered.join(', api/src/')}`);
for (const [feature, files] of Object.entries(API_PUBLIC)) {
  const missing = files.filter((file) => !existsSync(join(import.meta.dirname, 'api', 'src', feature, file)));
  if (missing.length) throw new Error(`API_PUBLIC names files api/src/${feature} does not have: ${missing.join(', ')}`);
}

/** @type {(modules: string[]) => string[]} */
const apiPaths = (modules) => modules.map((m) => `./api/src/${m}`);
const layerNames = Object.keys(API_LAYERS);
const apiZones = [
  // A layer imports nothing above it (the tests' support, test/, excepted: every folder's tests use it).
  ...layerNames.slice(0, -1).map((layer, i) => ({
    target: apiPaths(API_LAYERS[/** @type {keyof typeof API_LAYERS} */ (layer)]),
    from: apiPaths(
      layerNames
        .slice(i + 1)
        .flatMap((above) => API_LAYERS[/** @type {keyof typeof API_LAYERS} */ (above)])
        .filter((m) => m !== 'test'),
    ),
    message: `The API is layered (${layerNames.join(' < ')}; eslint.config.mjs API_LAYERS): a module imports its own layer and those below; move what two features share to api/src/common/.`,
  })),
  // A feature reaches another only through the files API_PUBLIC names for it.
  ...API_LAYERS.features.map((feature) => ({
    target: apiPaths(API_LAYERS.features.filter((f) => f !== feature)),
    from: `./api/src/${feature}`,
    except: (API_PUBLIC[feature] ?? []).map((file) => `./${file}`),
    message: `A feature imports another only through its public files (eslint.config.mjs API_PUBLIC); move what two features share to api/src/common/.`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'releases/**',
      'registry/**',
      '**/test-results/**',
      // Playwright's HTML report of a local run.
      'e2e/playwright-report/**',
      '.tools/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  importX.flatConfigs.typescript,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...featureZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            {
              from: 'package',
              package: 'node:test',
              name: ['test', 'it', 'describe', 'suite', 'before', 'after', 'beforeEach', 'afterEach'],
            },
          ],
        },
      ],
      // React calls event handlers and ignores what they return; ours settle their own failures.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Props and interfaces declare callbacks in method style; nothing here relies on `this`.
      '@typescript-eslint/unbound-method': 'off',
      // An async function that does not await keeps an interface's promise contract; that is not a defect.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The API's layers hold for what runs; a test may set up through any feature it exercises.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, ...featureZones, ...apiZones] }] },
  },
  {
    // A journey waits for what a person would see (the map's drawn pin, an answer, a paint), never a fixed time.
    files: ['e2e/journeys/**/*.ts', 'e2e/support/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: "Wait for a condition (e2e/support/mapCanvas.ts's pinRendered or afterPaints, an answer, a locator), not a fixed time.",
        },
      ],
    },
  },
  {
    // The router is the shell's alone, bundled with it (not a shared singleton): a remote's own copy
    // would have no router around it.
    files: [...REMOTES, 'shared'].map((p) => `${p}/src/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message: "Only the shell routes; navigate through `@marketplace/shared`'s navigator.",
          })),
        },
      ],
    },
  },
  {
    files: BROWSER.map((p) => `${p}/src/**/*.{ts,tsx}`).concat('shared/src/**/*.{ts,tsx}'),
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The build, release and server scripts are plain JavaScript: linted without type information.
    files: ['**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests, fixtures and benches read answers the way a caller does.
    files: ['**/*.test.{ts,tsx,mjs}', 'e2e/**/*.ts', '**/test/**/*.ts', 'api/bench/**/*.ts', '**/fixtures.ts'],
    rules: {
      // JSON answers are `any` until a test's assertions check their shape.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      // Playwright fixtures that need no other fixture destructure nothing, by its API.
      'no-empty-pattern': 'off',
      // Tests imitate platform APIs that reject with non-Error reasons (an abort's DOMException).
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
    },
  },
);
