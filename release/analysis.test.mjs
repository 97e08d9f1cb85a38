// The canary decision rule at its boundaries (issue 31, item 5).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_ANALYSIS, decideCanary, judgeCanary, stepsProblem, windowStart } from './analysis.mjs';

const rule = { ...DEFAULT_ANALYSIS, minLoads: 20, maxIncreasePoints: 5, maxRatio: 2 };
const healthyLive = { loads: 40, failures: 0 };

test('too few page loads of the canary: no verdict, however many of them failed', () => {
  const judged = judgeCanary({ loads: 19, failures: 19 }, healthyLive, rule);
  assert.equal(judged.verdict, 'inconclusive');
  assert.match(judged.reason, /19 page loads; 20 are needed/);
  assert.equal(judgeCanary({ loads: 20, failures: 19 }, healthyLive, rule).verdict, 'failing');
});

test('exactly at the absolute threshold is healthy; one failure more is a breach', () => {
  // 1 in 20 is 5%: exactly 5 points above a live version that fails never.
  assert.equal(judgeCanary({ loads: 20, failures: 1 }, healthyLive, rule).verdict, 'healthy');
  const breach = judgeCanary({ loads: 20, failures: 2 }, healthyLive, rule);
  assert.equal(breach.verdict, 'failing');
  assert.equal(
    breach.reason,
    'canary 2 failures in 20 page loads (10%), live 0 failures in 40 page loads (0%): more than 5 points and 2× the live rate',
  );
});

test('exactly at the relative threshold is healthy; above it (and 5 points up) is a breach', () => {
  // Live fails 10% of its loads; the canary 20% is 10 points up but exactly twice the rate.
  const live = { loads: 100, failures: 10 };
  assert.equal(judgeCanary({ loads: 50, failures: 10 }, live, rule).verdict, 'healthy');
  assert.equal(judgeCanary({ loads: 50, failures: 11 }, live, rule).verdict, 'failing');
});

test('the live version failing too: a canary no worse than it by half again is not blamed', () => {
  const live = { loads: 40, failures: 20 };
  const judged = judgeCanary({ loads: 40, failures: 24 }, live, rule);
  assert.equal(judged.verdict, 'healthy');
  assert.match(judged.reason, /canary 24 failures in 40 page loads \(60%\), live 20 failures in 40 page loads \(50%\)/);
  // Both thresholds must be passed: twice a tiny rate is still within the points.
  assert.equal(judgeCanary({ loads: 1000, failures: 20 }, { loads: 1000, failures: 5 }, rule).verdict, 'healthy');
});

test('a live version with too few loads is no baseline: the canary is held to zero failures', () => {
  const judged = judgeCanary({ loads: 20, failures: 2 }, { loads: 3, failures: 3 }, rule);
  assert.equal(judged.verdict, 'failing');
  assert.match(judged.reason, /live has too few page loads to compare \(3\), so 0%/);
});

test('the window starts at its length back from now, never before the canary started', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  assert.equal(windowStart({ since: '2025-06-01T11:00:00Z' }, rule, now).toISOString(), '2025-06-01T11:50:00.000Z');
  assert.equal(windowStart({ since: '2025-06-01T11:55:00Z' }, rule, now).toISOString(), '2025-06-01T11:55:00.000Z');
  assert.equal(windowStart({}, rule, now).toISOString(), '2025-06-01T11:50:00.000Z');
});

test('decisions: a failing canary is aborted; without steps a healthy one is held', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const canary = { percent: 10, since: '2025-06-01T11:00:00Z' };
  assert.deepEqual(decideCanary(canary, rule, { verdict: 'failing', reason: 'r' }, now), { action: 'abort', reason: 'r' });
  assert.equal(decideCanary(canary, rule, { verdict: 'healthy', reason: 'r' }, now).action, 'hold');
  assert.equal(decideCanary(canary, rule, { verdict: 'inconclusive', reason: 'r' }, now).action, 'hold');
});

test('progressive steps: held for the step time while healthy, then the next step; promoted after the last below 100', () => {
  const stepped = { ...rule, steps: [10, 25, 50, 100], stepMinutes: 5 };
  const now = new Date('2025-06-01T12:00:00Z');
  const healthy = /** @type {const} */ ({ verdict: 'healthy', reason: 'fine' });
  assert.equal(decideCanary({ percent: 10, stepSince: '2025-06-01T11:56:00Z' }, stepped, healthy, now).action, 'hold');
  assert.deepEqual(decideCanary({ percent: 10, stepSince: '2025-06-01T11:55:00Z' }, stepped, healthy, now), {
    action: 'advance',
    percent: 25,
    reason: 'healthy for 5 minutes at 10%: fine',
  });
  assert.equal(decideCanary({ percent: 50, stepSince: '2025-06-01T11:50:00Z' }, stepped, healthy, now).action, 'promote');
  // Not advanced without a verdict, however long it has waited.
  assert.equal(
    decideCanary({ percent: 10, stepSince: '2025-06-01T10:00:00Z' }, stepped, { verdict: 'inconclusive', reason: 'few' }, now).action,
    'hold',
  );
});

test('steps are whole percentages, rising, ending at 100', () => {
  assert.equal(stepsProblem([10, 25, 50, 100]), null);
  assert.match(String(stepsProblem([100])), /at least two/);
  assert.match(String(stepsProblem([10, 10, 100])), /rise/);
  assert.match(String(stepsProblem([10, 50])), /last step is 100/);
  assert.match(String(stepsProblem([0.5, 100])), /whole percentages/);
});
