// What the web origin adds to each /config.json for releases: the version of each remote this page gets
// (the canary's bucket is decided here, by a sticky random id in a cookie, not by the browser) and the
// page load's token binding those versions and the visitor's source (pageLoad.mjs). Tokens are limited
// per address, so one address cannot mint page loads faster than a busy household makes them. Small
// functions over plain values, so any server (web.mjs, or whatever serves /config.json) can carry them.
import { randomUUID } from 'node:crypto';
import { signPageLoad, sourceOf } from './pageLoad.mjs';
import { checkPreview, previewTokenOf } from './preview.mjs';

/**
 * @typedef {import('./registry.mjs').Registry} Registry
 * @typedef {{ pageLoad?: string, versions: Record<string, string>, preview?: import('./preview.mjs').Preview }} PageReleaseFields
 *   what /config.json carries: no `pageLoad` once the address has had its tokens for the minute (the page
 *   works; it reports nothing), nor in a preview (`preview`: the candidate this browser's preview link gives it)
 */

/** The cookie holding a browser's random canary id: a browser stays on its side of every canary. */
export const CANARY_COOKIE = 'roofline_canary';
const CANARY_ID = /^[A-Za-z0-9-]{8,64}$/;
/** A year: the id is random and names no one; it only keeps a browser on one side. */
const CANARY_COOKIE_SECONDS = 365 * 24 * 60 * 60;
/** Page-load tokens one address gets a minute (RELEASE_TOKENS_PER_MINUTE): a household reloads often, a script more. */
export const DEFAULT_TOKENS_PER_MINUTE = 30;

/**
 * The bucket of a browser for one remote, 0 to 99: FNV-1a of `<id>/<remote>`, so each remote's canary
 * reaches a different share of browsers.
 * @param {string} id
 * @param {string} remote
 */
export function canaryBucket(id, remote) {
  let hash = 0x811c9dc5;
  for (const char of `${id}/${remote}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/**
 * The version of each remote a browser with this canary id gets: the canary when its bucket falls within
 * the canary's percentage, else the live version.
 * @param {Registry} registry
 * @param {string} canaryId
 * @returns {Record<string, string>}
 */
export function assignVersions(registry, canaryId) {
  /** @type {Record<string, string>} */
  const versions = {};
  for (const [remote, entry] of Object.entries(registry.remotes)) {
    const canary = entry.canary;
    const version = canary && canary.percent > 0 && canaryBucket(canaryId, remote) < canary.percent ? canary.version : entry.live;
    if (version) versions[remote] = version;
  }
  return versions;
}

/**
 * The visitor's address: the socket's, or the one a trusted proxy in front (nginx) says it forwarded for.
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor the X-Forwarded-For header
 * @param {readonly string[]} trustProxy addresses whose X-Forwarded-For is believed
 */
export function clientAddress(socketAddress, forwardedFor, trustProxy) {
  const socket = (socketAddress ?? '').replace(/^::ffff:/i, '');
  if (!trustProxy.includes(socket) || typeof forwardedFor !== 'string') return socket;
  // The proxy appends the address it saw last; anything before it the client may have made up.
  return forwardedFor.split(',').at(-1)?.trim() || socket;
}

/**
 * A per-address allowance of `perMinute` a minute (a fixed window per address).
 * @param {number} perMinute
 * @param {() => number} now
 * @returns {(address: string) => boolean}
 */
function perAddressAllowance(perMinute, now) {
  /** @type {Map<string, { since: number, count: number }>} */
  const windows = new Map();
  return (address) => {
    const at = now();
    if (windows.size > 50_000) for (const [key, w] of windows) if (at - w.since >= 60_000) windows.delete(key);
    const seen = windows.get(address);
    const window = seen && at - seen.since < 60_000 ? seen : { since: at, count: 0 };
    window.count += 1;
    windows.set(address, window);
    return window.count <= perMinute;
  };
}

/**
 * The browser's canary id from its Cookie header, or null.
 * @param {string | undefined} cookieHeader
 */
export function canaryIdOf(cookieHeader) {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name === CANARY_COOKIE && CANARY_ID.test(value)) return value;
  }
  return null;
}

/**
 * The candidate a browser's preview link (in its cookie) gives it, when the link is valid and the version is
 * published; else null (an expired link's browser gets the live versions again).
 * @param {string} secret
 * @param {Registry} registry
 * @param {string | undefined} cookieHeader
 * @param {Date} at
 */
function previewOf(secret, registry, cookieHeader, at) {
  const token = previewTokenOf(cookieHeader);
  const check = token ? checkPreview(secret, token, at) : null;
  if (!check || !('preview' in check)) return null;
  const { remote, version } = check.preview;
  return registry.remotes[remote]?.versions.some((v) => v.version === version) ? check.preview : null;
}

/**
 * The issuer /config.json calls per request. `readRegistry` gives the registry the shell reads (a file
 * here, read at each request as the registry itself is; or the bucket's object, which `registryTtlMs` lets
 * serve a moment before it is read again). With no `secret`, pages get versions but no token.
 * @param {{ secret?: string | null, readRegistry: () => Promise<Registry>, registryTtlMs?: number, tokensPerMinute?: number, secureCookie?: boolean, now?: () => number }} options
 * @returns {(request: { address: string, cookieHeader?: string }) => Promise<{ fields: PageReleaseFields, setCookie: string | null }>}
 */
export function pageReleaseIssuer({
  secret,
  readRegistry,
  registryTtlMs = 0,
  tokensPerMinute = DEFAULT_TOKENS_PER_MINUTE,
  secureCookie = false,
  now = Date.now,
}) {
  const allowed = perAddressAllowance(tokensPerMinute, now);
  /** @type {{ at: number, registry: Promise<Registry> } | null} */
  let cached = null;
  const registry = () => {
    if (!cached || now() - cached.at >= registryTtlMs) {
      const read = readRegistry();
      cached = { at: now(), registry: read };
      read.catch(() => (cached = null));
    }
    return cached.registry;
  };
  return async ({ address, cookieHeader }) => {
    const known = canaryIdOf(cookieHeader);
    const canaryId = known ?? randomUUID();
    // A registry that cannot be read gives the page no assignment: the shell then loads the live versions.
    const read = await registry().catch(() => null);
    const versions = read ? assignVersions(read, canaryId) : {};
    const setCookie = known
      ? null
      : `${CANARY_COOKIE}=${canaryId}; Path=/; Max-Age=${CANARY_COOKIE_SECONDS}; SameSite=Lax; HttpOnly${secureCookie ? '; Secure' : ''}`;
    const preview = secret && read ? previewOf(secret, read, cookieHeader, new Date(now())) : null;
    if (preview) return { fields: { versions: { ...versions, [preview.remote]: preview.version }, preview }, setCookie };
    const fields =
      secret && allowed(address)
        ? { versions, pageLoad: signPageLoad(secret, { source: sourceOf(secret, address), versions }) }
        : { versions };
    return { fields, setCookie };
  };
}
