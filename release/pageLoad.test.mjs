import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PAGE_LOAD_TTL_SECONDS, signPageLoad, verifyPageLoad } from './pageLoad.mjs';

const SECRET = 'a shared secret';

test('a token this secret signed names its page load until it expires; each page load gets its own', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const token = signPageLoad(SECRET, now);
  const id = verifyPageLoad(SECRET, token, now);
  assert.match(String(id), /^[A-Za-z0-9_-]{16}$/);
  assert.notEqual(verifyPageLoad(SECRET, signPageLoad(SECRET, now), now), id);
  assert.equal(verifyPageLoad(SECRET, token, new Date(now.getTime() + (PAGE_LOAD_TTL_SECONDS - 1) * 1000)), id);
  assert.equal(verifyPageLoad(SECRET, token, new Date(now.getTime() + PAGE_LOAD_TTL_SECONDS * 1000)), null);
});

test('another secret, a changed expiry or id, or no token at all is refused', () => {
  const token = signPageLoad(SECRET);
  const [prefix, expires, id, signature] = token.split('.');
  assert.equal(verifyPageLoad('another secret', token), null);
  assert.equal(verifyPageLoad(SECRET, [prefix, Number(expires) + 3600, id, signature].join('.')), null);
  assert.equal(verifyPageLoad(SECRET, [prefix, expires, 'AAAAAAAAAAAAAAAA', signature].join('.')), null);
  assert.equal(verifyPageLoad(SECRET, [prefix, expires, id, `${signature}x`].join('.')), null);
  for (const bad of [undefined, null, 42, '', 'pl1.1.2', `${token}.extra`, 'x'.repeat(500)])
    assert.equal(verifyPageLoad(SECRET, bad), null);
});
