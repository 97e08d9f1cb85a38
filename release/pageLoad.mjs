// A page load's token for release health: the web origin puts a fresh one in each /config.json it
// serves, naming the versions it assigned that page (the canary's bucket is the server's decision) and the
// source it came from (a keyed hash of the visitor's address, never the address). The API counts a
// remote's load, failure or vitals only with a valid, unexpired token, only for the version the token was
// assigned, at most once per token and remote; the canary analysis weighs each source's reports and needs
// several sources before it judges. An HMAC-SHA256 with a secret the web origin and the API share
// (RELEASE_HEALTH_SECRET).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIPv6 } from 'node:net';

/** A page open longer than this reports nothing more: release health looks back an hour, not days. */
export const PAGE_LOAD_TTL_SECONDS = 12 * 60 * 60;
/** Longer than any token the web origin signs (five remotes and their versions), shorter than a body may carry. */
export const PAGE_LOAD_MAX_LENGTH = 1024;

const PREFIX = 'pl2';

/**
 * @typedef {{ id: string, source: string, versions: Record<string, string> }} PageLoad the page load's id,
 *   where it came from, and each remote's version the web origin gave it
 */

/**
 * @param {string} secret
 * @param {string} payload
 */
const mac = (secret, payload) => createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * The source a visitor's reports count under: a keyed hash of the address (an IPv6 address by its /64,
 * which one household or phone holds whole), so the API never sees the address and one source is one
 * network, however many page loads it makes.
 * @param {string} secret
 * @param {string} address
 */
export function sourceOf(secret, address) {
  const plain = address.replace(/^::ffff:/i, '');
  const network = isIPv6(plain)
    ? expandIPv6(plain)
        .slice(0, 4)
        .map((group) => group.replace(/^0+(?=.)/, ''))
        .join(':')
    : plain;
  return mac(secret, `source:${network}`).slice(0, 16);
}

/**
 * The eight groups of an IPv6 address, `::` filled in.
 * @param {string} address
 * @returns {string[]}
 */
function expandIPv6(address) {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  return [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
}

/**
 * A new page load's token: `pl2.<payload as base64url JSON>.<signature>`.
 * @param {string} secret
 * @param {{ source: string, versions: Record<string, string> }} page
 * @param {Date} [now]
 * @returns {string}
 */
export function signPageLoad(secret, { source, versions }, now = new Date()) {
  const payload = Buffer.from(
    JSON.stringify({
      e: Math.floor(now.getTime() / 1000) + PAGE_LOAD_TTL_SECONDS,
      i: randomBytes(12).toString('base64url'),
      s: source,
      v: versions,
    }),
  ).toString('base64url');
  return `${PREFIX}.${payload}.${mac(secret, `${PREFIX}.${payload}`)}`;
}

/**
 * The page load when the token is one this secret signed and it has not expired; null otherwise.
 * @param {string} secret
 * @param {unknown} token
 * @param {Date} [now]
 * @returns {PageLoad | null}
 */
export function verifyPageLoad(secret, token, now = new Date()) {
  if (typeof token !== 'string' || token.length > PAGE_LOAD_MAX_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return null;
  const [, payload = '', signature = ''] = parts;
  const expected = Buffer.from(mac(secret, `${PREFIX}.${payload}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  /** @type {{ e?: unknown, i?: unknown, s?: unknown, v?: unknown }} */
  let fields;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { e: expires, i: id, s: source, v: versions } = fields;
  if (typeof expires !== 'number' || expires * 1000 <= now.getTime()) return null;
  if (typeof id !== 'string' || typeof source !== 'string' || !versions || typeof versions !== 'object') return null;
  const assigned = Object.entries(versions).filter(/** @returns {entry is [string, string]} */ (entry) => typeof entry[1] === 'string');
  return { id, source, versions: Object.fromEntries(assigned) };
}
