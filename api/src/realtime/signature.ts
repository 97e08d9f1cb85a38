import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Pusher's channel authorisation string: `key:hex(HMAC-SHA256(secret, "socket_id:channel"))`. */
export function channelAuth(key: string, secret: string, socketId: string, channel: string): string {
  return `${key}:${hmacHex(secret, `${socketId}:${channel}`)}`;
}

/** Whether `auth` (as sent in pusher:subscribe) authorises this socket on this channel. */
export function verifyChannelAuth(key: string, secret: string, socketId: string, channel: string, auth: unknown): boolean {
  return typeof auth === 'string' && safeEqual(auth, channelAuth(key, secret, socketId, channel));
}

/** The string the Pusher HTTP API signs: method, path, then the query sorted by key without auth_signature. */
export function httpStringToSign(method: string, path: string, query: Record<string, string>): string {
  const sorted = Object.keys(query)
    .filter((k) => k !== 'auth_signature')
    .sort()
    .map((k) => `${k}=${query[k]}`)
    .join('&');
  return `${method.toUpperCase()}\n${path}\n${sorted}`;
}

export function httpSignature(secret: string, method: string, path: string, query: Record<string, string>): string {
  return hmacHex(secret, httpStringToSign(method, path, query));
}

export const md5Hex = (body: string): string => createHash('md5').update(body, 'utf8').digest('hex');

/** How far a request's auth_timestamp may be from our clock (Pusher's own window). */
export const TIMESTAMP_WINDOW_SECONDS = 600;

export type HttpAuthFailure = 'unknown key' | 'stale timestamp' | 'body md5 mismatch' | 'bad signature' | 'unsupported auth_version';

/**
 * Checks a signed Pusher HTTP API request. Returns why it is refused, or null when it is genuine.
 * `query` holds the decoded query parameters, `body` the raw body as received.
 */
export function verifyHttpRequest(
  creds: { key: string; secret: string },
  req: { method: string; path: string; query: Record<string, string>; body: string },
  nowSeconds: number = Math.floor(Date.now() / 1000),
): HttpAuthFailure | null {
  const q = req.query;
  if (q.auth_key !== creds.key) return 'unknown key';
  if (q.auth_version !== undefined && q.auth_version !== '1.0') return 'unsupported auth_version';
  const ts = Number(q.auth_timestamp);
  if (!Number.isFinite(ts) || Math.abs(nowSeconds - ts) > TIMESTAMP_WINDOW_SECONDS) return 'stale timestamp';
  if (req.body.length > 0 || q.body_md5 !== undefined) {
    if (q.body_md5 !== md5Hex(req.body)) return 'body md5 mismatch';
  }
  const expected = httpSignature(creds.secret, req.method, req.path, q);
  if (typeof q.auth_signature !== 'string' || !safeEqual(q.auth_signature, expected)) return 'bad signature';
  return null;
}

/** Builds the signed query string of a Pusher HTTP API request (what the server SDKs send). */
export function signHttpRequest(
  creds: { key: string; secret: string },
  method: string,
  path: string,
  body: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): string {
  const query: Record<string, string> = {
    auth_key: creds.key,
    auth_timestamp: String(nowSeconds),
    auth_version: '1.0',
    body_md5: md5Hex(body),
  };
  const signature = httpSignature(creds.secret, method, path, query);
  const params = new URLSearchParams({ ...query, auth_signature: signature });
  return params.toString();
}

function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
