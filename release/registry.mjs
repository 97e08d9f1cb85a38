// The remote registry: which version of each remote is live, where its manifest is, what was published,
// what was live before and the canary with its analysis settings. The shell reads it at every page load
// (/registry/remotes.json, no-store). Beside it, never served to browsers, the audit log says who did
// what and why. Both sit behind a RegistryStore (read, compare-and-swap write, audit append), so the
// command line and the API's release console change it the same way, and an object store with
// conditional writes can stand in for the file.
import { openSync, writeSync, fsyncSync, closeSync, renameSync, readFileSync, mkdirSync, unlinkSync } from 'node:fs';
import { dirname, basename, join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import lockfile from 'proper-lockfile';
import { DEFAULT_ANALYSIS, DEFAULT_VITALS_ANALYSIS } from './analysis.mjs';
import { currentVersion, migrate, migrationSequence } from './schema.mjs';

/**
 * @typedef {{
 *   version: string, manifest: string, publishedAt: string, integrity?: Record<string, string>,
 *   builtAt?: string, commit?: string | null, dirty?: boolean, sharedRange?: string | null, wireBytes?: number,
 *   requires?: Record<string, string>, lastCanary?: CanaryOutcome, surface?: string,
 * }} PublishedVersion `integrity`: sha384 of each script and the manifest, by path in the version folder;
 *   `builtAt`, `commit` (and `dirty` when the remote had uncommitted changes), the range of @marketplace/shared
 *   it needs, `requires` (every shared singleton it takes from the shell, and its range: release/gate.mjs) and
 *   `wireBytes` (every file it may load, as the CDN sends it with Brotli) are recorded on release; `lastCanary`,
 *   how its last canary ended; `surface`, the sha384 of the public surface its build carries (public-surface.json
 *   in its folder: release/surface.mjs).
 * @typedef {{ outcome: 'promoted' | 'aborted' | 'dropped', at: string }} CanaryOutcome `aborted`: by the
 *   canary analysis; `dropped`: by a person (who and why are in the audit log: the registry is public)
 * @typedef {'release' | 'rollback' | 'canary' | 'promote' | 'drop-canary' | 'canary-percent'} HistoryAction
 * @typedef {{ version: string, action: HistoryAction, at: string, percent?: number }} HistoryEntry
 * @typedef {import('./analysis.mjs').CanaryAnalysis} CanaryAnalysis
 * @typedef {{
 *   version: string, manifest: string, percent: number, since?: string, stepSince?: string, analysis?: CanaryAnalysis,
 *   unknownSince?: string, held?: { by: string, since: string }, awaiting?: { percent: number, since: string },
 * }} Canary a version that `percent` of browsers get instead of the live one; with `analysis`, the API
 *   watches its failure rate against the live version's and aborts it on a breach (or moves it along its
 *   steps); `unknownSince`: since when the live version has had too few loads to compare with; `held`: a
 *   release manager stopped its steps; `awaiting`: its next step waits for a release manager's approval
 * @typedef {{ live: string, manifest: string, versions: PublishedVersion[], history: HistoryEntry[], canary?: Canary }} RemoteEntry
 * @typedef {{ schemaVersion?: number, remotes: Record<string, RemoteEntry> }} Registry `schemaVersion`: the
 *   registry schema that wrote it (REGISTRY_SCHEMA); every read migrates it to this code's
 * @typedef {HistoryAction | 'abort-canary' | 'canary-unknown' | 'refused' | 'hold-canary' | 'resume-canary' | 'awaiting-approval' | 'preview-link'} AuditAction
 * @typedef {{
 *   schemaVersion?: number,
 *   at: string, by: string, remote: string, action: AuditAction, from: string | null, to: string | null,
 *   percent?: number, previousPercent?: number, note?: string, reason?: string, attempted?: AuditAction,
 *   commitAt?: string, breaking?: string,
 * }} AuditEntry who did what to which remote, from which version to which, and why (a person's note, or
 *   the canary analysis's reason); a `refused` move names what was `attempted` and the refusal as its reason;
 *   a release or canary names when the commit it was built from was made (`commitAt`: the lead time); a move
 *   that broke the contract with the live page says what it broke (`breaking`, confirmed by the person's note)
 * @typedef {{ registry: Registry, tag: string | null }} Snapshot `tag` names this state of the document
 *   (null: there is none yet), as an object store's ETag does
 * @typedef {{
 *   where: string,
 *   read(): Promise<Snapshot>,
 *   swap(registry: Registry, tag: string | null): Promise<boolean>,
 *   appendAudit(entries: AuditEntry[]): Promise<void>,
 *   readAudit(limit: number): Promise<AuditEntry[]>,
 * }} RegistryStore `swap` writes only if the document is still at `tag` (compare-and-swap) and says
 *   whether it did; `readAudit` gives the newest entries first
 */

/**
 * The registry's schema. Version 1 is its shape before versions (no `schemaVersion`); the browser reads
 * only `live`, `manifest`, `versions` and `canary` of each remote, which no migration may take away, so a
 * shell of any age reads a registry of any version.
 */
export const REGISTRY_SCHEMA = migrationSequence({
  name: 'registry',
  field: 'schemaVersion',
  migrations: [
    {
      version: 2,
      description: "a watched canary's analysis weighs each source's page loads and needs several sources (issue 41, item 1)",
      up(doc) {
        for (const entry of Object.values(doc.remotes ?? {})) {
          const analysis = entry?.canary?.analysis;
          if (!analysis) continue;
          analysis.minSources ??= DEFAULT_ANALYSIS.minSources;
          analysis.maxLoadsPerSource ??= DEFAULT_ANALYSIS.maxLoadsPerSource;
        }
      },
    },
    {
      version: 3,
      description:
        'each version records how its last canary ended, read from the history (issue 41, item 6: a version that failed its last canary is made live only with a reason)',
      up(doc) {
        for (const entry of Object.values(doc.remotes ?? {})) {
          for (const { version, action, at } of entry?.history ?? []) {
            const record = entry.versions?.find((/** @type {{ version: string }} */ v) => v.version === version);
            if (!record) continue;
            if (action === 'drop-canary') record.lastCanary = { outcome: 'dropped', at };
            else if (action === 'promote') record.lastCanary = { outcome: 'promoted', at };
          }
        }
      },
    },
    {
      version: 4,
      description: "a watched canary is judged by real users' Web Vitals too, with the default thresholds (issue 41, item 2)",
      up(doc) {
        for (const entry of Object.values(doc.remotes ?? {})) {
          const analysis = entry?.canary?.analysis;
          if (analysis) for (const [setting, value] of Object.entries(DEFAULT_VITALS_ANALYSIS)) analysis[setting] ??= value;
        }
      },
    },
  ],
});

/** An audit entry's schema: version 1 is today's shape; each entry is written with its version. */
export const AUDIT_SCHEMA = migrationSequence({ name: 'audit entry', field: 'schemaVersion', migrations: [] });

/**
 * An audit entry as read, in this code's schema.
 * @param {unknown} entry
 * @param {string} where
 * @returns {AuditEntry}
 */
export const readAuditEntry = (entry, where) => migrate(AUDIT_SCHEMA, entry, where);

/**
 * Reads the registry; a missing file is an empty registry (nothing released yet).
 * @param {string} file
 * @returns {Registry}
 */
export function readRegistry(file) {
  const bytes = readBytes(file);
  return bytes ? parseRegistry(bytes.toString('utf8'), file) : emptyRegistry();
}

/** A registry nothing was released to yet. */
export const emptyRegistry = () => /** @type {Registry} */ ({ schemaVersion: currentVersion(REGISTRY_SCHEMA), remotes: {} });

/**
 * The registry in this code's schema, migrated from the one that wrote it.
 * @param {string} text
 * @param {string} file where it came from, for the message
 * @returns {Registry}
 */
export function parseRegistry(text, file) {
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
  return migrate(REGISTRY_SCHEMA, parsed, `registry ${file}`);
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
 * Holds the registry's lock (proper-lockfile: an atomic mkdir, kept fresh while held) while `fn` runs. A
 * lock not refreshed for a minute is a crashed writer's and is taken over safely; a live one is waited for.
 * @template T
 * @param {string} file
 * @param {() => T} fn
 * @returns {Promise<T>}
 */
async function underLock(file, fn) {
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
    return fn();
  } finally {
    await unlock();
  }
}

/**
 * @param {string} file
 * @returns {Buffer | null}
 */
function readBytes(file) {
  try {
    return readFileSync(file);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
    throw error;
  }
}

/** @param {Buffer | null} bytes */
const tagOf = (bytes) => (bytes ? createHash('sha256').update(bytes).digest('hex') : null);

/** Where the audit log of a registry file is kept unless told: beside it, under a name the web origin never serves. */
export const auditFileFor = (/** @type {string} */ registryFile) => join(dirname(registryFile), 'audit.jsonl');

/**
 * The registry as a file on this machine: a write is atomic (temp file, rename) and compares the file's
 * bytes with the ones read under the lock, so two writers on this machine never lose each other's change.
 * The audit log is a JSON-lines file, appended under the same lock.
 * @param {string} file
 * @param {{ auditFile?: string }} [options]
 * @returns {RegistryStore}
 */
export function fileRegistryStore(file, { auditFile = auditFileFor(file) } = {}) {
  return {
    where: file,
    async read() {
      const bytes = readBytes(file);
      return { registry: bytes ? parseRegistry(bytes.toString('utf8'), file) : emptyRegistry(), tag: tagOf(bytes) };
    },
    swap: (registry, tag) =>
      underLock(file, () => {
        if (tagOf(readBytes(file)) !== tag) return false;
        writeRegistry(file, registry);
        return true;
      }),
    appendAudit: (entries) =>
      underLock(file, () => {
        mkdirSync(dirname(auditFile), { recursive: true });
        // One write of whole lines, flushed: a crash leaves at most a last line cut short, which readAudit skips.
        const fd = openSync(auditFile, 'a', 0o600);
        try {
          writeSync(fd, entries.map((entry) => `${JSON.stringify(stamped(entry))}\n`).join(''));
          fsyncSync(fd);
        } finally {
          closeSync(fd);
        }
      }),
    async readAudit(limit) {
      const text = readBytes(auditFile)?.toString('utf8') ?? '';
      /** @type {AuditEntry[]} */
      const entries = [];
      const lines = text.split('\n');
      for (let i = lines.length - 1; i >= 0 && entries.length < limit; i--) {
        const line = lines[i]?.trim();
        if (!line) continue;
        /** @type {unknown} */
        let parsed;
        try {
          parsed = JSON.parse(line);
        } catch {
          // A line cut short by a crash mid-append is skipped; the rest of the log stands.
          continue;
        }
        entries.push(readAuditEntry(parsed, `audit log ${auditFile} line ${i + 1}`));
      }
      return entries;
    },
  };
}

/**
 * An audit entry as written: with the schema version it is in.
 * @param {AuditEntry} entry
 * @returns {AuditEntry}
 */
export const stamped = (entry) => ({ schemaVersion: currentVersion(AUDIT_SCHEMA), ...entry });

/** How often a change is tried again when another writer moved the registry between its read and its write. */
const MAX_ATTEMPTS = 20;

/**
 * Changes the registry by compare-and-swap: reads it, runs `change` on the copy, and writes it only if
 * nobody wrote in between, else reads again and runs `change` again (so `change` must depend on the
 * registry alone, and refuse what it was not decided on). Nothing is written when `change` left it as it
 * was. `change` is given the time of its attempt, which dates what it records: an entry's time is its
 * write's, not when the move began. The audit entries `change` hands to `record` are appended once its
 * write has succeeded.
 * @template T
 * @param {RegistryStore} store
 * @param {(registry: Registry, record: (entry: AuditEntry) => void, at: string) => T} change
 * @param {() => Date} [clock]
 * @returns {Promise<T>}
 */
export async function updateRegistry(store, change, clock = () => new Date()) {
  for (let attempt = 1; ; attempt++) {
    const { registry, tag } = await store.read();
    const before = JSON.stringify(registry);
    /** @type {AuditEntry[]} */
    const audit = [];
    const result = change(registry, (entry) => audit.push(entry), clock().toISOString());
    if (JSON.stringify(registry) === before) return result;
    if (await store.swap(registry, tag)) {
      if (audit.length) await store.appendAudit(audit);
      return result;
    }
    if (attempt >= MAX_ATTEMPTS) throw new Error(`the registry ${store.where} kept changing under this write; try again`);
    await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * attempt));
  }
}
