// What /config.json adds for releases (issue 41, item 1): the server decides each page's versions by a
// sticky cookie, binds them into the token, and limits tokens per address.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assignVersions, CANARY_COOKIE, canaryBucket, clientAddress, pageReleaseIssuer } from './pageConfig.mjs';
import { sourceOf, verifyPageLoad } from './pageLoad.mjs';

const SECRET = 'web and API';
/** @type {import('./registry.mjs').Registry} */
const registry = {
  remotes: {
    'mfe-search-map': {
      live: '1.0.0-aaaaaaaaaa',
      manifest: 'm',
      versions: [],
      history: [],
      canary: { version: '1.1.0-bbbbbbbbbb', manifest: 'c', percent: 30 },
    },
    'mfe-dashboard': { live: '2.0.0-cccccccccc', manifest: 'm', versions: [], history: [] },
    'mfe-supply': { live: '', manifest: '', versions: [], history: [] },
  },
};
const ids = Array.from({ length: 1000 }, (_, i) => `browser-${String(i).padStart(4, '0')}`);

test('a browser gets the canary when its bucket falls within the percentage, the live version otherwise; never a remote with none', () => {
  const onCanary = ids.filter((id) => assignVersions(registry, id)['mfe-search-map'] === '1.1.0-bbbbbbbbbb');
  assert.ok(onCanary.length > 250 && onCanary.length < 350, `${onCanary.length} of 1000 on a 30% canary`);
  for (const id of ids) {
    const versions = assignVersions(registry, id);
    assert.equal(versions['mfe-search-map'], canaryBucket(id, 'mfe-search-map') < 30 ? '1.1.0-bbbbbbbbbb' : '1.0.0-aaaaaaaaaa');
    assert.equal(versions['mfe-dashboard'], '2.0.0-cccccccccc');
    assert.equal('mfe-supply' in versions, false);
  }
});

test('/config.json gives a new browser a canary id cookie, and a returning one the same versions with a token that binds them', async () => {
  const issue = pageReleaseIssuer({ secret: SECRET, readRegistry: async () => registry });
  const first = await issue({ address: '198.51.100.7' });
  const cookie = String(first.setCookie);
  assert.match(cookie, new RegExp(`^${CANARY_COOKIE}=[0-9a-f-]{36}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly$`));
  const id = cookie.slice(CANARY_COOKIE.length + 1, cookie.indexOf(';'));
  const again = await issue({ address: '198.51.100.7', cookieHeader: `other=1; ${CANARY_COOKIE}=${id}` });
  assert.equal(again.setCookie, null);
  assert.deepEqual(again.fields.versions, first.fields.versions);
  assert.deepEqual(again.fields.versions, assignVersions(registry, id));
  const token = verifyPageLoad(SECRET, again.fields.pageLoad);
  assert.deepEqual(token?.versions, again.fields.versions);
  assert.equal(token?.source, sourceOf(SECRET, '198.51.100.7'));
  // A made-up id is replaced; it cannot carry anything else into the cookie.
  assert.match(
    String((await issue({ address: '198.51.100.7', cookieHeader: `${CANARY_COOKIE}=a;b` })).setCookie),
    /^roofline_canary=[0-9a-f-]{36};/,
  );
});

test('one address gets a limited number of tokens a minute, then pages without one; another address is not held back', async () => {
  let clock = 0;
  const issue = pageReleaseIssuer({ secret: SECRET, readRegistry: async () => registry, tokensPerMinute: 3, now: () => clock });
  const tokens = [];
  for (let i = 0; i < 5; i++) tokens.push((await issue({ address: '203.0.113.9' })).fields);
  assert.deepEqual(
    tokens.map((fields) => Boolean(fields.pageLoad)),
    [true, true, true, false, false],
  );
  assert.ok(
    tokens.every((fields) => fields.versions['mfe-dashboard']),
    'the page still gets its versions',
  );
  assert.ok((await issue({ address: '203.0.113.10' })).fields.pageLoad);
  clock += 60_000;
  assert.ok((await issue({ address: '203.0.113.9' })).fields.pageLoad, 'a minute later, tokens again');
});

test('without a secret pages get versions and no token; a registry that cannot be read gives no versions', async () => {
  const unsigned = await pageReleaseIssuer({ readRegistry: async () => registry })({ address: '198.51.100.1' });
  assert.equal(unsigned.fields.pageLoad, undefined);
  assert.equal(unsigned.fields.versions['mfe-dashboard'], '2.0.0-cccccccccc');
  const broken = pageReleaseIssuer({ secret: SECRET, readRegistry: () => Promise.reject(new Error('gone')) });
  assert.deepEqual((await broken({ address: '198.51.100.1' })).fields.versions, {});
});

test("the visitor's address is the socket's, or the last one a trusted proxy forwarded", () => {
  assert.equal(clientAddress('203.0.113.5', '1.2.3.4', []), '203.0.113.5', 'an untrusted peer cannot say who it is');
  assert.equal(clientAddress('::ffff:127.0.0.1', '1.2.3.4, 198.51.100.8', ['127.0.0.1']), '198.51.100.8');
  assert.equal(clientAddress('127.0.0.1', undefined, ['127.0.0.1']), '127.0.0.1');
});
