import { test } from 'node:test';
import assert from 'node:assert/strict';
import { channelAuth, httpStringToSign, md5Hex, signHttpRequest, verifyChannelAuth, verifyHttpRequest } from './signature.ts';

const creds = { key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };

test("channel auth matches Pusher's documented example", () => {
  assert.equal(
    channelAuth(creds.key, creds.secret, '1234.1234', 'private-foobar'),
    '278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4',
  );
  assert.ok(
    verifyChannelAuth(
      creds.key,
      creds.secret,
      '1234.1234',
      'private-foobar',
      channelAuth(creds.key, creds.secret, '1234.1234', 'private-foobar'),
    ),
  );
  assert.ok(
    !verifyChannelAuth(
      creds.key,
      creds.secret,
      '1234.1235',
      'private-foobar',
      channelAuth(creds.key, creds.secret, '1234.1234', 'private-foobar'),
    ),
    'bound to the socket',
  );
  assert.ok(!verifyChannelAuth(creds.key, creds.secret, '1234.1234', 'private-foobar', undefined));
});

test('the HTTP API string to sign sorts the query and leaves out the signature', () => {
  assert.equal(
    httpStringToSign('post', '/apps/3/events', {
      body_md5: 'abc',
      auth_version: '1.0',
      auth_key: 'k',
      auth_timestamp: '1',
      auth_signature: 'x',
    }),
    'POST\n/apps/3/events\nauth_key=k&auth_timestamp=1&auth_version=1.0&body_md5=abc',
  );
});

test('a signed HTTP request verifies; a changed body, a stale clock or another secret do not', () => {
  const body = '{"name":"e","channels":["c"],"data":"{}"}';
  const now = 1_700_000_000;
  const query = Object.fromEntries(new URLSearchParams(signHttpRequest(creds, 'POST', '/apps/3/events', body, now)));
  const req = { method: 'POST', path: '/apps/3/events', query, body };
  assert.equal(verifyHttpRequest(creds, req, now + 5), null);
  assert.equal(verifyHttpRequest(creds, { ...req, body: body.replace('"e"', '"f"') }, now), 'body md5 mismatch');
  assert.equal(verifyHttpRequest(creds, req, now + 601), 'stale timestamp');
  assert.equal(verifyHttpRequest({ ...creds, secret: 'other' }, req, now), 'bad signature');
  assert.equal(verifyHttpRequest(creds, { ...req, path: '/apps/4/events' }, now), 'bad signature');
  assert.equal(verifyHttpRequest({ ...creds, key: 'other' }, req, now), 'unknown key');
  assert.equal(md5Hex(''), 'd41d8cd98f00b204e9800998ecf8427e');
});
