// Preview links (issue 41, item 5): a signed link lasts an hour unless told, names one remote's version,
// and gives the browser holding it that version alone, with no page-load token; an expired, forged or
// swapped link gives nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkPreview, PREVIEW_COOKIE, previewCookie, signPreview } from './preview.mjs';
import { pageReleaseIssuer } from './pageConfig.mjs';
import { signPageLoad } from './pageLoad.mjs';

const SECRET = 'web and API';
const NOW = new Date('2026-12-08T01:00:00.000Z');
const candidate = { remote: 'mfe-dashboard', version: '1.0.0-bbbbbbbbbb' };

test('a link is valid for an hour unless told, then expired; another secret, a changed payload or a page-load token are forged', () => {
  const { token, expiresAt } = signPreview(SECRET, candidate, NOW);
  assert.equal(expiresAt, '2026-12-08T02:00:00.000Z');
  assert.deepEqual(checkPreview(SECRET, token, new Date('2026-12-08T01:59:59.000Z')), { preview: { ...candidate, expiresAt } });
  assert.deepEqual(checkPreview(SECRET, token, new Date('2026-12-08T02:00:00.000Z')), { refused: 'expired' });
  assert.equal(signPreview(SECRET, { ...candidate, minutes: 15 }, NOW).expiresAt, '2026-12-08T01:15:00.000Z');
  assert.throws(() => signPreview(SECRET, { ...candidate, minutes: 0 }, NOW), RangeError);

  assert.deepEqual(checkPreview('another secret', token, NOW), { refused: 'forged' });
  const [prefix, , signature] = token.split('.');
  const other = Buffer.from(JSON.stringify({ r: 'mfe-dashboard', v: '9.9.9-evil', e: 4_102_444_800 })).toString('base64url');
  assert.deepEqual(checkPreview(SECRET, `${prefix}.${other}.${signature}`, NOW), { refused: 'forged' });
  assert.deepEqual(checkPreview(SECRET, signPageLoad(SECRET, { source: 's', versions: {} }, NOW), NOW), { refused: 'forged' });
  assert.deepEqual(checkPreview(SECRET, 'x'.repeat(600), NOW), { refused: 'forged' });
});

test("the link's cookie is for this site alone, HttpOnly, and lasts as long as the link", () => {
  const { token, expiresAt } = signPreview(SECRET, candidate, NOW);
  assert.equal(
    previewCookie(token, { ...candidate, expiresAt }, { secure: true, now: NOW }),
    `${PREVIEW_COOKIE}=${token}; Path=/; Max-Age=3600; SameSite=Lax; HttpOnly; Secure`,
  );
});

/** @type {import('./registry.mjs').Registry} */
const registry = {
  remotes: {
    'mfe-dashboard': {
      live: '1.0.0-aaaaaaaaaa',
      manifest: 'm',
      versions: [
        { version: '1.0.0-aaaaaaaaaa', manifest: 'a', publishedAt: NOW.toISOString() },
        { version: '1.0.0-bbbbbbbbbb', manifest: 'b', publishedAt: NOW.toISOString() },
      ],
      history: [],
    },
    'mfe-supply': { live: '3.0.0-cccccccccc', manifest: 'm', versions: [], history: [] },
  },
};

test('/config.json gives the browser holding a valid link the candidate and says so, with no page-load token; other browsers, and an expired or unpublished link, get the live version', async () => {
  let clock = NOW.getTime();
  const issue = pageReleaseIssuer({ secret: SECRET, readRegistry: async () => registry, now: () => clock });
  const { token, expiresAt } = signPreview(SECRET, candidate, NOW);
  const previewing = await issue({ address: '198.51.100.7', cookieHeader: `${PREVIEW_COOKIE}=${token}` });
  assert.deepEqual(previewing.fields, {
    versions: { 'mfe-dashboard': '1.0.0-bbbbbbbbbb', 'mfe-supply': '3.0.0-cccccccccc' },
    preview: { ...candidate, expiresAt },
  });

  const everyoneElse = await issue({ address: '198.51.100.8' });
  assert.deepEqual(everyoneElse.fields.versions, { 'mfe-dashboard': '1.0.0-aaaaaaaaaa', 'mfe-supply': '3.0.0-cccccccccc' });
  assert.ok(everyoneElse.fields.pageLoad);
  assert.equal('preview' in everyoneElse.fields, false);

  const unpublished = signPreview(SECRET, { remote: 'mfe-dashboard', version: '1.0.0-dddddddddd' }, NOW).token;
  assert.equal(
    (await issue({ address: '198.51.100.7', cookieHeader: `${PREVIEW_COOKIE}=${unpublished}` })).fields.versions['mfe-dashboard'],
    '1.0.0-aaaaaaaaaa',
  );
  clock += 60 * 60_000;
  const expired = await issue({ address: '198.51.100.7', cookieHeader: `${PREVIEW_COOKIE}=${token}` });
  assert.equal(expired.fields.versions['mfe-dashboard'], '1.0.0-aaaaaaaaaa');
  assert.equal('preview' in expired.fields, false);
});
