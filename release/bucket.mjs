// Releases in an S3-compatible bucket, so release managers on several machines share one registry and a
// CDN has something to pull from. Layout under the prefix (s3://bucket/prefix):
//   <remote>/<version>/<file>          the immutable version, each text file beside its .br and .gz copies
//   registry/remotes.json              the registry, moved only by conditional writes (If-Match on its ETag)
// and beside the prefix, never under it (the CDN serves the prefix): <prefix>-audit/<newest first>.json, the
// audit log (release managers' e-mails and notes), one object per move, named so a listing gives the newest first.
// Through the official @aws-sdk/client-s3: S3_ENDPOINT, S3_REGION and S3_FORCE_PATH_STYLE as the API's
// image store reads them, credentials the SDK's usual way (never from here).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { contentType } from '../scripts/platform/static.mjs';
import { COMPRESSED_SUFFIXES, listFiles } from './content.mjs';
import { emptyRegistry, parseRegistry, readAuditEntry, stamped } from './registry.mjs';

/**
 * @typedef {import('./registry.mjs').Registry} Registry
 * @typedef {import('./registry.mjs').RegistryStore} RegistryStore
 * @typedef {import('./registry.mjs').AuditEntry} AuditEntry
 * @typedef {{ bucket: string, prefix: string }} BucketPlace a bucket and a folder-like prefix in it ("" or "…/")
 * @typedef {BucketPlace & { settings: BucketSettings, client?: import('@aws-sdk/client-s3').S3Client }} Bucket the
 *   client is made on first use, so a release to this machine's folders never loads the SDK
 * @typedef {{ region: string, endpoint: string | null, forcePathStyle: boolean }} BucketSettings
 */

const ENCODINGS = /** @type {Record<string, string>} */ ({ '.br': 'br', '.gz': 'gzip' });
/** What a version's files carry: their names hold the content hash, so they never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const REGISTRY_KEY = 'registry/remotes.json';
/** Where the audit log was kept before it moved out of the served prefix: moved on first use. */
const LEGACY_AUDIT_PREFIX = 'registry/audit/';

/**
 * Where the audit objects live: a sibling of the served prefix (`site/` → `site-audit/`; the bucket's root
 * → `release-audit/`), so serving the prefix, as the README's setup does, never serves the audit log.
 * @param {BucketPlace} at
 */
export const auditPrefixOf = (at) => (at.prefix ? `${at.prefix.slice(0, -1)}-audit/` : 'release-audit/');
/** Audit objects are named by this minus the time, zero-padded, so ascending names are newest first. */
const LATEST_MS = 9_999_999_999_999;

/**
 * Reads `s3://bucket/prefix` (the prefix may be empty).
 * @param {string} url
 * @returns {BucketPlace}
 */
export function parseBucketUrl(url) {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url.trim());
  if (!match?.[1]) throw new Error(`"${url}" is not a bucket address (s3://bucket/prefix)`);
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return { bucket: match[1], prefix: prefix ? `${prefix}/` : '' };
}

/**
 * How to reach the bucket, as the API's image store reads it: S3_REGION (or AWS_REGION), S3_ENDPOINT (a
 * self-hosted or other provider's S3; AWS's own when unset) and S3_FORCE_PATH_STYLE (on by default with an endpoint).
 * @param {NodeJS.ProcessEnv} env
 * @returns {BucketSettings}
 */
export function bucketSettingsFrom(env) {
  return {
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
  };
}

/**
 * The bucket to release to, or null for the folders on this machine.
 * @param {string | null | undefined} url `--to s3://…`, `--bucket` or RELEASE_BUCKET
 * @param {BucketSettings} settings
 * @returns {Bucket | null}
 */
export function bucketFrom(url, settings) {
  if (!url) return null;
  return { ...parseBucketUrl(url), settings };
}

/** @type {Promise<typeof import('@aws-sdk/client-s3')> | null} */
let sdk = null;

/**
 * Sends one command to the bucket, through the SDK loaded (and the client made) on first use.
 * @template T
 * @param {Bucket} at
 * @param {(s3: typeof import('@aws-sdk/client-s3')) => { input: object }} command
 * @returns {Promise<T>}
 */
async function send(at, command) {
  const s3 = await (sdk ??= import('@aws-sdk/client-s3'));
  const { region, endpoint, forcePathStyle } = at.settings;
  at.client ??= new s3.S3Client({ region, ...(endpoint ? { endpoint } : {}), forcePathStyle });
  return /** @type {Promise<T>} */ (at.client.send(/** @type {any} */ (command(s3))));
}

/** @param {unknown} error */
const isMissing = (error) => {
  const { name, $metadata } = /** @type {{ name?: string, $metadata?: { httpStatusCode?: number } }} */ (error ?? {});
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/**
 * A conditional write that lost: 412 (the ETag moved), 409 (another write landed during this one), or 404
 * (If-Match on a registry someone deleted).
 * @param {unknown} error
 */
const lostTheRace = (error) =>
  [404, 409, 412].includes(/** @type {{ $metadata?: { httpStatusCode?: number } }} */ (error ?? {}).$metadata?.httpStatusCode ?? 0);

/**
 * @param {Bucket} at
 * @param {string} key
 * @returns {Promise<{ text: string, etag: string } | null>}
 */
async function readObject(at, key) {
  try {
    /** @type {import('@aws-sdk/client-s3').GetObjectCommandOutput} */
    const object = await send(at, (s3) => new s3.GetObjectCommand({ Bucket: at.bucket, Key: `${at.prefix}${key}` }));
    return { text: (await object.Body?.transformToString('utf8')) ?? '', etag: object.ETag ?? '' };
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/**
 * The registry as an object in the bucket. `swap` is S3's conditional write: If-Match on the ETag read,
 * or If-None-Match: * when there was none, so of two writers that read the same registry one wins and
 * the other reads again (updateRegistry). The audit log is one object per move, never rewritten.
 * @param {Bucket} at
 * @returns {RegistryStore}
 */
export function bucketRegistryStore(at) {
  const where = `s3://${at.bucket}/${at.prefix}${REGISTRY_KEY}`;
  const auditPrefix = auditPrefixOf(at);
  /** @type {Promise<void> | null} */
  let moved = null;
  /** Moves audit objects an older release package kept under the served prefix out of it, once per store. */
  const moveLegacyAudit = () => {
    moved ??= moveObjects(at, `${at.prefix}${LEGACY_AUDIT_PREFIX}`, auditPrefix).catch((error) => {
      moved = null;
      throw error;
    });
    return moved;
  };
  return {
    where,
    async read() {
      const object = await readObject(at, REGISTRY_KEY);
      if (!object) return { registry: emptyRegistry(), tag: null };
      return { registry: parseRegistry(object.text, where), tag: object.etag };
    },
    async swap(registry, tag) {
      try {
        await send(
          at,
          (s3) =>
            new s3.PutObjectCommand({
              Bucket: at.bucket,
              Key: `${at.prefix}${REGISTRY_KEY}`,
              Body: Buffer.from(`${JSON.stringify(registry, null, 2)}\n`),
              ContentType: 'application/json; charset=utf-8',
              CacheControl: 'no-store',
              ...(tag === null ? { IfNoneMatch: '*' } : { IfMatch: tag }),
            }),
        );
        return true;
      } catch (error) {
        if (lostTheRace(error)) return false;
        throw error;
      }
    },
    async appendAudit(entries) {
      await moveLegacyAudit();
      const name = `${String(LATEST_MS - Date.now()).padStart(13, '0')}-${randomBytes(6).toString('hex')}.json`;
      await send(
        at,
        (s3) =>
          new s3.PutObjectCommand({
            Bucket: at.bucket,
            Key: `${auditPrefix}${name}`,
            // Newest first within the object too, as readAudit gives them.
            Body: Buffer.from(JSON.stringify([...entries].reverse().map(stamped))),
            ContentType: 'application/json; charset=utf-8',
            CacheControl: 'private, no-store',
            IfNoneMatch: '*',
          }),
      );
    },
    async readAudit(limit) {
      await moveLegacyAudit();
      /** @type {AuditEntry[]} */
      const entries = [];
      /** @type {string | undefined} */
      let token;
      do {
        /** @type {import('@aws-sdk/client-s3').ListObjectsV2CommandOutput} */
        const page = await send(
          at,
          (s3) =>
            new s3.ListObjectsV2Command({
              Bucket: at.bucket,
              Prefix: auditPrefix,
              MaxKeys: Math.min(Math.max(limit, 1), 1000),
              ContinuationToken: token,
            }),
        );
        for (const { Key } of page.Contents ?? []) {
          if (!Key || entries.length >= limit) continue;
          const object = await readObject({ ...at, prefix: '' }, Key);
          if (object)
            entries.push(
              .../** @type {unknown[]} */ (JSON.parse(object.text)).map((entry) => readAuditEntry(entry, `audit object ${Key}`)),
            );
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token && entries.length < limit);
      return entries.slice(0, limit);
    },
  };
}

/**
 * Every object under `from` (a full key prefix) moved to the same name under `to`, then deleted where it was.
 * @param {Bucket} at
 * @param {string} from
 * @param {string} to
 */
async function moveObjects(at, from, to) {
  /** @type {import('@aws-sdk/client-s3').ListObjectsV2CommandOutput} */
  const listed = await send(at, (s3) => new s3.ListObjectsV2Command({ Bucket: at.bucket, Prefix: from }));
  for (const { Key } of listed.Contents ?? []) {
    if (!Key) continue;
    const object = await readObject({ ...at, prefix: '' }, Key);
    if (!object) continue;
    try {
      await send(
        at,
        (s3) =>
          new s3.PutObjectCommand({
            Bucket: at.bucket,
            Key: `${to}${Key.slice(from.length)}`,
            Body: Buffer.from(object.text),
            ContentType: 'application/json; charset=utf-8',
            CacheControl: 'private, no-store',
            IfNoneMatch: '*',
          }),
      );
    } catch (error) {
      // Another process moved it first.
      if (!lostTheRace(error)) throw error;
    }
    await send(at, (s3) => new s3.DeleteObjectCommand({ Bucket: at.bucket, Key }));
  }
  // A listing holds up to 1000 keys: the rest move on the next use.
}

/**
 * The headers a version's file is stored with: the type of the file it encodes, how, and immutable caching.
 * @param {string} file
 * @param {Set<string>} files every file of the folder
 */
function headersOf(file, files) {
  const suffix = COMPRESSED_SUFFIXES.find((s) => file.endsWith(s) && files.has(file.slice(0, -s.length)));
  const original = suffix ? file.slice(0, -suffix.length) : file;
  return {
    // The type the CDN serves the file with, so a bucket and the CDN agree.
    ContentType: contentType(original),
    ...(suffix ? { ContentEncoding: ENCODINGS[suffix] } : {}),
    CacheControl: IMMUTABLE,
  };
}

/**
 * Uploads a version folder (with its compressed copies) under <remote>/<version>/, the manifest last so
 * a version whose manifest is there is whole. Each object is written only if absent (If-None-Match: *):
 * a version's name is its content's hash, so one already there holds these bytes and is left as it is.
 * @param {Bucket} at
 * @param {string} remote
 * @param {string} version
 * @param {string} folder
 * @returns {Promise<{ uploaded: number, existing: number }>}
 */
export async function uploadVersion(at, remote, version, folder) {
  const files = listFiles(folder);
  const all = new Set(files);
  const manifests = files.filter((f) => f === 'mf-manifest.json');
  const ordered = [...files.filter((f) => f !== 'mf-manifest.json'), ...manifests];
  let uploaded = 0;
  let existing = 0;
  /** @param {string} file */
  const put = async (file) => {
    try {
      await send(
        at,
        (s3) =>
          new s3.PutObjectCommand({
            Bucket: at.bucket,
            Key: `${at.prefix}${remote}/${version}/${file}`,
            Body: readFileSync(join(folder, file)),
            IfNoneMatch: '*',
            ...headersOf(file, all),
          }),
      );
      uploaded += 1;
    } catch (error) {
      if (!lostTheRace(error)) throw error;
      existing += 1;
    }
  };
  const rest = ordered.slice(0, ordered.length - manifests.length);
  // A few at a time: a remote has dozens of files.
  for (let i = 0; i < rest.length; i += 8) await Promise.all(rest.slice(i, i + 8).map(put));
  for (const manifest of manifests) await put(manifest);
  return { uploaded, existing };
}

/**
 * Why a version in the bucket cannot be made live, or null: its manifest must be there and be JSON.
 * @param {Bucket} at
 * @param {string} remote
 * @param {string} version
 * @returns {Promise<string | null>}
 */
export async function bucketManifestProblem(at, remote, version) {
  const object = await readObject(at, `${remote}/${version}/mf-manifest.json`);
  if (!object) return `mf-manifest.json is missing from s3://${at.bucket}/${at.prefix}${remote}/${version}/`;
  try {
    JSON.parse(object.text);
    return null;
  } catch {
    return 'mf-manifest.json is not valid JSON';
  }
}

/**
 * The text of one file of a published version in the bucket, or null when it is not there.
 * @param {Bucket} at
 * @param {string} remote
 * @param {string} version
 * @param {string} file
 */
export async function readVersionFile(at, remote, version, file) {
  return (await readObject(at, `${remote}/${version}/${file}`))?.text ?? null;
}
