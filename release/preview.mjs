// Preview links (issue 41, item 5): a release manager hands someone a link that opens the product with a
// candidate version of one remote, for that browser alone (a cookie the link sets), until it expires (an hour
// unless told). The web origin checks the link (an HMAC with the secret it shares with the API,
// RELEASE_HEALTH_SECRET), gives that browser's /config.json the candidate with a `preview` field the shell
// shows as a banner with a way out, and gives it no page-load token: a preview is nobody's evidence. Everyone
// else keeps the live version (or their side of a canary). An expired or forged link is refused with a page
// that says so.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The cookie holding a browser's preview link. */
export const PREVIEW_COOKIE = 'roofline_preview';
/** How long a preview link lasts unless told. */
export const DEFAULT_PREVIEW_MINUTES = 60;
/** The longest a preview link may last: a day. */
export const MAX_PREVIEW_MINUTES = 24 * 60;
/** Where a link points, and how a browser leaves a preview. */
export const PREVIEW_PATH = '/preview/';
export const LEAVE_PREVIEW_PATH = '/preview/leave';

const PREFIX = 'pv1';
const MAX_LENGTH = 512;

/**
 * @typedef {{ remote: string, version: string, expiresAt: string }} Preview a candidate version of one
 *   remote for this browser, until `expiresAt`
 * @typedef {{ preview: Preview } | { refused: 'expired' | 'forged' }} PreviewCheck
 */

/**
 * @param {string} secret
 * @param {string} payload
 */
const mac = (secret, payload) => createHmac('sha256', secret).update(`preview:${payload}`).digest('base64url');

/**
 * A preview link's token: `pv1.<payload as base64url JSON>.<signature>`.
 * @param {string} secret
 * @param {{ remote: string, version: string, minutes?: number }} candidate
 * @param {Date} [now]
 * @returns {{ token: string, expiresAt: string }}
 */
export function signPreview(secret, { remote, version, minutes = DEFAULT_PREVIEW_MINUTES }, now = new Date()) {
  if (!(Number.isInteger(minutes) && minutes >= 1 && minutes <= MAX_PREVIEW_MINUTES))
    throw new RangeError(`a preview link lasts a whole number of minutes from 1 to ${MAX_PREVIEW_MINUTES}`);
  const expires = Math.floor(now.getTime() / 1000) + minutes * 60;
  const payload = Buffer.from(JSON.stringify({ r: remote, v: version, e: expires })).toString('base64url');
  return { token: `${PREFIX}.${payload}.${mac(secret, `${PREFIX}.${payload}`)}`, expiresAt: new Date(expires * 1000).toISOString() };
}

/**
 * What a preview token says: the candidate when this secret signed it and it has not expired; else why not.
 * @param {string} secret
 * @param {unknown} token
 * @param {Date} [now]
 * @returns {PreviewCheck}
 */
export function checkPreview(secret, token, now = new Date()) {
  if (typeof token !== 'string' || token.length > MAX_LENGTH) return { refused: 'forged' };
  const [prefix, payload = '', signature = '', ...rest] = token.split('.');
  if (prefix !== PREFIX || rest.length) return { refused: 'forged' };
  const expected = Buffer.from(mac(secret, `${PREFIX}.${payload}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { refused: 'forged' };
  /** @type {{ r?: unknown, v?: unknown, e?: unknown }} */
  let fields;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { refused: 'forged' };
  }
  const { r: remote, v: version, e: expires } = fields;
  if (typeof remote !== 'string' || typeof version !== 'string' || typeof expires !== 'number') return { refused: 'forged' };
  if (expires * 1000 <= now.getTime()) return { refused: 'expired' };
  return { preview: { remote, version, expiresAt: new Date(expires * 1000).toISOString() } };
}

/**
 * The preview token in a Cookie header, or null.
 * @param {string | undefined} cookieHeader
 */
export function previewTokenOf(cookieHeader) {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name === PREVIEW_COOKIE && value) return value;
  }
  return null;
}

/**
 * The cookie a valid link sets: for this browser alone, until the link expires.
 * @param {string} token
 * @param {Preview} preview
 * @param {{ secure: boolean, now?: Date }} options
 */
export function previewCookie(token, preview, { secure, now = new Date() }) {
  const seconds = Math.max(0, Math.floor((Date.parse(preview.expiresAt) - now.getTime()) / 1000));
  return `${PREVIEW_COOKIE}=${token}; Path=/; Max-Age=${seconds}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/**
 * The cookie that ends a preview.
 * @param {{ secure: boolean }} options
 */
export const leavePreviewCookie = ({ secure }) =>
  `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;

/**
 * The page a refused link answers with: what happened, and where to go instead.
 * @param {'expired' | 'forged'} refused
 */
export function refusedPreviewPage(refused) {
  const [title, text] =
    refused === 'expired'
      ? ['This preview link has expired', 'Preview links last an hour unless the release manager chose otherwise. Ask them for a new one.']
      : [
          'This preview link is not valid',
          'It was not made by this site’s release console, or it was changed on the way. Ask the release manager for a new one.',
        ];
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} – Roofline</title></head>
<body>
<main>
<h1>${title}</h1>
<p>${text}</p>
<p><a href="/">Go to Roofline</a></p>
</main>
</body>
</html>
`;
}
