// A page load's token for release health: the web origin puts a fresh one in each /config.json it
// serves, and the API counts a remote's load or failure only with a valid, unexpired token, at most once
// per token and remote. Made up reports then need a page load each, and one page cannot sink a canary.
// An HMAC-SHA256 over an id and an expiry, with a secret the web origin and the API share
// (RELEASE_HEALTH_SECRET); nothing in it names the visitor.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A page open longer than this reports nothing more: release health looks back an hour, not days. */
export const PAGE_LOAD_TTL_SECONDS = 12 * 60 * 60;

const PREFIX = 'pl1';

/**
 * @param {string} secret
 * @param {string} payload
 */
const mac = (secret, payload) => createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * A new page load's token: `pl1.<expiry in epoch seconds>.<random id>.<signature>`.
 * @param {string} secret
 * @param {Date} [now]
 * @returns {string}
 */
export function signPageLoad(secret, now = new Date()) {
  const expires = Math.floor(now.getTime() / 1000) + PAGE_LOAD_TTL_SECONDS;
  const payload = `${PREFIX}.${expires}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${mac(secret, payload)}`;
}

/**
 * The page load's id when the token is one this secret signed and it has not expired; null otherwise.
 * @param {string} secret
 * @param {unknown} token
 * @param {Date} [now]
 * @returns {string | null}
 */
export function verifyPageLoad(secret, token, now = new Date()) {
  if (typeof token !== 'string' || token.length > 200) return null;
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== PREFIX) return null;
  const [, expires = '', id = '', signature = ''] = parts;
  const expected = Buffer.from(mac(secret, `${PREFIX}.${expires}.${id}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now.getTime()) return null;
  return id;
}
