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
import { failureSummary, HEALTH_WINDOW_MINUTES } from './health.mjs';
import { describeUnmet, requirementsOf, requirementsOfVersion, shellProvides, unmetRequirements } from './gate.mjs';
import { providedVersions } from '../scripts/rspack/singletons.mjs';
import { PREVIEW_PATH, signPreview } from './preview.mjs';
import {
  describeBreaking,
  describeSurfaceDiff,
  diffSurfaces,
  otherLiveSurfaces,
  readSurface,
  shellSurface,
  surfaceDigestOf,
} from './surface.mjs';

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
 *   shellDist?: string,
 * }} PointerContext what moving a pointer needs: the registry, where versions are served, and (where this
 *   machine holds them) the version folders, whose manifests are then checked too; with `bucket`, versions
 *   are uploaded there and their manifests checked there (any machine can move a pointer); `shellDist`, the
 *   live shell's build, whose shared singletons every version made live must be able to use
 * @typedef {PointerContext & { root: string, releasesDir: string, registryFile: string }} Locations
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
/** The move needs the person's reason, which they did not give (a 422 naming the note from the API). */
export class ReasonRequiredError extends ReleaseError {}

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
 * Refuses a version whose shared singletons (react, mobx, `@marketplace/shared`...) the live shell's build
 * does not provide in a range it accepts: it would fail on every page (gate.mjs). Without a shell build on
 * this machine it is said, not checked.
 * @param {PointerContext} at
 * @param {string} remote
 * @param {string} version
 * @param {import('./gate.mjs').Requirements} requires
 */
function checkShellMeets(at, remote, version, requires) {
  const provided = at.shellDist ? shellProvides(at.shellDist) : null;
  if (!provided) {
    at.log(`  (no shell build at ${at.shellDist ?? 'SHELL_DIST'}: the shared libraries ${remote} needs were not checked)`);
    return;
  }
  const unmet = unmetRequirements(requires, provided);
  if (unmet.length) throw new ReleaseError(`refusing ${remote} ${version}: ${describeUnmet(unmet)}`);
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
 * The commit the workspace is at, when it was made, and whether the remote's folder or `shared` differ
 * from it; null outside a git checkout.
 * @param {string} root
 * @param {string} remote
 * @returns {{ commit: string, commitAt: string | null, dirty: boolean } | null}
 */
function sourceOf(root, remote) {
  const git = (/** @type {string[]} */ args) => spawnSync('git', ['-C', root, ...args], { encoding: 'utf8' });
  const head = git(['log', '-1', '--format=%h%n%cI', '--abbrev=12']);
  if (head.status !== 0) return null;
  const [commit = '', committed = ''] = head.stdout.trim().split('\n');
  const commitAt = Number.isFinite(Date.parse(committed)) ? new Date(committed).toISOString() : null;
  const status = git(['status', '--porcelain', '--', remote, 'shared']);
  return { commit, commitAt, dirty: status.status === 0 && status.stdout.trim() !== '' };
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
 * Refuses a move when the registry no longer holds what the move was decided on (what the person acting
 * saw, or what the command read when it began): every move is a conditional write against that pointer.
 * @param {string} remote
 * @param {RemoteEntry | undefined} entry
 * @param {Expected} expected
 */
function checkExpected(remote, entry, expected) {
  const live = entry?.live ?? '';
  const canary = entry?.canary?.version ?? null;
  if (expected.live !== undefined && live !== expected.live)
    throw new ConflictError(`${remote} changed meanwhile: ${live || 'nothing'} is live now, not ${expected.live || 'nothing'}`);
  if (expected.canary !== undefined && canary !== expected.canary)
    throw new ConflictError(`${remote} changed meanwhile: its canary is ${canary ?? 'gone'}, not ${expected.canary ?? 'none'}`);
  if (expected.percent !== undefined && entry?.canary && entry.canary.percent !== expected.percent)
    throw new ConflictError(`${remote} changed meanwhile: its canary reaches ${entry.canary.percent}% now, not ${expected.percent}%`);
}

/**
 * The state of a remote a move is decided on when the caller names none: what the registry holds now.
 * @param {PointerContext} at
 * @param {string} remote
 * @returns {Promise<Required<Pick<Expected, 'live' | 'canary'>> & Pick<Expected, 'percent'>>}
 */
async function decidedOn(at, remote) {
  const entry = (await at.store.read()).registry.remotes[remote];
  return { live: entry?.live ?? '', canary: entry?.canary?.version ?? null, percent: entry?.canary?.percent };
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
 * How a version's last canary ended, in words, when it failed (aborted by the analysis or dropped by a
 * person); null when it never failed one.
 * @param {import('./registry.mjs').PublishedVersion | undefined} record
 */
export function failedCanary(record) {
  const last = record?.lastCanary;
  if (!last || last.outcome === 'promoted') return null;
  return `${last.outcome} on ${last.at.slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * Refuses to make live, without the person's reason, a version that failed its last canary.
 * @param {string} remote
 * @param {import('./registry.mjs').PublishedVersion | undefined} record
 * @param {Actor} actor
 */
function checkReason(remote, record, actor) {
  const failed = failedCanary(record);
  if (failed && !actor.note?.trim()) {
    throw new ReasonRequiredError(`${remote} ${record?.version} failed its last canary (${failed}): say why you make it live`);
  }
}

/**
 * Runs a move; when the release rules refuse it, the refusal goes to the audit log (who tried what, and
 * why it was refused) before the error reaches the caller. A log that cannot be written does not hide the refusal.
 * @template T
 * @param {PointerContext} at
 * @param {{ remote: string, attempted: import('./registry.mjs').AuditAction, from?: string | null, to?: string | null } & Actor} attempt
 * @param {() => Promise<T>} move
 * @returns {Promise<T>}
 */
async function auditedMove(at, attempt, move) {
  try {
    return await move();
  } catch (error) {
    if (error instanceof ReleaseError && (REMOTE_NAME.test(attempt.remote) || attempt.remote === SHELL))
      await auditRefusal(at, attempt, error.message);
    throw error;
  }
}

/**
 * Writes a refused move to the audit log, dated now.
 * @param {PointerContext} at
 * @param {{ remote: string, attempted: import('./registry.mjs').AuditAction, from?: string | null, to?: string | null } & Actor} attempt
 * @param {string} reason
 */
export async function auditRefusal(at, { remote, attempted, from = null, to = null, ...actor }, reason) {
  const now = (at.now ?? (() => new Date()))().toISOString();
  try {
    await at.store.appendAudit([auditEntry({ at: now, by: actor.by, remote, action: 'refused', attempted, from, to, reason }, actor)]);
  } catch (error) {
    at.log(`  (the refusal could not be written to the audit log: ${error instanceof Error ? error.message : String(error)})`);
  }
}

/**
 * Builds one package of the workspace (a remote, or the shell) into its dist.
 * @param {string} root
 * @param {string} name
 * @param {boolean} quiet
 */
function buildPackage(root, name, quiet) {
  const pnpm = join(root, '.tools', 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  // BUILD_TAG reaches the build through the inherited environment.
  const result = spawnSync(process.execPath, [pnpm, '--filter', name, 'build'], {
    cwd: root,
    env: process.env,
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    throw new ReleaseError(`build of ${name} failed (exit ${result.status ?? result.signal})`);
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
 * The digest of the public surface a version folder carries, as its record keeps it (none for a build
 * made before surfaces travelled with it).
 * @param {string} folder
 * @returns {{ surface?: string }}
 */
function surfaceField(folder) {
  const digest = surfaceDigestOf(folder);
  return digest ? { surface: digest } : {};
}

/**
 * What changes in a remote's public surface when `candidate` replaces its live version, with the rest of the
 * live page (the other remotes' live surfaces, the live shell's events): release/surface.mjs. Empty when
 * the candidate is live; null when there is no live version, or either surface cannot be read here.
 * @param {PointerContext} at
 * @param {Registry} registry
 * @param {string} remote
 * @param {{ version: string, surface?: string }} candidate
 * @returns {Promise<import('./surface.mjs').SurfaceChange[] | null>}
 */
export async function contractAgainstLive(at, registry, remote, candidate) {
  const entry = registry.remotes[remote];
  const liveRecord = entry?.versions.find((v) => v.version === entry.live);
  if (!liveRecord) return null;
  if (liveRecord.version === candidate.version) return [];
  const [live, next] = await Promise.all([readSurface(at, remote, liveRecord), readSurface(at, remote, candidate)]);
  if (!live || !next) return null;
  return diffSurfaces(live, next, { others: await otherLiveSurfaces(at, registry, remote), shell: shellSurface(at.shellDist) });
}

/**
 * Says what changes in the contract, and refuses without the person's reason to put in front of browsers a
 * version whose contract breaks what is live. What it breaks goes to the audit entry.
 * @param {PointerContext} at
 * @param {Registry} registry
 * @param {string} remote
 * @param {{ version: string, surface?: string }} candidate
 * @param {Actor} actor
 * @returns {Promise<{ breaking?: string }>}
 */
async function checkContract(at, registry, remote, candidate, actor) {
  const changes = await contractAgainstLive(at, registry, remote, candidate);
  describeSurfaceDiff(remote, registry.remotes[remote]?.live ?? '', candidate.version, changes).forEach((line) => at.log(line));
  const breaking = changes ? describeBreaking(changes) : '';
  if (breaking && !actor.note?.trim())
    throw new ReasonRequiredError(`${remote} ${candidate.version} breaks its contract with the live page (${breaking}): say why`);
  return breaking ? { breaking } : {};
}

/**
 * Builds (optionally) and publishes one remote's version folder (and uploads it to the bucket), checked as
 * the CDN serves it. Touches only that remote's release folder.
 * @param {Locations} at
 * @param {string} remote
 * @param {{ build: boolean, quiet: boolean, offline?: boolean }} options
 * @returns {Promise<{ version: string, copied: 'published' | 'existing', record: Omit<import('./registry.mjs').PublishedVersion, 'publishedAt'>, commitAt: string | null }>}
 */
async function publish(at, remote, options) {
  const packageFile = join(at.root, remote, 'package.json');
  if (!existsSync(packageFile)) throw new ReleaseError(`no package ${remote} in ${at.root}`);
  const pkg = JSON.parse(readFileSync(packageFile, 'utf8'));
  const packageVersion = pkg.version;
  if (typeof packageVersion !== 'string') throw new ReleaseError(`${packageFile} has no version`);

  if (options.build) buildPackage(at.root, remote, options.quiet);
  const dist = join(at.root, remote, 'dist');
  if (!isFolder(dist)) throw new ReleaseError(`${remote}/dist does not exist; build it first`);
  const distProblem = manifestProblem(dist);
  if (distProblem) throw new ReleaseError(`refusing ${remote}: dist ${distProblem}`);

  const hash = hashFolder(dist);
  const version = `${packageVersion}-${hash.slice(0, 10)}`;
  // Before anything is published: a version the live shell cannot serve never reaches the CDN or the registry.
  const requires = requirementsOf(JSON.parse(readFileSync(join(dist, MANIFEST), 'utf8')));
  checkShellMeets(at, remote, version, requires);
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
  const source = sourceOf(at.root, remote);
  const record = {
    version,
    manifest: url,
    integrity: integrityOf(target),
    ...buildFacts(target),
    commit: source?.commit ?? null,
    ...(source?.dirty ? { dirty: true } : {}),
    sharedRange: sharedRangeOf(pkg),
    requires,
    ...surfaceField(target),
  };
  return { version, copied, record, commitAt: source?.commitAt ?? null };
}

/**
 * Builds (optionally), publishes and makes live one remote. Touches only that remote's release
 * folder and its own registry entry.
 * With `canary` (a percentage, 1 to 99), the version goes to that share of browsers only; the live
 * version stays for the others until `promote`. With `analysis`, the API watches the canary and aborts it
 * when it fails more than the live version (and, with steps, moves it along them).
 * The move is decided on the remote's pointer as it was when the release began (or `expected`): if anyone
 * moved it while this one built and uploaded (an emergency rollback, another release), it is refused
 * rather than undoing theirs, and the refusal is audited.
 * @param {Locations} at
 * @param {string} remote
 * @param {{ build: boolean, quiet: boolean, offline?: boolean, canary?: number, analysis?: CanaryAnalysis, expected?: Expected } & Actor} options
 * @returns {Promise<{ version: string, outcome: 'released' | 'already-live' | 'canary' }>}
 */
export async function release(at, remote, options) {
  assertRemoteName(remote);
  const decided = options.expected ?? (await decidedOn(at, remote));
  const { canary, analysis } = options;
  /** @type {Parameters<typeof auditedMove>[1]} */
  const attempt = { ...options, remote, attempted: canary === undefined ? 'release' : 'canary', from: decided.live || null };
  return auditedMove(at, attempt, async () => {
    const { version, copied, record, commitAt } = await publish(at, remote, options);
    attempt.to = version;
    const { registry: seen } = await at.store.read();
    const contract = seen.remotes[remote]?.live === version ? {} : await checkContract(at, seen, remote, record, options);
    // The lead time of a clean build: when the commit it was built from was made.
    const lead = commitAt && !record.dirty ? { commitAt } : {};
    const outcome = await updateRegistry(
      at.store,
      (registry, audit, now) => {
        const entry = entryFor(registry, remote);
        if (entry.live === version) return /** @type {const} */ ('already-live');
        try {
          checkExpected(remote, entry, decided);
        } catch (error) {
          throw new ConflictError(
            `refusing ${remote} ${version}: ${describeError(error)} while this release was under way; nothing was moved, release again if you still mean to`,
          );
        }
        if (!entry.versions.some((v) => v.version === version)) entry.versions.push({ ...record, publishedAt: now });
        if (canary !== undefined) {
          if (!entry.live) throw new ReleaseError(`${remote} has no live version yet: release it for everyone first`);
          entry.canary = {
            version,
            manifest: record.manifest,
            percent: canary,
            since: now,
            ...(analysis ? { stepSince: now, analysis } : {}),
          };
          entry.history.push({ version, action: 'canary', at: now, percent: canary });
          audit(
            auditEntry(
              { at: now, by: options.by, remote, action: 'canary', from: entry.live, to: version, percent: canary, ...lead, ...contract },
              options,
            ),
          );
          return /** @type {const} */ ('canary');
        }
        const from = entry.live || null;
        const stored = entry.versions.find((v) => v.version === version);
        checkReason(remote, stored, options);
        delete entry.canary;
        entry.live = version;
        entry.manifest = stored?.manifest ?? record.manifest;
        entry.history.push({ version, action: 'release', at: now });
        audit(auditEntry({ at: now, by: options.by, remote, action: 'release', from, to: version, ...lead, ...contract }, options));
        return /** @type {const} */ ('released');
      },
      at.now,
    );
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
  });
}

/** @param {unknown} error */
const describeError = (error) => (error instanceof Error ? error.message : String(error));

/** What the audit log calls the shell. */
export const SHELL = 'shell';

/**
 * The shell build in a folder, named as a version: its package version and the hash its main script's
 * name carries (which any change to the shell changes); null without a build.
 * @param {string} root
 * @param {string} shellDist
 */
function shellVersionOf(root, shellDist) {
  const index = join(shellDist, 'index.html');
  if (!existsSync(index)) return null;
  const main = /<script[^>]*\ssrc="\/?main\.([0-9a-f]+)\.js"/.exec(readFileSync(index, 'utf8'))?.[1] ?? 'unknown';
  return `${JSON.parse(readFileSync(join(root, SHELL, 'package.json'), 'utf8')).version}-${main}`;
}

/**
 * Releases the shell: refused, naming each live remote (and canary) it would break, when the shared
 * singletons it provides do not meet their ranges; else built (optionally) into the folder the web origin
 * serves, which the next page load uses. What it provides is read before it is built, from the packages
 * installed for it (what its build provides: scripts/rspack/singletons.mjs), so a refused shell never
 * reaches a browser.
 * @param {Locations} at
 * @param {{ build: boolean, quiet: boolean } & Actor} options
 * @returns {Promise<{ version: string }>}
 */
export async function releaseShell(at, options) {
  const shellDist = at.shellDist ?? join(at.root, SHELL, 'dist');
  /** @type {Parameters<typeof auditedMove>[1]} */
  const attempt = { ...options, remote: SHELL, attempted: 'release', from: shellVersionOf(at.root, shellDist) };
  return auditedMove(at, attempt, async () => {
    const provided = options.build ? providedVersions(join(at.root, SHELL)) : shellProvides(shellDist);
    if (!provided) throw new ReleaseError(`no shell build at ${shellDist}; build it first`);
    const { registry } = await at.store.read();
    const broken = Object.entries(registry.remotes).flatMap(([remote, entry]) =>
      [entry.live, entry.canary?.version].flatMap((version) => {
        const record = entry.versions.find((v) => v.version === version);
        const unmet = record ? unmetRequirements(requirementsOfVersion(record), provided) : [];
        if (!unmet.length) return [];
        return [`${remote} ${version} (${version === entry.live ? 'live' : 'canary'}): ${describeUnmet(unmet, 'this shell')}`];
      }),
    );
    if (broken.length) throw new ReleaseError(`refusing the shell: it would break ${broken.join('; ')}`);
    if (options.build) buildPackage(at.root, SHELL, options.quiet);
    const version = shellVersionOf(at.root, shellDist) ?? 'unknown';
    const now = (at.now ?? (() => new Date()))().toISOString();
    await at.store.appendAudit([
      auditEntry({ at: now, by: options.by, remote: SHELL, action: 'release', from: attempt.from ?? null, to: version }, options),
    ]);
    at.log(`shell ${version} released: every live remote's shared libraries are met; the next page load uses it`);
    return { version };
  });
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
 * only the canary away. Decided on the pointer as read now (or `expected`).
 * @param {PointerContext} at
 * @param {string} remote
 * @param {{ to?: string, offline?: boolean, expected?: Expected } & Actor} options
 * @returns {Promise<{ version: string, outcome: 'rolled-back' | 'already-live' | 'canary-dropped' }>}
 */
export async function rollback(at, remote, options) {
  assertRemoteName(remote);
  const { registry } = await at.store.read();
  const current = registry.remotes[remote];
  if (current?.canary && options.to === undefined) {
    const { version } = await dropCanary(at, remote, options);
    return { version, outcome: 'canary-dropped' };
  }
  const decided = options.expected ?? { live: current?.live ?? '', canary: current?.canary?.version ?? null };
  /** @type {Parameters<typeof auditedMove>[1]} */
  const attempt = { ...options, remote, attempted: 'rollback', from: current?.live || null, to: options.to ?? null };
  return auditedMove(at, attempt, async () => {
    const { entry, version } = rollbackTarget(registry, remote, options.to);
    attempt.to = version;
    const record = entry.versions.find((v) => v.version === version);
    if (entry.live !== version) checkReason(remote, record, options);
    if (record) checkShellMeets(at, remote, version, requirementsOfVersion(record));
    const contract = record && entry.live !== version ? await checkContract(at, registry, remote, record, options) : {};
    const url = record?.manifest ?? manifestUrl(at.cdnUrlPattern, remote, version);
    await verifyVersion(at, remote, version, url, options.offline ?? false);
    const outcome = await updateRegistry(
      at.store,
      (latest, audit, now) => {
        const { entry: moving, version: target } = rollbackTarget(latest, remote, options.to);
        checkExpected(remote, moving, decided);
        if (target !== version) throw new ConflictError(`registry of ${remote} changed meanwhile; run the rollback again`);
        if (moving.live === version) return /** @type {const} */ ('already-live');
        audit(
          auditEntry({ at: now, by: options.by, remote, action: 'rollback', from: moving.live || null, to: version, ...contract }, options),
        );
        moving.live = version;
        moving.manifest = url;
        moving.history.push({ version, action: 'rollback', at: now });
        return /** @type {const} */ ('rolled-back');
      },
      at.now,
    );
    at.log(outcome === 'already-live' ? `${remote} ${version} is already live` : `${remote} rolled back to ${version}`);
    return { version, outcome };
  });
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
  const decided = options.expected ?? (await decidedOn(at, remote));
  const attempt = { ...options, remote, attempted: /** @type {const} */ ('drop-canary'), from: decided.canary, to: decided.live || null };
  return auditedMove(at, attempt, async () => {
    const { version, live } = await updateRegistry(
      at.store,
      (registry, audit, now) => {
        const entry = existingEntry(registry, remote);
        checkExpected(remote, entry, decided);
        const canary = entry.canary;
        if (!canary) throw new ReleaseError(`${remote} has no canary`);
        entry.history.push({ version: canary.version, action: 'drop-canary', at: now });
        delete entry.canary;
        // The registry is public: who and why stay in the audit log.
        const record = entry.versions.find((v) => v.version === canary.version);
        if (record) record.lastCanary = { outcome: options.reason ? 'aborted' : 'dropped', at: now };
        const fields = { at: now, by: options.by, remote, from: canary.version, to: entry.live, percent: canary.percent };
        audit(
          auditEntry(
            options.reason ? { ...fields, action: 'abort-canary', reason: options.reason } : { ...fields, action: 'drop-canary' },
            options,
          ),
        );
        return { version: canary.version, live: entry.live };
      },
      at.now,
    );
    at.log(`${remote}: canary ${version} ${options.reason ? `aborted (${options.reason})` : 'dropped'}; everyone gets the live ${live}`);
    return { version };
  });
}

/**
 * Makes a remote's canary live for everyone. With `approving`, it is a release manager approving the last
 * step the canary waits at.
 * @param {PointerContext} at
 * @param {string} remote
 * @param {{ expected?: Expected, reason?: string, approving?: boolean } & Actor} options
 * @returns {Promise<{ version: string }>}
 */
export async function promote(at, remote, options) {
  assertRemoteName(remote);
  const decided = options.expected ?? (await decidedOn(at, remote));
  const attempt = { ...options, remote, attempted: /** @type {const} */ ('promote'), from: decided.live || null, to: decided.canary };
  return auditedMove(at, attempt, async () => {
    const candidate = (await at.store.read()).registry.remotes[remote];
    const record = candidate?.versions.find((v) => v.version === candidate.canary?.version);
    // The shell may have changed since the canary started.
    if (record) checkShellMeets(at, remote, record.version, requirementsOfVersion(record));
    const version = await updateRegistry(
      at.store,
      (registry, audit, now) => {
        const entry = registry.remotes[remote];
        if (!entry?.canary) throw new ReleaseError(`${remote} has no canary to promote`);
        checkExpected(remote, entry, decided);
        if (options.approving) checkAwaiting(remote, entry.canary, 100);
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
        const record = entry.versions.find((v) => v.version === promoted);
        if (record) record.lastCanary = { outcome: 'promoted', at: now };
        return promoted;
      },
      at.now,
    );
    at.log(`${remote} ${version} promoted: now live for everyone`);
    return { version };
  });
}

/**
 * Gives a remote's canary to another share of browsers (1 to 99%; promote gives it to all). A canary
 * on steps holds its new percentage for a whole step before the analysis moves it on.
 * With `approving`, it is a release manager approving the step the canary waits at (refused when it waits
 * for no such step any more).
 * @param {PointerContext} at
 * @param {string} remote
 * @param {number} percent
 * @param {{ expected?: Expected, reason?: string, approving?: boolean } & Actor} options
 * @returns {Promise<{ version: string, outcome: 'changed' | 'unchanged' }>}
 */
export async function setCanaryPercent(at, remote, percent, options) {
  assertRemoteName(remote);
  const decided = options.expected ?? (await decidedOn(at, remote));
  const attempt = { ...options, remote, attempted: /** @type {const} */ ('canary-percent'), from: decided.canary, to: decided.canary };
  return auditedMove(at, attempt, async () => {
    if (!(Number.isInteger(percent) && percent >= 1 && percent <= 99))
      throw new ReleaseError('a canary reaches a whole percentage from 1 to 99');
    const result = await updateRegistry(
      at.store,
      (registry, audit, now) => {
        const entry = existingEntry(registry, remote);
        checkExpected(remote, entry, decided);
        const canary = entry.canary;
        if (!canary) throw new ReleaseError(`${remote} has no canary`);
        if (options.approving) checkAwaiting(remote, canary, percent);
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
        delete canary.awaiting;
        if (canary.analysis) canary.stepSince = now;
        entry.history.push({ version: canary.version, action: 'canary-percent', at: now, percent });
        return { version: canary.version, outcome: /** @type {const} */ ('changed') };
      },
      at.now,
    );
    at.log(
      result.outcome === 'unchanged'
        ? `${remote}: canary ${result.version} already reaches ${percent}%`
        : `${remote}: canary ${result.version} now reaches ${percent}% of browsers`,
    );
    return result;
  });
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
  await updateRegistry(
    at.store,
    (registry, audit, now) => {
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
    },
    at.now,
  );
}

/**
 * Refuses an approval of a step the canary no longer waits at.
 * @param {string} remote
 * @param {import('./registry.mjs').Canary} canary
 * @param {number} percent
 */
function checkAwaiting(remote, canary, percent) {
  if (canary.awaiting?.percent !== percent)
    throw new ConflictError(
      `${remote} changed meanwhile: its canary waits for ${canary.awaiting ? `${canary.awaiting.percent}%` : 'no approval'}, not ${percent}%`,
    );
}

/**
 * Changes a watched canary's own state (held, waiting for approval) by compare-and-swap, audited as `action`.
 * @param {PointerContext} at
 * @param {string} remote
 * @param {{ attempted: import('./registry.mjs').AuditAction, expected?: Expected, reason?: string } & Actor} options
 * @param {(canary: import('./registry.mjs').Canary, now: string) => boolean} change says whether it changed anything
 */
async function changeCanary(at, remote, options, change) {
  assertRemoteName(remote);
  const decided = options.expected ?? (await decidedOn(at, remote));
  const attempt = { ...options, remote, from: decided.canary, to: decided.canary };
  return auditedMove(at, attempt, () =>
    updateRegistry(
      at.store,
      (registry, audit, now) => {
        const entry = existingEntry(registry, remote);
        checkExpected(remote, entry, decided);
        const canary = entry.canary;
        if (!canary) throw new ReleaseError(`${remote} has no canary`);
        if (!change(canary, now)) return;
        const fields = {
          at: now,
          by: options.by,
          remote,
          action: options.attempted,
          from: canary.version,
          to: canary.version,
          percent: canary.percent,
        };
        audit(auditEntry(options.reason ? { ...fields, reason: options.reason } : fields, options));
      },
      at.now,
    ),
  );
}

/**
 * Holds a canary where it is: its steps stop (the canary analysis still aborts it if it fails) until resumed.
 * @param {PointerContext} at
 * @param {string} remote
 * @param {{ expected?: Expected } & Actor} options
 */
export async function holdCanary(at, remote, options) {
  await changeCanary(at, remote, { ...options, attempted: 'hold-canary' }, (canary, now) => {
    if (!canary.analysis?.steps) throw new ReleaseError(`${remote}'s canary has no steps to hold`);
    if (canary.held) return false;
    canary.held = { by: options.by, since: now };
    return true;
  });
  at.log(`${remote}: canary held where it is; npm run canary -- ${remote} resume lets it move on`);
}

/**
 * Lets a held canary move along its steps again.
 * @param {PointerContext} at
 * @param {string} remote
 * @param {{ expected?: Expected } & Actor} options
 */
export async function resumeCanary(at, remote, options) {
  await changeCanary(at, remote, { ...options, attempted: 'resume-canary' }, (canary) => {
    if (!canary.held) return false;
    delete canary.held;
    return true;
  });
  at.log(`${remote}: canary resumed`);
}

/**
 * The canary analysis saying a healthy canary's next step is due and waits for a release manager (audited once).
 * @param {PointerContext} at
 * @param {string} remote
 * @param {{ percent: number, reason: string, expected: Expected } & Actor} options
 */
export async function awaitApproval(at, remote, options) {
  const reason = `the step to ${options.percent}% is due: ${options.reason}`;
  await changeCanary(at, remote, { ...options, reason, attempted: 'awaiting-approval' }, (canary, now) => {
    if (canary.awaiting?.percent === options.percent) return false;
    canary.awaiting = { percent: options.percent, since: now };
    return true;
  });
}

/**
 * A release manager approves the step a canary waits at: it moves to that percentage, or is promoted at 100.
 * @param {PointerContext} at
 * @param {string} remote
 * @param {{ expected?: Expected } & Actor} options
 * @returns {Promise<{ version: string, percent: number }>}
 */
export async function approveStep(at, remote, options) {
  const canary = (await at.store.read()).registry.remotes[remote]?.canary;
  const percent = canary?.awaiting?.percent;
  if (!canary || percent === undefined) {
    const refusal = new ReleaseError(`${remote}'s canary waits for no approval`);
    if (REMOTE_NAME.test(remote))
      await auditRefusal(at, { ...options, remote, attempted: 'canary-percent', from: canary?.version ?? null }, refusal.message);
    throw refusal;
  }
  const moving = { ...options, approving: true, reason: `approved the step to ${percent}%` };
  const { version } = percent >= 100 ? await promote(at, remote, moving) : await setCanaryPercent(at, remote, percent, moving);
  return { version, percent };
}

/**
 * Makes a preview link of a published version (release/preview.mjs), audited with who made it and until when.
 * @param {PointerContext} at
 * @param {string} remote
 * @param {{ version: string, minutes?: number, secret: string, siteUrl: string } & Actor} options
 * @returns {Promise<{ remote: string, version: string, url: string, expiresAt: string }>}
 */
export async function makePreviewLink(at, remote, options) {
  assertRemoteName(remote);
  const { version } = options;
  const entry = (await at.store.read()).registry.remotes[remote];
  if (!entry?.versions.some((v) => v.version === version)) throw new NotFoundError(`${remote} has no published version ${version}`);
  const now = (at.now ?? (() => new Date()))();
  const { token, expiresAt } = signPreview(options.secret, { remote, version, minutes: options.minutes }, now);
  const until = `valid until ${expiresAt.slice(0, 16).replace('T', ' ')} UTC`;
  await at.store.appendAudit([
    auditEntry(
      { at: now.toISOString(), by: options.by, remote, action: 'preview-link', from: entry.live || null, to: version, reason: until },
      options,
    ),
  ]);
  at.log(`${remote} ${version}: preview link ${until}`);
  return { remote, version, url: new URL(`${PREVIEW_PATH}${token}`, options.siteUrl).href, expiresAt };
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

/** What a refused move tried, in words. */
const ATTEMPTS = /** @type {Record<string, string>} */ ({
  release: 'release',
  canary: 'start a canary',
  rollback: 'roll back',
  promote: 'promote',
  'drop-canary': 'drop the canary',
  'canary-percent': "change the canary's share",
  'hold-canary': 'hold the canary',
  'resume-canary': 'resume the canary',
});

/**
 * One audit entry in words, as the command line and the console both show it.
 * @param {AuditEntry} entry
 */
export function auditSentence(entry) {
  const sentence = actionSentence(entry);
  return entry.breaking ? `${sentence}, breaking its contract: ${entry.breaking}` : sentence;
}

/**
 * What an audit entry's action did, in words.
 * @param {AuditEntry} entry
 */
function actionSentence(entry) {
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
    case 'hold-canary':
      return `held canary ${to} at ${percent}%: its steps wait until resumed`;
    case 'resume-canary':
      return `resumed canary ${to} at ${percent}%`;
    case 'preview-link':
      return `made a preview link of ${to} for one browser${reason ? `, ${reason}` : ''}`;
    case 'awaiting-approval':
      return `canary ${to} at ${percent}% waits for a release manager's approval: ${reason ?? 'its next step is due'}`;
    case 'refused':
      return `refused to ${ATTEMPTS[entry.attempted ?? ''] ?? 'move'} ${from ?? ''}${to ? ` → ${to}` : ''}: ${reason ?? 'refused'}`;
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
