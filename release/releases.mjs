// Publishing and pointer moves, in the manner of import-map-deployer: a release copies a remote's
// build into an immutable version folder, checks its manifest, then moves one pointer in the registry.
// The command line (cli.mjs) and the API's release console (api/src/release-console) call these same functions,
// so neither can do what the other cannot; every move is written to the audit log with who and why.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, dirname, basename } from 'node:path';
import { randomBytes } from 'node:crypto';
import { hashFolder, copyFolder, integrityOf, isFolder, loadedFiles, writeCompressedCopies } from './content.mjs';
import { updateRegistry } from './registry.mjs';
import { bucketManifestProblem, uploadVersion } from './bucket.mjs';
import { probeUrl } from './probe.mjs';
import semver from 'semver';
import { failureSummary, HEALTH_WINDOW_MINUTES } from './health.mjs';

/**
 * @typedef {import('./registry.mjs').Registry} Registry
 * @typedef {import('./registry.mjs').RemoteEntry} RemoteEntry
 * @typedef {import('./registry.mjs').RegistryStore} RegistryStore
 * @typedef {import('./registry.mjs').AuditEntry} AuditEntry
 * @typedef {import('./analysis.mjs').CanaryAnalysis} CanaryAnalysis
 * @typedef {{
 *   store: RegistryStore,
 *   cdnUrlPattern: string,
 *   log: (line: string) => void,
 *   releasesDir?: string,
 *   now?: () => Date,
 *   probe?: (url: string) => Promise<import('./probe.mjs').ProbeResult>,
 *   bucket?: import('./bucket.mjs').Bucket,
 * }} PointerContext what moving a pointer needs: the registry, where versions are served, and (where this
 *   machine holds them) the version folders, whose manifests are then checked too; with `bucket`, versions
 *   are uploaded there and their manifests checked there (any machine can move a pointer)
 * @typedef {PointerContext & { root: string, releasesDir: string, registryFile: string, shellDist?: string }} Locations
 *   what publishing needs besides: the workspace with the remotes' builds
 * @typedef {{ by: string, note?: string }} Actor who acts (an e-mail, or a user on a machine for the command
 *   line) and their optional note
 * @typedef {{ live?: string, canary?: string | null, percent?: number }} Expected the state the person acting
 *   saw: when the registry holds something else, the move is refused rather than applied to what they did not see
 */

/** An error whose message is the one line the CLI prints (a 422 from the API). */
export class ReleaseError extends Error {}
/** The remote or version asked for does not exist (a 404 from the API). */
export class NotFoundError extends ReleaseError {}
/** The registry changed since the person acting looked (a 409 from the API). */
export class ConflictError extends ReleaseError {}

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
 * @param {PointerContext} at
 * @param {string} remote
 * @param {string} version
 * @param {string} url
 * @param {boolean} offline
 */
async function verifyVersion(at, remote, version, url, offline) {
  const problem = at.bucket
    ? await bucketManifestProblem(at.bucket, remote, version)
    : at.releasesDir
      ? manifestProblem(join(at.releasesDir, remote, version))
      : null;
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
  const required = sharedRangeOf(pkg) ?? '*';
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
 * The range of @marketplace/shared a remote's package needs, or null.
 * @param {{ dependencies?: Record<string, string> }} pkg
 */
function sharedRangeOf(pkg) {
  const range = pkg.dependencies?.['@marketplace/shared'];
  return range ? String(range).replace(/^workspace:/, '') : null;
}

/**
 * The commit the workspace is at, and whether the remote's folder or `shared` differ from it; null
 * outside a git checkout.
 * @param {string} root
 * @param {string} remote
 * @returns {{ commit: string, dirty: boolean } | null}
 */
function sourceOf(root, remote) {
  const git = (/** @type {string[]} */ args) => spawnSync('git', ['-C', root, ...args], { encoding: 'utf8' });
  const head = git(['rev-parse', '--short=12', 'HEAD']);
  if (head.status !== 0) return null;
  const status = git(['status', '--porcelain', '--', remote, 'shared']);
  return { commit: head.stdout.trim(), dirty: status.status === 0 && status.stdout.trim() !== '' };
}

/**
 * What the console shows of a version besides its name: when it was built (its newest file), and the
 * bytes of everything it may load as the CDN sends them (the Brotli copy where there is one).
 * @param {string} folder
 * @returns {{ builtAt: string, wireBytes: number }}
 */
function buildFacts(folder) {
  let newest = 0;
  let wireBytes = 0;
  for (const file of loadedFiles(folder)) {
    const path = join(folder, file);
    newest = Math.max(newest, statSync(path).mtimeMs);
    wireBytes += statSync(existsSync(`${path}.br`) ? `${path}.br` : path).size;
  }
  return { builtAt: new Date(newest).toISOString(), wireBytes };
}

/**
 * Refuses a move when the registry no longer holds what the person acting saw.
 * @param {string} remote
 * @param {RemoteEntry} entry
 * @param {Expected | undefined} expected
 */
function checkExpected(remote, entry, expected) {
  if (!expected) return;
  const canary = entry.canary?.version ?? null;
  if (expected.live !== undefined && entry.live !== expected.live)
    throw new ConflictError(`${remote} changed meanwhile: ${entry.live || 'nothing'} is live now, not ${expected.live}`);
  if (expected.canary !== undefined && canary !== expected.canary)
    throw new ConflictError(`${remote} changed meanwhile: its canary is ${canary ?? 'gone'}, not ${expected.canary ?? 'none'}`);
  if (expected.percent !== undefined && entry.canary && entry.canary.percent !== expected.percent)
    throw new ConflictError(`${remote} changed meanwhile: its canary reaches ${entry.canary.percent}% now, not ${expected.percent}%`);
}

/**
 * An audit entry: `note` only when the person wrote one.
 * @param {Omit<AuditEntry, 'note'>} fields
 * @param {Actor} actor
 * @returns {AuditEntry}
 */
function auditEntry(fields, actor) {
  return actor.note ? { ...fields, note: actor.note } : fields;
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
 * With `canary` (a percentage, 1 to 99), the version goes to that share of browsers only; the live
 * version stays for the others until `promote`. With `analysis`, the API watches the canary and aborts it
 * when it fails more than the live version (and, with steps, moves it along them).
 * @param {Locations} at
 * @param {string} remote
 * @param {{ build: boolean, quiet: boolean, offline?: boolean, canary?: number, analysis?: CanaryAnalysis } & Actor} options
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
  if (at.bucket) {
    const { uploaded, existing } = await uploadVersion(at.bucket, remote, version, target);
    at.log(`  s3://${at.bucket.bucket}/${at.bucket.prefix}${remote}/${version}/: ${uploaded} objects uploaded, ${existing} already there`);
  }
  const url = manifestUrl(at.cdnUrlPattern, remote, version);
  await verifyVersion(at, remote, version, url, options.offline ?? false);

  const now = (at.now ?? (() => new Date()))().toISOString();
  const source = sourceOf(at.root, remote);
  /** @type {import('./registry.mjs').PublishedVersion} */
  const published = {
    version,
    manifest: url,
    publishedAt: now,
    integrity: integrityOf(target),
    ...buildFacts(target),
    commit: source?.commit ?? null,
    ...(source?.dirty ? { dirty: true } : {}),
    sharedRange: sharedRangeOf(pkg),
  };
  const { canary, analysis } = options;
  const outcome = await updateRegistry(at.store, (registry, audit) => {
    const entry = entryFor(registry, remote);
    if (!entry.versions.some((v) => v.version === version)) entry.versions.push(published);
    if (entry.live === version) return /** @type {const} */ ('already-live');
    if (canary !== undefined) {
      if (!entry.live) throw new ReleaseError(`${remote} has no live version yet: release it for everyone first`);
      entry.canary = { version, manifest: url, percent: canary, since: now, ...(analysis ? { stepSince: now, analysis } : {}) };
      entry.history.push({ version, action: 'canary', at: now, percent: canary });
      audit(auditEntry({ at: now, by: options.by, remote, action: 'canary', from: entry.live, to: version, percent: canary }, options));
      return /** @type {const} */ ('canary');
    }
    const from = entry.live || null;
    delete entry.canary;
    const stored = entry.versions.find((v) => v.version === version);
    entry.live = version;
    entry.manifest = stored?.manifest ?? url;
    entry.history.push({ version, action: 'release', at: now });
    audit(auditEntry({ at: now, by: options.by, remote, action: 'release', from, to: version }, options));
    return /** @type {const} */ ('released');
  });
  const publishedText = copied === 'published' ? 'published and' : 'was published;';
  const watched = analysis ? `, watched by the canary analysis${analysis.steps ? ` (steps ${analysis.steps.join(' → ')}%)` : ''}` : '';
  at.log(
    outcome === 'already-live'
      ? `${remote} ${version} is already live (unchanged build)`
      : outcome === 'canary'
        ? `${remote} ${version} ${publishedText} now the canary for ${canary}% of browsers${watched} (npm run promote -- ${remote} makes it live)`
        : `${remote} ${version} ${publishedText} now live`,
  );
  return { version, outcome };
}

/**
 * The versions that were live, oldest first, as the history leaves them: a release goes on top, a
 * rollback to a version still below goes back down to it (so two rollbacks go two versions back), a
 * rollback to any other version goes on top like a release. Canary moves are not live versions.
 * @param {RemoteEntry} entry
 * @returns {string[]}
 */
export function liveStack(entry) {
  /** @type {string[]} */
  const stack = [];
  for (const { version, action } of entry.history) {
    if (action !== 'release' && action !== 'rollback' && action !== 'promote') continue;
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
 * @returns {RemoteEntry}
 */
function existingEntry(registry, remote) {
  const entry = registry.remotes[remote];
  if (!entry) throw new NotFoundError(`${remote} has never been released`);
  return entry;
}

/**
 * @param {Registry} registry
 * @param {string} remote
 * @param {string | undefined} to
 */
function rollbackTarget(registry, remote, to) {
  const entry = existingEntry(registry, remote);
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
 * A canary is dropped first when no version is given: the rollback that follows a bad canary takes
 * only the canary away.
 * @param {PointerContext} at
 * @param {string} remote
 * @param {{ to?: string, offline?: boolean, expected?: Expected } & Actor} options
 * @returns {Promise<{ version: string, outcome: 'rolled-back' | 'already-live' | 'canary-dropped' }>}
 */
export async function rollback(at, remote, options) {
  assertRemoteName(remote);
  const { registry } = await at.store.read();
  if (registry.remotes[remote]?.canary && options.to === undefined) {
    const { version } = await dropCanary(at, remote, options);
    return { version, outcome: 'canary-dropped' };
  }
  const { entry, version } = rollbackTarget(registry, remote, options.to);
  const record = entry.versions.find((v) => v.version === version);
  const url = record?.manifest ?? manifestUrl(at.cdnUrlPattern, remote, version);
  await verifyVersion(at, remote, version, url, options.offline ?? false);

  const now = (at.now ?? (() => new Date()))().toISOString();
  const outcome = await updateRegistry(at.store, (latest, audit) => {
    const { entry: current, version: target } = rollbackTarget(latest, remote, options.to);
    checkExpected(remote, current, options.expected);
    if (target !== version) throw new ConflictError(`registry of ${remote} changed meanwhile; run the rollback again`);
    if (current.live === version) return /** @type {const} */ ('already-live');
    audit(auditEntry({ at: now, by: options.by, remote, action: 'rollback', from: current.live || null, to: version }, options));
    current.live = version;
    current.manifest = url;
    current.history.push({ version, action: 'rollback', at: now });
    return /** @type {const} */ ('rolled-back');
  });
  at.log(outcome === 'already-live' ? `${remote} ${version} is already live` : `${remote} rolled back to ${version}`);
  return { version, outcome };
}

/**
 * Takes a remote's canary away: every browser gets the live version on its next load. With `reason`
 * it is the canary analysis aborting it (audited as 'abort-canary' with the reason).
 * @param {PointerContext} at
 * @param {string} remote
 * @param {{ expected?: Expected, reason?: string } & Actor} options
 * @returns {Promise<{ version: string }>} the canary's version
 */
export async function dropCanary(at, remote, options) {
  assertRemoteName(remote);
  const now = (at.now ?? (() => new Date()))().toISOString();
  const { version, live } = await updateRegistry(at.store, (registry, audit) => {
    const entry = existingEntry(registry, remote);
    checkExpected(remote, entry, options.expected);
    const canary = entry.canary;
    if (!canary) throw new ReleaseError(`${remote} has no canary`);
    entry.history.push({ version: canary.version, action: 'drop-canary', at: now });
    delete entry.canary;
    const fields = { at: now, by: options.by, remote, from: canary.version, to: entry.live, percent: canary.percent };
    audit(
      auditEntry(
        options.reason ? { ...fields, action: 'abort-canary', reason: options.reason } : { ...fields, action: 'drop-canary' },
        options,
      ),
    );
    return { version: canary.version, live: entry.live };
  });
  at.log(`${remote}: canary ${version} ${options.reason ? `aborted (${options.reason})` : 'dropped'}; everyone gets the live ${live}`);
  return { version };
}

/**
 * Makes a remote's canary live for everyone.
 * @param {PointerContext} at
 * @param {string} remote
 * @param {{ expected?: Expected, reason?: string } & Actor} options
 * @returns {Promise<{ version: string }>}
 */
export async function promote(at, remote, options) {
  assertRemoteName(remote);
  const now = (at.now ?? (() => new Date()))().toISOString();
  const version = await updateRegistry(at.store, (registry, audit) => {
    const entry = registry.remotes[remote];
    if (!entry?.canary) throw new ReleaseError(`${remote} has no canary to promote`);
    checkExpected(remote, entry, options.expected);
    const { version: promoted, manifest, percent } = entry.canary;
    const fields = {
      at: now,
      by: options.by,
      remote,
      action: /** @type {const} */ ('promote'),
      from: entry.live || null,
      to: promoted,
      percent,
    };
    audit(auditEntry(options.reason ? { ...fields, reason: options.reason } : fields, options));
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
 * Gives a remote's canary to another share of browsers (1 to 99%; promote gives it to all). A canary
 * on steps holds its new percentage for a whole step before the analysis moves it on.
 * @param {PointerContext} at
 * @param {string} remote
 * @param {number} percent
 * @param {{ expected?: Expected, reason?: string } & Actor} options
 * @returns {Promise<{ version: string, outcome: 'changed' | 'unchanged' }>}
 */
export async function setCanaryPercent(at, remote, percent, options) {
  assertRemoteName(remote);
  if (!(Number.isInteger(percent) && percent >= 1 && percent <= 99))
    throw new ReleaseError('a canary reaches a whole percentage from 1 to 99');
  const now = (at.now ?? (() => new Date()))().toISOString();
  const result = await updateRegistry(at.store, (registry, audit) => {
    const entry = existingEntry(registry, remote);
    checkExpected(remote, entry, options.expected);
    const canary = entry.canary;
    if (!canary) throw new ReleaseError(`${remote} has no canary`);
    if (canary.percent === percent) return { version: canary.version, outcome: /** @type {const} */ ('unchanged') };
    const fields = {
      at: now,
      by: options.by,
      remote,
      action: /** @type {const} */ ('canary-percent'),
      from: canary.version,
      to: canary.version,
      percent,
      previousPercent: canary.percent,
    };
    audit(auditEntry(options.reason ? { ...fields, reason: options.reason } : fields, options));
    canary.percent = percent;
    delete canary.unknownSince;
    if (canary.analysis) canary.stepSince = now;
    entry.history.push({ version: canary.version, action: 'canary-percent', at: now, percent });
    return { version: canary.version, outcome: /** @type {const} */ ('changed') };
  });
  at.log(
    result.outcome === 'unchanged'
      ? `${remote}: canary ${result.version} already reaches ${percent}%`
      : `${remote}: canary ${result.version} now reaches ${percent}% of browsers`,
  );
  return result;
}

/**
 * Records what the canary analysis can say of a watched canary: with `unknown` (the reason), that the live
 * version has too few loads to compare with, so the canary is held where it is (audited once, when it
 * starts); with null, that it can be judged again.
 * @param {PointerContext} at
 * @param {string} remote
 * @param {{ unknown: string | null, expected: Expected } & Actor} options
 */
export async function noteUnknownVerdict(at, remote, options) {
  assertRemoteName(remote);
  const now = (at.now ?? (() => new Date()))().toISOString();
  await updateRegistry(at.store, (registry, audit) => {
    const entry = existingEntry(registry, remote);
    checkExpected(remote, entry, options.expected);
    const canary = entry.canary;
    if (!canary || Boolean(canary.unknownSince) === Boolean(options.unknown)) return;
    if (!options.unknown) {
      delete canary.unknownSince;
      return;
    }
    canary.unknownSince = now;
    const fields = { at: now, by: options.by, remote, from: canary.version, to: canary.version, percent: canary.percent };
    audit({ ...fields, action: 'canary-unknown', reason: options.unknown });
  });
}

/**
 * One line per remote and per published version, the live one and the canary marked; with `health`,
 * each version's page loads and reported failures beside it (and the failures of versions it never
 * published below), so a bad canary shows.
 * @param {Registry} registry
 * @param {import('./health.mjs').Health} [health]
 * @returns {string[]}
 */
export function describe(registry, health) {
  const names = Object.keys(registry.remotes).sort();
  if (names.length === 0) return ['no remote has been released yet'];
  const rows = health && 'rows' in health ? health.rows : [];
  const loads = health && 'loads' in health ? health.loads : [];
  const minutes = health?.minutes ?? HEALTH_WINDOW_MINUTES;
  /** @param {string} remote @param {string} version */
  const failuresOf = (remote, version) =>
    failureSummary(
      rows.filter((r) => r.remote === remote && r.version === version),
      minutes,
      loads.find((l) => l.remote === remote && l.version === version)?.loads ?? 0,
    );
  /** @type {string[]} */
  const lines = [];
  for (const name of names) {
    const entry = registry.remotes[name];
    if (!entry) continue;
    const analysis = entry.canary?.analysis;
    const watched = analysis ? (analysis.steps ? ` (auto-abort, steps ${analysis.steps.join(',')})` : ' (auto-abort)') : '';
    const canary = entry.canary ? `  canary: ${entry.canary.version} for ${entry.canary.percent}%${watched}` : '';
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

/**
 * One audit entry in words, as the command line and the console both show it.
 * @param {AuditEntry} entry
 */
export function auditSentence(entry) {
  const { action, from, to, percent, previousPercent, reason } = entry;
  switch (action) {
    case 'release':
      return from ? `released ${to}, replacing ${from}` : `released ${to}`;
    case 'canary':
      return `started canary ${to} for ${percent}% of browsers (live ${from})`;
    case 'promote':
      return `promoted canary ${to} to live for everyone, replacing ${from}${reason ? `: ${reason}` : ''}`;
    case 'rollback':
      return `rolled back from ${from} to ${to}`;
    case 'drop-canary':
      return `dropped canary ${from}; everyone gets ${to}`;
    case 'abort-canary':
      return `aborted canary ${from} automatically; everyone gets ${to}: ${reason ?? 'its failure rate breached the analysis'}`;
    case 'canary-percent':
      return `moved canary ${to} from ${previousPercent}% to ${percent}% of browsers${reason ? `: ${reason}` : ''}`;
    case 'canary-unknown':
      return `held canary ${to} at ${percent}%, its health unknown: ${reason ?? 'live has too few page loads to compare'}`;
    default:
      return `${String(action)} ${from ?? ''} → ${to ?? ''}`;
  }
}

/**
 * The latest audit entries, newest first, one line each: when, which remote, what, who and their note.
 * @param {AuditEntry[]} entries
 * @returns {string[]}
 */
export function describeAudit(entries) {
  if (entries.length === 0) return [];
  return [
    'recent actions (newest first):',
    ...entries.map(
      (e) => `  ${e.at.slice(0, 16).replace('T', ' ')} UTC  ${e.remote}  ${auditSentence(e)}  by ${e.by}${e.note ? `: "${e.note}"` : ''}`,
    ),
  ];
}
