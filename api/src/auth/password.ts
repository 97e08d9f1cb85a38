import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt from Node's own crypto: a slow, memory-hard hash with no native dependency to install.
// OWASP's Password Storage Cheat Sheet: N=2^17, r=8, p=1, or an equal cost with less memory per
// hash; N=2^14 with p=5 is that cost in 16 MiB, so a burst of sign-ins cannot exhaust the server.
const N = 16384;
const r = 8;
const p = 5;
const KEYLEN = 64;
// Node refuses scrypt above 32 MiB unless told; hashes made with other parameters still verify.
const MAX_MEMORY = 256 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, KEYLEN, { ...opts, maxmem: MAX_MEMORY }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** Format: scrypt$N$r$p$saltBase64$hashBase64 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N, r, p });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined || rest.length > 0) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(rr), p: Number(pp) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A stored hash made with other parameters than today's: hashed again on the next sign-in. */
export function needsRehash(stored: string): boolean {
  const parts = stored.split('$');
  return parts[0] !== 'scrypt' || Number(parts[1]) !== N || Number(parts[2]) !== r || Number(parts[3]) !== p;
}
