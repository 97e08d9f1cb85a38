// Publishing and pointer moves, in the manner of import-map-deployer: a release copies a remote's
// build into an immutable version folder, checks its manifest, then moves one pointer in the registry.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, dirname, basename } from 'node:path';
import { randomBytes } from 'node:crypto';
import { hashFolder, copyFolder, integrityOf, isFolder, writeCompressedCopies } from './content.mjs';
import { readRegistry, updateRegistry } from './registry.mjs';
import { probeUrl } from './probe.mjs';
import semver from 'semver';
import { failureSummary, HEALTH_WINDOW_MINUTES } from './health.mjs';

/**
 * @typedef {import('./registry.mjs').Registry} Registry
 * @typedef {import('./registry.mjs').RemoteEntry} RemoteEntry
 * @typedef {{
 *   root: string,
 *   releasesDir: string,
 *   registryFile: string,
 *   cdnUrlPattern: string,
 *   log: (line: string) => void,
 *   now?: () => Date,
 *   probe?: (url: string) => Promise<import('./probe.mjs').ProbeResult>,
 *   shellDist?: string,
 * }} Locations
 */

/** An error whose message is the one line the CLI prints. */
export class ReleaseError extends Error {}

const REMOTE_NAME = /^mfe-[a-z0-9-]+$/;
const MANIFEST = 'mf-manifest.json';

/** @param {string} remote */
function assertRemoteName(remote) {
  if (!remote || !REMOTE_NAME.test(remote)) throw new ReleaseError(`"${remote ?? ''}" is not a remote name (mfe-…)`);
}

/**
 * Where a version's manifest is served: the remote's own origin, then the version folder.
 * @param {string} pattern e.g. http://{remote}.localhost:8090
 * @param {string} remote
 * @param {string} version
 */
export function manifestUrl(pattern, remote, version) {
  return `${pattern.replaceAll('{remote}', remote).replace(/\/+$/, '')}/${version}/${MANIFEST}`;
}

/**
 * @param {string} folder
 * @returns {string | null} why the manifest is unusable, or null when it is fine
 */
function manifestProblem(folder) {
  const file = join(folder, MANIFEST);
  if (!existsSync(file)) return `${MANIFEST} is missing`;
  try {
    JSON.parse(readFileSync(file, 'utf8'));
    return null;
  } catch {
    return `${MANIFEST} is not valid JSON`;
  }
}

/**
 * Refuses a version whose manifest is missing, unreadable or not served by the CDN. `offline` is for a
 * CDN that is knowingly down (the registry then points at what it will serve once back): only the
 * published files are checked.
 * @param {Locations} at
 * @param {string} remote
 * @param {string} version
 * @param {string} url
 * @param {boolean} offline
 */
async function verifyVersion(at, remote, version, url, offline) {
  const problem = manifestProblem(join(at.releasesDir, remote, version));
  if (problem) throw new ReleaseError(`refusing ${remote} ${version}: ${problem}`);
  if (offline) {
    at.log(`  (--offline: the CDN was not asked for ${url})`);
    return;
  }
  const reach = await (at.probe ?? probeUrl)(url);
  if (reach.kind === 'missing') throw new ReleaseError(`refusing ${remote} ${version}: ${url} answered ${reach.status}`);
  if (reach.kind === 'unreachable') {
    throw new ReleaseError(
      `refusing ${remote} ${version}: the CDN does not serve ${url} (${reach.reason}); pass --offline to publish anyway`,
    );
  }
}

/**
 * Refuses a remote whose range of `@marketplace/shared` the live shell's build does not satisfy: it
 * would fail on every page. The shell's build names what it provides (scripts/rspack: shared-contract.json).
 * @param {Locations} at
 * @param {string} remote
 * @param {{ dependencies?: Record<string, string> }} pkg
 */
function checkSharedContract(at, remote, pkg) {
  const required = String(pkg.dependencies?.['@marketplace/shared'] ?? '*').replace(/^workspace:/, '');
  const file = join(at.shellDist ?? join(at.root, 'shell', 'dist'), 'shared-contract.json');
  if (!existsSync(file)) {
    at.log(`  (no shell build at ${file}: the shared contract was not checked)`);
    return;
  }
  const provided = String(JSON.parse(readFileSync(file, 'utf8'))['@marketplace/shared'] ?? '');
  if (!semver.satisfies(provided, required)) {
    throw new ReleaseError(
      `refusing ${remote}: it needs @marketplace/shared ${required}; the live shell provides ${provided || 'no version'}`,
    );
  }
}

/**
 * @param {string} root
 * @param {string} remote
 * @param {boolean} quiet
 */
function buildRemote(root, remote, quiet) {
  const pnpm = join(root, '.tools', 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  // BUILD_TAG reaches the build through the inherited environment.
  const result = spawnSync(process.execPath, [pnpm, '--filter', remote, 'build'], {
    cwd: root,
    env: process.env,
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    throw new ReleaseError(`build of ${remote} failed (exit ${result.status ?? result.signal})`);
  }
}

/**
 * Copies `dist` into `target` through a temp sibling and a rename, so a half-copied folder never
 * carries a version name. An existing folder is never overwritten: it must already hold this build.
 * @param {string} dist
 * @param {string} target
 * @param {string} hash
 * @returns {'published' | 'existing'}
 */
function publishFolder(dist, target, hash) {
  if (isFolder(target)) {
    if (hashFolder(target) !== hash) throw new ReleaseError(`${target} exists with different content; leaving it untouched`);
    return 'existing';
  }
  const temp = join(dirname(target), `.${basename(target)}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
  copyFolder(dist, temp);
  try {
    if (hashFolder(temp) !== hash) throw new ReleaseError(`copy of ${dist} changed while publishing; build again`);
    renameSync(temp, target);
    return 'published';
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    // Another release of the same build won the rename: fine if it holds the same bytes.
    if (isFolder(target) && hashFolder(target) === hash) return 'existing';
    throw error;
  }
}

/**
 * @param {Registry} registry
 * @param {string} remote
 * @returns {RemoteEntry}
 */
function entryFor(registry, remote) {
  registry.remotes[remote] ??= { live: '', manifest: '', versions: [], history: [] };
  return registry.remotes[remote];
}

/**
 * Builds (optionally), publishes and makes live one remote. Touches only that remote's release
 * folder and its own registry entry.
 * @param {Locations} at
 * @param {string} remote
 * With `canary` (a percentage, 1 to 99), the version goes to that share of browsers only; the live
 * version stays for the others until `promote`.
 * @param {{ build: boolean, quiet: boolean, offline?: boolean, canary?: number }} options
 * @returns {Promise<{ version: string, outcome: 'released' | 'already-live' | 'canary' }>}
 */
export async function release(at, remote, options) {
  assertRemoteName(remote);
  const packageFile = join(at.root, remote, 'package.json');
  if (!existsSync(packageFile)) throw new ReleaseError(`no package ${remote} in ${at.root}`);
  const pkg = JSON.parse(readFileSync(packageFile, 'utf8'));
  const packageVersion = pkg.version;
  if (typeof packageVersion !== 'string') throw new ReleaseError(`${packageFile} has no version`);
  checkSharedContract(at, remote, pkg);

  if (options.build) buildRemote(at.root, remote, options.quiet);
  const dist = join(at.root, remote, 'dist');
  if (!isFolder(dist)) throw new ReleaseError(`${remote}/dist does not exist; build it first`);
  const distProblem = manifestProblem(dist);
  if (distProblem) throw new ReleaseError(`refusing ${remote}: dist ${distProblem}`);

  const hash = hashFolder(dist);
  const version = `${packageVersion}-${hash.slice(0, 10)}`;
  const target = join(at.releasesDir, remote, version);
  const copied = publishFolder(dist, target, hash);
  // Also for a version published before copies were made: only missing ones are written.
  writeCompressedCopies(target);
  const url = manifestUrl(at.cdnUrlPattern, remote, version);
  await verifyVersion(at, remote, version, url, options.offline ?? false);

  const now = (at.now ?? (() => new Date()))().toISOString();
  const integrity = integrityOf(target);
  const { canary } = options;
  const outcome = await updateRegistry(at.registryFile, (registry) => {
    const entry = entryFor(registry, remote);
    if (!entry.versions.some((v) => v.version === version)) entry.versions.push({ version, manifest: url, publishedAt: now, integrity });
    if (entry.live === version) return /** @type {const} */ ('already-live');
    if (canary !== undefined) {
      if (!entry.live) throw new ReleaseError(`${remote} has no live version yet: release it for everyone first`);
      entry.canary = { version, manifest: url, percent: canary };
      entry.history.push({ version, action: 'canary', at: now });
      return /** @type {const} */ ('canary');
    }
    delete entry.canary;
    const record = entry.versions.find((v) => v.version === version);
    entry.live = version;
    entry.manifest = record?.manifest ?? url;
    entry.history.push({ version, action: 'release', at: now });
    return /** @type {const} */ ('released');
  });
  const published = copied === 'published' ? 'published and' : 'was published;';
  at.log(
    outcome === 'already-live'
      ? `${remote} ${version} is already live (unchanged build)`
      : outcome === 'canary'
        ? `${remote} ${version} ${published} now the canary for ${canary}% of browsers (npm run promote -- ${remote} makes it live)`
        : `${remote} ${version} ${published} now live`,
  );
  return { version, outcome };
}

/**
 * The versions that were live, oldest first, as the history leaves them: a release goes on top, a
 * rollback to a version still below goes back down to it (so two rollbacks go two versions back), a
 * rollback to any other version goes on top like a release.
 * @param {RemoteEntry} entry
 * @returns {string[]}
 */
export function liveStack(entry) {
  /** @type {string[]} */
  const stack = [];
  for (const { version, action } of entry.history) {
    if (action === 'canary' || action === 'drop-canary') continue;
    const below = stack.lastIndexOf(version);
    if (action === 'rollback' && below >= 0) stack.length = below + 1;
    else if (stack.at(-1) !== version) stack.push(version);
  }
  return stack;
}

/**
 * The version live before the current one, along the history.
 * @param {RemoteEntry} entry
 * @returns {string | null}
 */
export function previousLive(entry) {
  const stack = liveStack(entry);
  return stack.length >= 2 ? (stack.at(-2) ?? null) : null;
}

/**
 * @param {Registry} registry
 * @param {string} remote
 * @param {string | undefined} to
 */
function rollbackTarget(registry, remote, to) {
  const entry = registry.remotes[remote];
  if (!entry) throw new ReleaseError(`${remote} has never been released`);
  if (to !== undefined) {
    if (!entry.versions.some((v) => v.version === to)) throw new ReleaseError(`${remote} has no published version ${to}`);
    return { entry, version: to };
  }
  const version = previousLive(entry);
  if (!version) throw new ReleaseError(`${remote} has no earlier live version to roll back to`);
  return { entry, version };
}

/**
 * Moves a remote's pointer back: to the previously live version, or to a given published one.
 * @param {Locations} at
 * @param {string} remote
 * A canary is dropped first: the rollback that follows a bad canary takes only the canary away.
 * @param {{ to?: string, offline?: boolean }} options
 * @returns {Promise<{ version: string, outcome: 'rolled-back' | 'already-live' | 'canary-dropped' }>}
 */
export async function rollback(at, remote, options) {
  assertRemoteName(remote);
  const canary = readRegistry(at.registryFile).remotes[remote]?.canary;
  if (canary && options.to === undefined) {
    const now = (at.now ?? (() => new Date()))().toISOString();
    await updateRegistry(at.registryFile, (registry) => {
      const entry = registry.remotes[remote];
      if (!entry?.canary) return;
      entry.history.push({ version: entry.canary.version, action: 'drop-canary', at: now });
      delete entry.canary;
    });
    at.log(
      `${remote}: canary ${canary.version} dropped; everyone gets the live ${readRegistry(at.registryFile).remotes[remote]?.live ?? ''}`,
    );
    return { version: canary.version, outcome: 'canary-dropped' };
  }
  const { entry, version } = rollbackTarget(readRegistry(at.registryFile), remote, options.to);
  const record = entry.versions.find((v) => v.version === version);
  const url = record?.manifest ?? manifestUrl(at.cdnUrlPattern, remote, version);
  await verifyVersion(at, remote, version, url, options.offline ?? false);

  const now = (at.now ?? (() => new Date()))().toISOString();
  const outcome = await updateRegistry(at.registryFile, (registry) => {
    const { entry: current, version: target } = rollbackTarget(registry, remote, options.to);
    if (target !== version) throw new ReleaseError(`registry of ${remote} changed meanwhile; run the rollback again`);
    if (current.live === version) return /** @type {const} */ ('already-live');
    current.live = version;
    current.manifest = url;
    current.history.push({ version, action: 'rollback', at: now });
    return /** @type {const} */ ('rolled-back');
  });
  at.log(outcome === 'already-live' ? `${remote} ${version} is already live` : `${remote} rolled back to ${version}`);
  return { version, outcome };
}

/**
 * Makes a remote's canary live for everyone.
 * @param {Locations} at
 * @param {string} remote
 * @returns {Promise<{ version: string }>}
 */
export async function promote(at, remote) {
  assertRemoteName(remote);
  const now = (at.now ?? (() => new Date()))().toISOString();
  const version = await updateRegistry(at.registryFile, (registry) => {
    const entry = registry.remotes[remote];
    if (!entry?.canary) throw new ReleaseError(`${remote} has no canary to promote`);
    const { version: promoted, manifest } = entry.canary;
    entry.live = promoted;
    entry.manifest = manifest;
    delete entry.canary;
    entry.history.push({ version: promoted, action: 'promote', at: now });
    return promoted;
  });
  at.log(`${remote} ${version} promoted: now live for everyone`);
  return { version };
}

/**
 * One line per remote and per published version, the live one and the canary marked; with `health`,
 * each version's reported failures beside it (and those of overrides or unknown versions below), so a
 * bad canary shows.
 * @param {Registry} registry
 * @param {import('./health.mjs').Health} [health]
 * @returns {string[]}
 */
export function describe(registry, health) {
  const names = Object.keys(registry.remotes).sort();
  if (names.length === 0) return ['no remote has been released yet'];
  const rows = health && 'rows' in health ? health.rows : [];
  const minutes = health?.minutes ?? HEALTH_WINDOW_MINUTES;
  /** @param {string} remote @param {string} version */
  const failuresOf = (remote, version) =>
    failureSummary(
      rows.filter((r) => r.remote === remote && r.version === version),
      minutes,
    );
  /** @type {string[]} */
  const lines = [];
  for (const name of names) {
    const entry = registry.remotes[name];
    if (!entry) continue;
    const canary = entry.canary ? `  canary: ${entry.canary.version} for ${entry.canary.percent}%` : '';
    lines.push(`${name}  live: ${entry.live || '(none)'}${canary}`);
    for (const v of entry.versions) {
      const mark = v.version === entry.live ? '*' : v.version === entry.canary?.version ? '~' : ' ';
      const failures = failuresOf(name, v.version);
      lines.push(`  ${mark} ${v.version.padEnd(24)} published ${v.publishedAt}${failures ? `  ${failures}` : ''}`);
    }
    const published = new Set(entry.versions.map((v) => v.version));
    const others = [...new Set(rows.filter((r) => r.remote === name && !published.has(r.version)).map((r) => r.version))];
    for (const version of others) lines.push(`    ${version.padEnd(24)} ${failuresOf(name, version)}`);
  }
  if (health && 'unavailable' in health) lines.push(`release health unknown: ${health.unavailable}`);
  return lines;
}
