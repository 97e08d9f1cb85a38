// Delivery figures (issue 41, item 8) on a fixed audit log whose figures are worked out by hand below.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deliveryFigures, describeDelivery } from './delivery.mjs';

/** @param {string} at @param {string} remote @param {string} action @param {string | null} from @param {string | null} to @param {object} [more] */
const entry = (at, remote, action, from, to, more = {}) =>
  /** @type {import('./registry.mjs').AuditEntry} */ ({ at: `2025-06-${at}Z`, by: 'ops', remote, action, from, to, ...more });

// Ten days, 1 to 10 June. mfe-alpha: four releases, two of which fail; mfe-beta: two, none fails.
const AUDIT = [
  // alpha a2: released 01 09:00 from a commit at 08:00 (lead 60 min); stands.
  entry('01T09:00:00', 'mfe-alpha', 'release', 'a1', 'a2', { commitAt: '2025-06-01T08:00:00Z' }),
  // alpha a3: canary 03 10:00 (commit 09:30, lead 30 min), aborted 03 10:20 (restored in 20 min).
  entry('03T10:00:00', 'mfe-alpha', 'canary', 'a2', 'a3', { percent: 10, commitAt: '2025-06-03T09:30:00Z' }),
  entry('03T10:20:00', 'mfe-alpha', 'abort-canary', 'a3', 'a2', { reason: 'failing' }),
  // alpha a4: released 05 12:00 (commit 11:00, lead 60 min), rolled back from 05 13:00 (restored in 60 min).
  entry('05T12:00:00', 'mfe-alpha', 'release', 'a2', 'a4', { commitAt: '2025-06-05T11:00:00Z' }),
  entry('05T13:00:00', 'mfe-alpha', 'rollback', 'a4', 'a2'),
  // alpha a5: released 07 08:00 (no commit time), rolled back 09 09:00: more than 24 hours later, so it stood.
  entry('07T08:00:00', 'mfe-alpha', 'release', 'a2', 'a5'),
  entry('09T09:00:00', 'mfe-alpha', 'rollback', 'a5', 'a2'),
  // beta b2 canary 02 14:00 (commit 02 12:00, lead 120 min), promoted; b3 released 08 16:00; refused moves are no releases.
  entry('02T14:00:00', 'mfe-beta', 'canary', 'b1', 'b2', { percent: 25, commitAt: '2025-06-02T12:00:00Z' }),
  entry('02T15:00:00', 'mfe-beta', 'promote', 'b1', 'b2'),
  entry('08T16:00:00', 'mfe-beta', 'release', 'b2', 'b3'),
  entry('08T16:05:00', 'mfe-beta', 'refused', 'b3', 'b4', { attempted: 'release' }),
  // Outside the period: not counted.
  entry('11T10:00:00', 'mfe-beta', 'release', 'b3', 'b4'),
];
const PERIOD = { from: new Date('2025-06-01T00:00:00Z'), to: new Date('2025-06-11T00:00:00Z') };

test('per remote: releases a day, change failure rate, time to restore and lead time, worked out by hand', () => {
  const { remotes, days } = deliveryFigures(AUDIT, PERIOD);
  assert.equal(days, 10);
  // 4 releases in 10 days; a3 and a4 failed (a5's rollback came after 24 hours); restores 20 and 60 min;
  // leads 60, 30, 60 min (a5 has none): median 60.
  assert.deepEqual(remotes['mfe-alpha'], {
    releases: 4,
    releasesPerDay: 0.4,
    failed: 2,
    changeFailureRate: 0.5,
    timeToRestore: { median: 40, count: 2 },
    leadTime: { median: 60, count: 3 },
  });
  // 2 releases (the 11th is after the period, the refusal is none); no failure; one lead time of 120 min.
  assert.deepEqual(remotes['mfe-beta'], {
    releases: 2,
    releasesPerDay: 0.2,
    failed: 0,
    changeFailureRate: 0,
    timeToRestore: null,
    leadTime: { median: 120, count: 1 },
  });
});

test('overall: every remote together', () => {
  // 6 releases, 2 failed (1/3); restores 20 and 60 (median 40); leads 60, 120, 30, 60 in time order: median 60.
  assert.deepEqual(deliveryFigures(AUDIT, PERIOD).overall, {
    releases: 6,
    releasesPerDay: 0.6,
    failed: 2,
    changeFailureRate: 0.333,
    timeToRestore: { median: 40, count: 2 },
    leadTime: { median: 60, count: 4 },
  });
});

test('a period without releases has no rates, and the command line says so in words', () => {
  const empty = deliveryFigures(AUDIT, { from: new Date('2025-07-01T00:00:00Z'), to: new Date('2025-07-08T00:00:00Z') });
  assert.deepEqual(empty.overall, {
    releases: 0,
    releasesPerDay: 0,
    failed: 0,
    changeFailureRate: null,
    timeToRestore: null,
    leadTime: null,
  });
  assert.deepEqual(describeDelivery(deliveryFigures(AUDIT, PERIOD)), [
    'delivery from 2025-06-01 to 2025-06-11 (10 days):',
    '  mfe-alpha          4 releases (0.4 a day), change failure rate 50% (2 failed), time to restore 40 min (median of 2), lead time 60 min (median of 3)',
    '  mfe-beta           2 releases (0.2 a day), change failure rate 0% (0 failed), time to restore –, lead time 120 min (median of 1)',
    '  overall            6 releases (0.6 a day), change failure rate 33.3% (2 failed), time to restore 40 min (median of 2), lead time 60 min (median of 4)',
  ]);
});
