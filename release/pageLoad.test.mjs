import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PAGE_LOAD_MAX_LENGTH, PAGE_LOAD_TTL_SECONDS, signPageLoad, sourceOf, verifyPageLoad } from './pageLoad.mjs';

const SECRET = 'a shared secret';
const page = { source: 'network-1', versions: { 'mfe-search-map': '1.4.0-3f2a9c1b0d', 'mfe-ad-details': '2.0.0-aaaaaaaaaa' } };

test('a token this secret signed names its page load, source and versions until it expires; each page load gets its own', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const token = signPageLoad(SECRET, page, now);
  const read = verifyPageLoad(SECRET, token, now);
  assert.match(String(read?.id), /^[A-Za-z0-9_-]{16}$/);
  assert.deepEqual({ ...read, id: undefined }, { id: undefined, ...page });
  assert.notEqual(verifyPageLoad(SECRET, signPageLoad(SECRET, page, now), now)?.id, read?.id);
  assert.deepEqual(verifyPageLoad(SECRET, token, new Date(now.getTime() + (PAGE_LOAD_TTL_SECONDS - 1) * 1000)), read);
  assert.equal(verifyPageLoad(SECRET, token, new Date(now.getTime() + PAGE_LOAD_TTL_SECONDS * 1000)), null);
});

test('another secret, a changed payload or signature, an old token, or no token at all is refused', () => {
  const token = signPageLoad(SECRET, page);
  const [prefix, payload = '', signature] = token.split('.');
  const fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  const forged = Buffer.from(JSON.stringify({ ...fields, v: { 'mfe-search-map': '9.9.9-canary' } })).toString('base64url');
  assert.equal(verifyPageLoad('another secret', token), null);
  assert.equal(verifyPageLoad(SECRET, [prefix, forged, signature].join('.')), null, 'another version under the same signature');
  assert.equal(verifyPageLoad(SECRET, [prefix, payload, `${signature}x`].join('.')), null);
  for (const bad of [undefined, null, 42, '', 'pl1.1.2.3', `${token}.extra`, 'x'.repeat(PAGE_LOAD_MAX_LENGTH + 1)])
    assert.equal(verifyPageLoad(SECRET, bad), null);
});

test('five remotes and their versions fit in a token', () => {
  const versions = Object.fromEntries(
    ['mfe-search-map', 'mfe-ad-details', 'mfe-transactions', 'mfe-dashboard', 'mfe-supply'].map((remote) => [remote, '10.12.3-0123456789']),
  );
  assert.ok(signPageLoad(SECRET, { source: sourceOf(SECRET, '203.0.113.1'), versions }).length < PAGE_LOAD_MAX_LENGTH / 2);
});

test('a source names a network, not an address: one IPv4 address, an IPv6 /64; the same address always the same source', () => {
  assert.equal(sourceOf(SECRET, '203.0.113.1'), sourceOf(SECRET, '::ffff:203.0.113.1'));
  assert.notEqual(sourceOf(SECRET, '203.0.113.1'), sourceOf(SECRET, '203.0.113.2'));
  assert.equal(sourceOf(SECRET, '2001:db8:1:2::1'), sourceOf(SECRET, '2001:db8:1:2:ffff:0:0:9'));
  assert.equal(sourceOf(SECRET, '2001:db8:1:2::1'), sourceOf(SECRET, '2001:0db8:0001:0002::5'));
  assert.notEqual(sourceOf(SECRET, '2001:db8:1:2::1'), sourceOf(SECRET, '2001:db8:1:3::1'));
  assert.notEqual(sourceOf(SECRET, '203.0.113.1'), sourceOf('another secret', '203.0.113.1'));
  assert.doesNotMatch(sourceOf(SECRET, '203.0.113.1'), /203/);
});
