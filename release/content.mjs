// Content hashing and copying of a build folder. A version's name carries the hash of the files a
// browser loads, so the same code always gets the same version and a published folder can be checked
// against it.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, mkdirSync, copyFileSync, statSync, existsSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { writeFileAtomic } from './registry.mjs';

/** The encodings a version folder carries copies in, by file suffix: what the CDN sends by Accept-Encoding. */
export const COMPRESSED_SUFFIXES = ['.br', '.gz'];
/** Text files worth compressing (the CDN's rule too): smaller ones gain nothing over their headers. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.cjs', '.css', '.json', '.map', '.html', '.svg', '.txt']);
const MIN_COMPRESS_BYTES = 1024;

/**
 * Build records that no browser loads: Module Federation's mf-stats.json lists, among others, which
 * source files use each shared module (`usedIn`, `requires`), and those lists differ from one build of
 * the same code to the next. They are published with the version but are no part of its name.
 */
const BUILD_RECORDS = new Set(['mf-stats.json']);

/**
 * A compressed copy of another file of the same folder: derived, so it is no part of the content hash.
 * @param {string} file
 * @param {Set<string>} files
 */
function isCompressedCopy(file, files) {
  return COMPRESSED_SUFFIXES.some((suffix) => file.endsWith(suffix) && files.has(file.slice(0, -suffix.length)));
}

/**
 * The files of a version folder a browser may load: all but the compressed copies (the same bytes,
 * encoded) and the build records.
 * @param {string} dir
 * @returns {string[]}
 */
export function loadedFiles(dir) {
  const files = listFiles(dir);
  const all = new Set(files);
  return files.filter((file) => !isCompressedCopy(file, all) && !BUILD_RECORDS.has(file));
}

/**
 * Writes `<file>.br` (Brotli, best quality) and `<file>.gz` (gzip -9) beside every compressible file
 * of `dir` that has none yet, each atomically (a hidden temp file renamed), so the CDN serves the
 * smallest bytes without compressing on the fly.
 * @param {string} dir
 * @returns {number} how many copies were written
 */
export function writeCompressedCopies(dir) {
  const files = listFiles(dir);
  const all = new Set(files);
  let written = 0;
  for (const file of files) {
    if (isCompressedCopy(file, all) || !COMPRESSIBLE.has(extname(file).toLowerCase())) continue;
    const path = join(dir, file);
    const bytes = readFileSync(path);
    if (bytes.length < MIN_COMPRESS_BYTES) continue;
    if (!existsSync(`${path}.br`)) {
      writeFileAtomic(
        `${path}.br`,
        brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      );
      written += 1;
    }
    if (!existsSync(`${path}.gz`)) {
      writeFileAtomic(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      written += 1;
    }
  }
  return written;
}

/**
 * Every regular file under `dir`, as POSIX-style relative paths, sorted by code unit so the order
 * does not depend on the file system or the locale.
 * @param {string} dir
 * @returns {string[]}
 */
export function listFiles(dir) {
  /** @type {string[]} */
  const out = [];
  /** @param {string} current */
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * SHA-256 over the sorted relative paths and the bytes of the files a browser loads (loadedFiles). Each
 * path and each body is preceded by its length, so moving bytes between a name and a body changes the hash.
 * @param {string} dir
 * @returns {string} 64 hex digits
 */
export function hashFolder(dir) {
  const hash = createHash('sha256');
  for (const file of loadedFiles(dir)) {
    const body = readFileSync(join(dir, file));
    const name = Buffer.from(file, 'utf8');
    hash.update(`${name.length}:`).update(name).update(`${body.length}:`).update(body);
  }
  return hash.digest('hex');
}

/**
 * Copies every file of `from` into `to` (created), keeping the relative layout.
 * @param {string} from
 * @param {string} to
 */
export function copyFolder(from, to) {
  mkdirSync(to, { recursive: true });
  for (const file of listFiles(from)) {
    const target = join(to, file);
    mkdirSync(join(target, '..'), { recursive: true });
    copyFileSync(join(from, file), target);
  }
}

/**
 * @param {string} path
 * @returns {boolean}
 */
export function isFolder(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The Subresource Integrity value (sha384) of every script and of the manifest in a version folder, by
 * path relative to it: what the shell checks each loaded file's bytes against.
 * @param {string} dir
 * @returns {Record<string, string>}
 */
export function integrityOf(dir) {
  const files = listFiles(dir);
  const all = new Set(files);
  return Object.fromEntries(
    files
      .filter((file) => !isCompressedCopy(file, all) && (/\.m?js$/.test(file) || file === 'mf-manifest.json'))
      .map((file) => [
        file,
        `sha384-${createHash('sha384')
          .update(readFileSync(join(dir, file)))
          .digest('base64')}`,
      ]),
  );
}
