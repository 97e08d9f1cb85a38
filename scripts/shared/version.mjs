#!/usr/bin/env node
// Moves @marketplace/shared's version as a change to its public surface needs, as changesets would, and
// writes its changelog. A remote takes shared from the live shell at run time, so what a remote may rely
// on is shared's surface: its runtime exports (shared/src/contracts/runtimeExports.json) and each export's
// signature (exportSignatures.json, Backstage's API report). Against the surface main records (the base):
// a removed export needs a major; an added or changed one a minor; the version already on this branch is
// kept when it covers the change (two branches that each moved 1.5.0 to 1.6.0 agree).
//
//   npm run shared:version                      # record the surface, move the version if needed, write the changelog
//   npm run shared:version -- --note "why"      # ... with a line of your own under the version's entry
//   npm run shared:version -- --base <git ref>  # against another base than main (a merge: the main before it)
//
// It sets every remote's and the shell's requirement to ^M.m.0 too (and pnpm's lockfile with them). scripts/shared/version.test.mjs fails
// when the surface moved without the bump it needs, or the version has no changelog entry.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { REMOTES } from '../../shared/src/config/platform.cjs';

const root = resolve(import.meta.dirname, '..', '..');
export const RECORDS = {
  exports: 'shared/src/contracts/runtimeExports.json',
  signatures: 'shared/src/contracts/exportSignatures.json',
};
export const CHANGELOG = 'shared/CHANGELOG.md';

/**
 * Shared's surface as recorded (or as it is): its version, its runtime exports' names and each export's signature.
 * @typedef {{ version: string, exports: string[], signatures: Record<string, string> }} Surface
 */

/** @typedef {'major' | 'minor'} Bump */

/**
 * What changed from one surface to another, and the bump that needs.
 * @param {Surface} base
 * @param {Omit<Surface, 'version'>} now
 */
export function surfaceChange(base, now) {
  const names = (/** @type {Omit<Surface, 'version'>} */ s) => new Set([...s.exports, ...Object.keys(s.signatures)]);
  const before = names(base);
  const after = names(now);
  const added = [...after].filter((name) => !before.has(name)).sort();
  const removed = [...before].filter((name) => !after.has(name)).sort();
  const changed = Object.keys(now.signatures)
    .filter((name) => name in base.signatures && base.signatures[name] !== now.signatures[name])
    .sort();
  /** @type {Bump | null} */
  const bump = removed.length ? 'major' : added.length || changed.length ? 'minor' : null;
  return { added, removed, changed, bump };
}

/** @param {string} version */
const parts = (version) => /** @type {[number, number, number]} */ (version.split('.').map(Number));

/**
 * The first version after `base` that a bump of this kind gives.
 * @param {string} base
 * @param {Bump} bump
 */
export function nextVersion(base, bump) {
  const [major, minor] = parts(base);
  return bump === 'major' ? `${major + 1}.0.0` : `${major}.${minor + 1}.0`;
}

/**
 * Whether `version` is at least the bump of this kind from `base` (2.0.0 covers a minor from 1.5.0; 1.5.1 does not).
 * @param {string} version
 * @param {string} base
 * @param {Bump | null} bump
 */
export function covers(version, base, bump) {
  if (!bump) return true;
  const [major, minor] = parts(version);
  const [needMajor, needMinor] = parts(nextVersion(base, bump));
  return major > needMajor || (major === needMajor && minor >= needMinor);
}

const GENERATED = /^(Major|Minor): |^- (Added|Changed|Removed): /;

/**
 * The changelog with the entry of `version` written for this change: its generated lines replaced, the
 * notes kept (and `note` added), newest entry first.
 * @param {string} text
 * @param {string} version
 * @param {ReturnType<typeof surfaceChange>} change
 * @param {string | null} note
 */
export function withChangelogEntry(text, version, change, note) {
  const heading = `## ${version}`;
  const [intro = '', ...entries] = text.split(/^(?=## )/m);
  const index = entries.findIndex((entry) => entry.split('\n')[0] === heading);
  const kept =
    index >= 0
      ? (entries[index] ?? '')
          .split('\n')
          .slice(1)
          .filter((line) => line.trim() && !GENERATED.test(line))
      : [];
  const list = (/** @type {string} */ label, /** @type {string[]} */ names) =>
    names.length ? [`- ${label}: ${names.map((n) => `\`${n}\``).join(', ')}`] : [];
  const lines = [
    heading,
    '',
    change.bump === 'major'
      ? 'Major: exports were removed; a remote built against an earlier major must be rebuilt.'
      : 'Minor: exports were added or changed; a remote built against this version needs a shell with it.',
    '',
    ...list('Added', change.added),
    ...list('Changed', change.changed),
    ...list('Removed', change.removed),
    ...kept,
    ...(note ? [`- ${note}`] : []),
    '',
    '',
  ];
  const entry = lines.join('\n');
  if (index >= 0) entries[index] = entry;
  else entries.unshift(entry);
  return `${intro.replace(/\n*$/, '\n\n')}${entries.join('')}`.replace(/\n+$/, '\n');
}

/** @param {string} path */
const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));

/** The surface recorded in this work tree. @returns {Surface} */
export function recordedSurface() {
  const { version, exports } = readJson(RECORDS.exports);
  return { version, exports, signatures: readJson(RECORDS.signatures).signatures };
}

/**
 * The surface a git ref records, or null when the ref is unknown (a clone without main).
 * @param {string} ref
 * @returns {Surface | null}
 */
export function surfaceAt(ref) {
  try {
    const show = (/** @type {string} */ path) =>
      JSON.parse(execFileSync('git', ['show', `${ref}:${path}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    const { version, exports } = show(RECORDS.exports);
    return { version, exports, signatures: show(RECORDS.signatures).signatures };
  } catch {
    return null;
  }
}

/** Shared's surface as the code has it now, read by its contract tests. @returns {Omit<Surface, 'version'>} */
function currentSurface() {
  const out = mkdtempSync(join(tmpdir(), 'shared-surface-'));
  try {
    execFileSync(join(root, 'shared', 'node_modules', '.bin', 'jest'), ['src/contracts'], {
      cwd: join(root, 'shared'),
      env: { ...process.env, SHARED_SURFACE_OUT: out },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return {
      exports: JSON.parse(readFileSync(join(out, 'exports.json'), 'utf8')),
      signatures: JSON.parse(readFileSync(join(out, 'signatures.json'), 'utf8')),
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** @param {string} path @param {(json: any) => void} change */
function editJson(path, change) {
  const json = readJson(path);
  change(json);
  writeFileSync(join(root, path), `${JSON.stringify(json, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { note: { type: 'string' }, base: { type: 'string', default: 'main' } } });
  const base = surfaceAt(values.base ?? 'main') ?? recordedSurface();
  const now = currentSurface();
  const change = surfaceChange(base, now);
  const own = readJson('shared/package.json').version;
  const version = !change.bump ? own : covers(own, base.version, change.bump) ? own : nextVersion(base.version, change.bump);
  const [major, minor] = parts(version);
  editJson('shared/package.json', (json) => (json.version = version));
  for (const part of [...REMOTES, 'shell']) {
    editJson(`${part}/package.json`, (json) => (json.dependencies['@marketplace/shared'] = `workspace:^${major}.${minor}.0`));
  }
  // pnpm's lockfile records each requirement too: `pnpm install --frozen-lockfile` refuses a stale one.
  const lock = join(root, 'pnpm-lock.yaml');
  writeFileSync(
    lock,
    readFileSync(lock, 'utf8').replace(/('@marketplace\/shared':\n\s+specifier: workspace:\^)\d+\.\d+\.\d+/g, `$1${major}.${minor}.0`),
  );
  editJson(RECORDS.exports, (json) => Object.assign(json, { version, exports: now.exports }));
  editJson(RECORDS.signatures, (json) => Object.assign(json, { version, signatures: now.signatures }));
  if (change.bump)
    writeFileSync(
      join(root, CHANGELOG),
      withChangelogEntry(readFileSync(join(root, CHANGELOG), 'utf8'), version, change, values.note ?? null),
    );
  console.log(
    change.bump
      ? `shared ${version}: a ${change.bump} over ${base.version} (${change.added.length} added, ${change.changed.length} changed, ${change.removed.length} removed); ${CHANGELOG} written`
      : `shared ${version}: its surface is the base's (${base.version}); records rewritten`,
  );
}
