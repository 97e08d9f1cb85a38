import { test } from 'node:test';
import assert from 'node:assert/strict';
import { csrfExemptPrefixes, isExpired, needsTouch, requiresCsrf } from './session.ts';

test('unsafe methods need the CSRF token; reads do not', () => {
  for (const m of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) assert.equal(requiresCsrf(m, '/api/login'), true, m);
  for (const m of ['GET', 'HEAD', 'OPTIONS']) assert.equal(requiresCsrf(m, '/api/login'), false, m);
});

test('only the Pusher HTTP events API and the alerts’ one-click unsubscribe are exempt', () => {
  assert.deepEqual(csrfExemptPrefixes, ['/apps/', '/api/alerts/unsubscribe', '/api/remote-vitals']);
  assert.equal(requiresCsrf('POST', '/api/alerts/unsubscribe?token=s1.2.x'), false);
  assert.equal(requiresCsrf('POST', '/api/user/saved-searches'), true);
  assert.equal(requiresCsrf('POST', '/apps/marketplace/events?auth_key=k&body_md5=x'), false);
  assert.equal(requiresCsrf('POST', '/api/broadcasting/auth'), true);
  assert.equal(requiresCsrf('POST', '/api/apps/x'), true);
  assert.equal(requiresCsrf('POST', '/login?next=/apps/'), true);
});

test('a session expires after the lifetime of inactivity', () => {
  const now = new Date('2025-01-31T12:00:00Z');
  assert.equal(isExpired(new Date('2025-01-31T10:00:00Z'), now, 120), false);
  assert.equal(isExpired(new Date('2025-01-31T09:59:59Z'), now, 120), true);
});

test('last activity is rewritten at most once a minute', () => {
  const now = new Date('2025-01-31T12:00:00Z');
  assert.equal(needsTouch(new Date('2025-01-31T11:59:30Z'), now), false);
  assert.equal(needsTouch(new Date('2025-01-31T11:59:00Z'), now), true);
});
