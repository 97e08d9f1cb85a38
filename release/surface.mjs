// The contract diff (issue 41, item 4): what changes in a remote's public surface when a candidate replaces
// the live version, and which changes break something live. A remote's build writes its surface beside its
// files (public-surface.json: scripts/rspack/surfaceManifest.mjs); publishing records its digest in the
// registry, so the console and the command line compare the surface of what is really live with the
// candidate's, read back from the version folders or the bucket and checked against that digest.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readVersionFile } from './bucket.mjs';
import { migrate, migrationSequence } from './schema.mjs';

/** The file a build writes its surface to (scripts/rspack/surfaceManifest.mjs names it the same). */
export const SURFACE_FILE = 'public-surface.json';

/** A surface's schema: version 1 is the first (exposes, emits, hears with their types; places; API calls). */
export const SURFACE_SCHEMA = migrationSequence({ name: 'public surface', field: 'schemaVersion', migrations: [] });

/**
 * @typedef {import('../scripts/rspack/surfaceManifest.mjs').PublicSurface} PublicSurface
 * @typedef {{ emits: string[], hears: string[] }} ShellSurface the events the live shell emits and hears
 * @typedef {'exposed module' | 'event emitted' | 'event heard' | 'module placed' | 'API call'} SurfaceArea
 * @typedef {{
 *   area: SurfaceArea, name: string, change: 'added' | 'removed' | 'changed',
 *   from: string | null, to: string | null, breaking: string | null,
 * }} SurfaceChange `from`/`to`: the type before and after (props, payload), where the area has one;
 *   `breaking`: what it breaks that is live, or null
 * @typedef {{ remote: string, surface: PublicSurface }} LiveSurface another remote's live surface
 */

/**
 * The sha384 of a surface file's bytes, as the registry records it.
 * @param {Buffer | string} bytes
 */
export const surfaceDigest = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * A surface as read, in this code's schema.
 * @param {string} text
 * @param {string} where
 * @returns {PublicSurface}
 */
export function parseSurface(text, where) {
  /** @type {unknown} */
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${where} is not valid JSON`);
  }
  return migrate(SURFACE_SCHEMA, parsed, where);
}

/**
 * The digest of a build's surface file, or null when the build has none (built before surfaces travelled).
 * @param {string} folder
 */
export function surfaceDigestOf(folder) {
  const file = join(folder, SURFACE_FILE);
  return existsSync(file) ? surfaceDigest(readFileSync(file)) : null;
}

/**
 * Reads a published version's surface where its files are (this machine's version folders, or the bucket),
 * checked against the digest the registry recorded; null for a version published without one, or whose files
 * this process cannot reach. Surfaces are immutable, so each is read once per process.
 * @param {Pick<import('./releases.mjs').PointerContext, 'releasesDir' | 'bucket'>} at
 * @param {string} remote
 * @param {{ version: string, surface?: string }} record
 * @returns {Promise<PublicSurface | null>}
 */
export async function readSurface(at, remote, record) {
  const digest = record.surface;
  if (!digest) return null;
  const cached = read.get(digest);
  if (cached) return cached;
  const where = `${remote} ${record.version}/${SURFACE_FILE}`;
  /** @type {string | null} */
  let text = null;
  if (at.bucket) text = await readVersionFile(at.bucket, remote, record.version, SURFACE_FILE);
  else if (at.releasesDir) {
    const file = join(at.releasesDir, remote, record.version, SURFACE_FILE);
    text = existsSync(file) ? readFileSync(file, 'utf8') : null;
  }
  if (text === null) return null;
  if (surfaceDigest(text) !== digest) throw new Error(`${where} does not match the digest the registry recorded`);
  const surface = parseSurface(text, where);
  read.set(digest, surface);
  return surface;
}
/** @type {Map<string, PublicSurface>} */
const read = new Map();

/**
 * The live surfaces of every remote but one, each remote's live version's (those this process can read).
 * @param {Pick<import('./releases.mjs').PointerContext, 'releasesDir' | 'bucket'>} at
 * @param {import('./registry.mjs').Registry} registry
 * @param {string} except
 * @returns {Promise<LiveSurface[]>}
 */
export async function otherLiveSurfaces(at, registry, except) {
  /** @type {LiveSurface[]} */
  const surfaces = [];
  for (const [remote, entry] of Object.entries(registry.remotes)) {
    if (remote === except) continue;
    const record = entry.versions.find((v) => v.version === entry.live);
    const surface = record ? await readSurface(at, remote, record).catch(() => null) : null;
    if (surface) surfaces.push({ remote, surface });
  }
  return surfaces;
}

/**
 * The events a shell build emits and hears, from the surface its build writes; null without one.
 * @param {string | undefined} shellDist
 * @returns {ShellSurface | null}
 */
export function shellSurface(shellDist) {
  const file = shellDist ? join(shellDist, SURFACE_FILE) : '';
  if (!file || !existsSync(file)) return null;
  const { emits = [], hears = [] } = JSON.parse(readFileSync(file, 'utf8'));
  return { emits, hears };
}

/**
 * Who on the live page does something with an event (emits it or hears it), by name.
 * @param {LiveSurface[]} others
 * @param {ShellSurface | null} shell
 * @param {'emits' | 'hears'} side
 * @param {string} event
 */
function whoElse(others, shell, side, event) {
  const remotes = others.filter(({ surface }) => event in surface[side]).map(({ remote }) => remote);
  return shell?.[side].includes(event) ? ['the shell', ...remotes] : remotes;
}

/** "mfe-a and mfe-b" */
const names = (/** @type {string[]} */ list) => (list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : (list[0] ?? ''));

/**
 * What changes when `candidate` replaces `live`, and what of it breaks the live page (ordered: breaking first).
 * Breaking: an exposed module removed or its props changed (a page or remote placing it passes what it took);
 * an event's payload type changed, emitted or heard (the other side sends or reads the old shape); an event
 * no longer emitted that another part of the page hears; an event newly heard that nothing live emits (the
 * shell, another remote's live version, or the candidate itself); a module newly placed that no live remote
 * exposes; an API call removed (the surface promised it, and the API keeps its routes by what surfaces
 * name). Anything added that nobody relies on yet is not.
 * @param {PublicSurface} live
 * @param {PublicSurface} candidate
 * @param {{ others?: LiveSurface[], shell?: ShellSurface | null }} [page] the rest of the live page
 * @returns {SurfaceChange[]}
 */
export function diffSurfaces(live, candidate, { others = [], shell = null } = {}) {
  /** @type {SurfaceChange[]} */
  const changes = [];
  /**
   * @param {SurfaceArea} area
   * @param {Record<string, string>} before
   * @param {Record<string, string>} after
   * @param {(name: string, change: SurfaceChange['change']) => string | null} breaking
   */
  const typed = (area, before, after, breaking) => {
    for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const from = before[name] ?? null;
      const to = after[name] ?? null;
      if (from === to) continue;
      const change = from === null ? 'added' : to === null ? 'removed' : 'changed';
      changes.push({ area, name, change, from, to, breaking: breaking(name, change) });
    }
  };
  /**
   * @param {SurfaceArea} area
   * @param {string[]} before
   * @param {string[]} after
   * @param {(name: string, change: 'added' | 'removed') => string | null} breaking
   */
  const listed = (area, before, after, breaking) => {
    for (const name of after.filter((n) => !before.includes(n)))
      changes.push({ area, name, change: 'added', from: null, to: null, breaking: breaking(name, 'added') });
    for (const name of before.filter((n) => !after.includes(n)))
      changes.push({ area, name, change: 'removed', from: null, to: null, breaking: breaking(name, 'removed') });
  };

  typed('exposed module', live.exposes, candidate.exposes, (name, change) =>
    change === 'removed'
      ? `${name} is no longer exposed: whatever places it fails to load it`
      : change === 'changed'
        ? `${name} takes other props: whatever places it passes the ones it took`
        : null,
  );
  typed('event emitted', live.emits, candidate.emits, (event, change) => {
    const hearers = whoElse(others, shell, 'hears', event);
    if (change === 'changed') return `${event} carries another payload${hearers.length ? `: ${names(hearers)} read the old one` : ''}`;
    if (change === 'removed' && hearers.length) return `${names(hearers)} hear ${event}, which it no longer emits`;
    return null;
  });
  const emitted = new Set([
    ...Object.keys(candidate.emits),
    ...others.flatMap(({ surface }) => Object.keys(surface.emits)),
    ...(shell?.emits ?? []),
  ]);
  typed('event heard', live.hears, candidate.hears, (event, change) => {
    if (change === 'changed') return `${event} is read with another payload type than the one its emitters send`;
    if (change === 'added' && !emitted.has(event)) return `it hears ${event}, which nothing live emits`;
    return null;
  });
  const exposed = new Set(others.flatMap(({ remote, surface }) => Object.keys(surface.exposes).map((module) => `${remote}/${module}`)));
  listed('module placed', live.places, candidate.places, (module, change) =>
    change === 'added' && others.length > 0 && !exposed.has(module) ? `it places ${module}, which no live remote exposes` : null,
  );
  listed('API call', live.apiCalls, candidate.apiCalls, (call, change) =>
    change === 'removed' ? `it no longer calls ${call}, which its live surface promised` : null,
  );
  return changes.sort((a, b) => Number(b.breaking !== null) - Number(a.breaking !== null));
}

/**
 * The breaking changes in one sentence for a refusal and the audit log: "… ; …".
 * @param {SurfaceChange[]} changes
 */
export const describeBreaking = (changes) => changes.flatMap((change) => (change.breaking ? [change.breaking] : [])).join('; ');

/**
 * The diff as the command line prints it: one line per change, breaking ones marked.
 * @param {string} remote
 * @param {string} liveVersion
 * @param {string} candidateVersion
 * @param {SurfaceChange[] | null} changes null: a surface could not be read
 * @returns {string[]}
 */
export function describeSurfaceDiff(remote, liveVersion, candidateVersion, changes) {
  const head = `contract of ${remote} ${candidateVersion} against live ${liveVersion || '(none)'}:`;
  if (changes === null) return [head, '  unknown: one of the two versions was published without its public surface'];
  if (changes.length === 0) return [head, '  no change to its public surface'];
  return [
    head,
    ...changes.map(
      (c) =>
        `  ${c.breaking ? 'BREAKING ' : ''}${c.area} ${c.change}: ${c.name}${c.change === 'changed' ? ` (${c.from} → ${c.to})` : ''}${c.breaking ? ` — ${c.breaking}` : ''}`,
    ),
  ];
}
