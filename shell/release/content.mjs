// Content hashing and copying of a build folder. A version's name carries the hash of its files,
// so the same build always gets the same version and a published folder can be checked against it.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, mkdirSync, copyFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

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
 * SHA-256 over the sorted relative paths and the bytes of every file. Each path and each body is
 * preceded by its length, so moving bytes between a name and a body changes the hash.
 * @param {string} dir
 * @returns {string} 64 hex digits
 */
export function hashFolder(dir) {
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) {
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
