#!/usr/bin/env node
// The README's commands. Needs only Node.js 20 and npm: brings in the pinned pnpm,
// installs dependencies, and (for tests) Debian's chromium, postgresql and nginx where missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '../shared/src/config/platform.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.8';
const pnpmBin = join(root, '.tools', 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

/**
 * Runs a command in the repository; exits on failure unless `allowFail`, then answers whether it passed.
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, allowFail?: boolean }} [opts]
 */
function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts, env: { ...process.env, ...(opts.env ?? {}) } });
  if (r.status !== 0) {
    const what = [cmd, ...args].join(' ');
    if (opts.allowFail) return false;
    console.error(`\n✖ failed: ${what}`);
    process.exit(r.status ?? 1);
  }
  return true;
}
/** @param {string[]} args @param {{ env?: Record<string, string>, allowFail?: boolean }} [opts] */
const pnpm = (args, opts) => run(process.execPath, [pnpmBin, ...args], opts);

function ensurePnpm() {
  if (existsSync(pnpmBin)) return;
  console.log(`• bringing in pnpm ${PNPM_VERSION}`);
  run('npm', [
    'install',
    '--prefix',
    join(root, '.tools'),
    '--no-audit',
    '--no-fund',
    '--no-package-lock',
    '--loglevel=error',
    `pnpm@${PNPM_VERSION}`,
  ]);
}

function install() {
  ensurePnpm();
  console.log('• installing dependencies');
  pnpm(['install', '--frozen-lockfile', '--reporter=append-only'], { env: { CI: process.env.CI ?? 'true' } });
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
/** @param {string[]} pkgs */
function apt(pkgs) {
  const sudo = isRoot ? [] : ['sudo'];
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const cmd = sudo.length ? 'sudo' : 'apt-get';
  const pre = sudo.length ? ['apt-get'] : [];
  run(cmd, [...pre, 'update', '-qq'], { env });
  run(cmd, [...pre, 'install', '-y', '-qq', '--no-install-recommends', ...pkgs], { env });
}

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}
function ensureChromium() {
  if (existsSync(chromiumPath())) return;
  console.log('• installing Debian chromium');
  apt(['chromium']);
}

/**
 * The platform's scripts load Fastify and the other dependencies `install()` brings in: a fresh clone has
 * none, so they are imported only once it has run.
 */
const postgres = () => import('./platform/postgres.mjs');

async function ensurePostgres() {
  if ((await postgres()).postgresBinDir()) return;
  console.log('• installing Debian postgresql');
  apt(['postgresql']);
}

async function ensureNginx() {
  if (existsSync((await import('./platform/nginx.mjs')).nginxPath())) return;
  console.log('• installing Debian nginx');
  apt(['nginx']);
}

function build() {
  console.log('• building shared, shell, the five remotes and the API');
  pnpm(['--filter', 'shell', 'build']);
  for (const remote of REMOTES) pnpm(['--filter', remote, 'build']);
  pnpm(['--filter', 'api', 'build']);
}

function lint() {
  console.log('• linting (typescript-eslint with the import boundaries)');
  pnpm(['exec', 'eslint', '--max-warnings=0', '.']);
  console.log("• the API's folders import one another one way only");
  run(process.execPath, ['scripts/architecture/folderCycles.mjs', 'api/src']);
  console.log('• formatting (prettier)');
  pnpm(['exec', 'prettier', '--check', '--log-level=warn', '.']);
  console.log('• unused files, exports and dependencies (knip)');
  pnpm(['exec', 'knip', '--no-progress']);
}

/** How `npm start` publishes this workspace's builds to this machine's registry. */
const LOCAL_RELEASE = ['--no-build', '--quiet', '--offline', '--note', "npm start: this workspace's build"];

/** @type {Record<string, (args: string[]) => Promise<void>>} */
const tasks = {
  async start() {
    install();
    build();
    // Publish each remote's fresh build; an unchanged build keeps its version (content hash). The CDN
    // starts with the servers below, so --offline: the published files are checked, not the CDN. The note is
    // the reason a local build may change its contract with what this machine had live.
    for (const remote of REMOTES) run(process.execPath, ['release/cli.mjs', 'release', remote, ...LOCAL_RELEASE]);
    run(process.execPath, ['scripts/serve.mjs'], {});
  },
  /** `npm start` with nginx in front of the web origin, the CDN and the API (scripts/platform/nginx.mjs). */
  async 'serve-nginx'() {
    install();
    await ensureNginx();
    build();
    for (const remote of REMOTES) run(process.execPath, ['release/cli.mjs', 'release', remote, ...LOCAL_RELEASE]);
    run(process.execPath, ['scripts/serve.mjs'], { env: { WEB_SERVER: 'nginx' } });
  },
  async test() {
    install();
    ensureChromium();
    await ensurePostgres();
    await ensureNginx();
    console.log('• type-checking');
    pnpm(['-r', '--workspace-concurrency=1', 'typecheck']);
    // The release, server and build scripts are JavaScript: checked against the same strict rules.
    pnpm(['exec', 'tsc', '-p', 'tsconfig.scripts.json']);
    lint();
    console.log('• unit tests');
    pnpm(['-r', '--workspace-concurrency=1', '--filter', '!api', '--filter', '!e2e', 'test']);
    // --test-force-exit: a file whose tests have all finished is not waited for (a leaked handle once held CI until its 90 minutes ran out).
    run(process.execPath, [
      '--test',
      '--test-force-exit',
      'scripts/architecture/',
      'scripts/platform/',
      'scripts/rspack/',
      'scripts/shared/',
    ]);
    console.log('• API suite on embedded PGlite');
    pnpm(['--filter', 'api', 'test']);
    console.log('• API suite on PostgreSQL');
    // The server is stopped on failure too: a failing suite must not leave one behind.
    const passed = await (
      await postgres()
    ).withThrowawayPostgres((url) => pnpm(['--filter', 'api', 'test'], { env: { DATABASE_URL: url }, allowFail: true }));
    if (!passed) {
      console.error('\n✖ failed: the API suite on PostgreSQL');
      process.exit(1);
    }
    build();
    console.log('• browser journeys');
    pnpm(['--filter', 'e2e', 'test'], { env: { CHROMIUM_PATH: chromiumPath() } });
    console.log('\nall suites passed');
  },
  async build() {
    install();
    build();
  },
  async lint() {
    install();
    lint();
  },
  async bench(args) {
    install();
    // `api` is the API's own latency bench, `alerts` saved-search matching and digests at scale; every other bench lives with the browser journeys.
    if (args[0] === 'api') pnpm(['--filter', 'api', 'bench', '--', ...args.slice(1)]);
    else if (args[0] === 'alerts') pnpm(['--filter', 'api', 'bench:alerts', '--', ...args.slice(1)]);
    else pnpm(['--filter', 'e2e', 'bench', '--', ...args]);
  },
  async release(args) {
    install();
    run(process.execPath, ['release/cli.mjs', 'release', ...args]);
  },
  async promote(args) {
    run(process.execPath, ['release/cli.mjs', 'promote', ...args]);
  },
  async rollback(args) {
    run(process.execPath, ['release/cli.mjs', 'rollback', ...args]);
  },
  async canary(args) {
    run(process.execPath, ['release/cli.mjs', 'canary', ...args]);
  },
  async dev(args) {
    install();
    run(process.execPath, ['scripts/dev/dev.mjs', ...args]);
  },
  async releases(args) {
    run(process.execPath, ['release/cli.mjs', 'list', ...args]);
  },
  async seed(args) {
    install();
    pnpm(['--filter', 'api', 'build']);
    pnpm(['--filter', 'api', 'seed', '--', ...args]);
  },
  /**
   * Everything derived from a declaration that is checked in: the migrations' index and the table types
   * (api/src/db), and shared's recorded exports and signatures (shared/src/contracts), which ask for a
   * version bump when shared's surface changed. The tests fail while any of them is stale.
   */
  async generate() {
    install();
    pnpm(['--filter', 'api', 'db-types']);
    pnpm(['--filter', '@marketplace/shared', 'exec', 'jest', 'src/contracts'], { env: { UPDATE_SHARED_EXPORTS: '1' } });
  },
  /** `npm run alerts -- --now`: the saved searches' due digests, sent by hand. */
  async alerts(args) {
    install();
    pnpm(['--filter', 'api', 'alerts', '--', ...args]);
  },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [name = '', ...args] = process.argv.slice(2);
  const task = tasks[name];
  if (!task) {
    console.error(`unknown task ${name}; one of ${Object.keys(tasks).join(', ')}`);
    process.exit(2);
  }
  await task(args);
}
