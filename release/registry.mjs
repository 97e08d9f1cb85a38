// The remote registry: which version of each remote is live, where its manifest is, what was published
// and what was live before. The shell reads it at every page load (/registry/remotes.json, no-store).
import { openSync, writeSync, fsyncSync, closeSync, renameSync, readFileSync, mkdirSync, unlinkSync } from 'node:fs';
import { dirname, basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import lockfile from 'proper-lockfile';

/**
 * @typedef {{ version: string, manifest: string, publishedAt: string, integrity?: Record<string, string> }} PublishedVersion sha384 of each script and the manifest, by path in the version folder
 * @typedef {{ version: string, action: 'release' | 'rollback' | 'canary' | 'promote' | 'drop-canary', at: string }} HistoryEntry
 * @typedef {{ version: string, manifest: string, percent: number }} Canary a version that `percent` of browsers get instead of the live one
 * @typedef {{ live: string, manifest: string, versions: PublishedVersion[], history: HistoryEntry[], canary?: Canary }} RemoteEntry
 * @typedef {{ remotes: Record<string, RemoteEntry> }} Registry
 */

/**
 * Reads the registry; a missing file is an empty registry (nothing released yet).
 * @param {string} file
 * @returns {Registry}
 */
export function readRegistry(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return { remotes: {} };
    throw error;
  }
  /** @type {unknown} */
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`registry ${file} is not valid JSON`);
  }
  if (!parsed || typeof parsed !== 'object' || typeof (/** @type {any} */ (parsed).remotes) !== 'object') {
    throw new Error(`registry ${file} has no "remotes" object`);
  }
  return /** @type {Registry} */ (parsed);
}

/**
 * Writes `content` so that a reader sees either the old file or the new one, never a part: a temp
 * file in the same folder (same file system, so rename is atomic), flushed to disk, then renamed over.
 * @param {string} file
 * @param {string | Buffer} content
 */
export function writeFileAtomic(file, content) {
  const dir = dirname(file);
  mkdirSync(dir, { recursive: true });
  const temp = join(dir, `.${basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  const fd = openSync(temp, 'wx', 0o644);
  try {
    writeSync(fd, typeof content === 'string' ? Buffer.from(content) : content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(temp, file);
  } catch (error) {
    unlinkSync(temp);
    throw error;
  }
  // Persist the rename itself; some platforms cannot open a folder for fsync, which is harmless.
  try {
    const dirFd = openSync(dir, 'r');
    try {
      fsyncSync(dirFd);
    } finally {
      closeSync(dirFd);
    }
  } catch {
    /* folder fsync unsupported */
  }
}

/**
 * @param {string} file
 * @param {Registry} registry
 */
export function writeRegistry(file, registry) {
  writeFileAtomic(file, `${JSON.stringify(registry, null, 2)}\n`);
}

const LOCK_STALE_MS = 60_000;

/**
 * Runs `change` on the registry under an exclusive lock (proper-lockfile: an atomic mkdir, kept fresh
 * while held), so two releases at once cannot lose each other's pointer move (read-modify-write). A
 * lock not refreshed for a minute is a crashed writer's and is taken over safely; a live one is waited for.
 * @template T
 * @param {string} file
 * @param {(registry: Registry) => T} change returns a result; the registry is written only when it mutated it
 * @returns {Promise<T>}
 */
export async function updateRegistry(file, change) {
  mkdirSync(dirname(file), { recursive: true });
  let unlock;
  try {
    unlock = await lockfile.lock(file, {
      realpath: false,
      stale: LOCK_STALE_MS,
      retries: { retries: 150, minTimeout: 100, maxTimeout: 100 },
    });
  } catch (error) {
    throw new Error(`registry is locked by another release (${file}.lock)`, { cause: error });
  }
  try {
    const registry = readRegistry(file);
    const before = JSON.stringify(registry);
    const result = change(registry);
    if (JSON.stringify(registry) !== before) writeRegistry(file, registry);
    return result;
  } finally {
    await unlock();
  }
}
