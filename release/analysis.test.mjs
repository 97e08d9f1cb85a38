// The canary decision rule at its boundaries (issue 31, item 5).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  combinedJudgement,
  DEFAULT_ANALYSIS,
  decideCanary,
  judgeCanary,
  judgeVitals,
  stepsProblem,
  weighCounts,
  windowStart,
} from './analysis.mjs';

const rule = { ...DEFAULT_ANALYSIS, minLoads: 20, maxIncreasePoints: 5, maxRatio: 2, minSources: 2 };
/**
 * Counts spread over `sources` networks, as many of them failing as there were failures.
 * @param {number} loads @param {number} failures @param {number} [sources]
 */
const counts = (loads, failures, sources = 5) => ({ loads, failures, sources, failingSources: failures ? Math.min(sources, failures) : 0 });
const healthyLive = counts(40, 0);

test('too few page loads of the canary: no verdict, however many of them failed', () => {
  const judged = judgeCanary(counts(19, 19), healthyLive, rule);
  assert.equal(judged.verdict, 'inconclusive');
  assert.match(judged.reason, /19 page loads from 5 sources; 20 from 2 sources are needed/);
  assert.equal(judgeCanary(counts(20, 19), healthyLive, rule).verdict, 'failing');
});

test('exactly at the absolute threshold is healthy; one failure more is a breach', () => {
  // 1 in 20 is 5%: exactly 5 points above a live version that fails never.
  assert.equal(judgeCanary(counts(20, 1), healthyLive, rule).verdict, 'healthy');
  const breach = judgeCanary(counts(20, 2), healthyLive, rule);
  assert.equal(breach.verdict, 'failing');
  assert.equal(
    breach.reason,
    'canary 2 failures in 20 page loads (10%) from 5 sources, live 0 failures in 40 page loads (0%) from 5 sources: more than 5 points and 2× the live rate',
  );
});

test('exactly at the relative threshold is healthy; above it (and 5 points up) is a breach', () => {
  // Live fails 10% of its loads; the canary 20% is 10 points up but exactly twice the rate.
  const live = counts(100, 10);
  assert.equal(judgeCanary(counts(50, 10), live, rule).verdict, 'healthy');
  assert.equal(judgeCanary(counts(50, 11), live, rule).verdict, 'failing');
});

test('the live version failing too: a canary no worse than it by half again is not blamed', () => {
  const live = counts(40, 20);
  const judged = judgeCanary(counts(40, 24), live, rule);
  assert.equal(judged.verdict, 'healthy');
  assert.match(judged.reason, /canary 24 failures in 40 page loads \(60%\) from 5 sources, live 20 failures in 40 page loads \(50%\)/);
  // Both thresholds must be passed: twice a tiny rate is still within the points.
  assert.equal(judgeCanary(counts(1000, 20), counts(1000, 5), rule).verdict, 'healthy');
});

test('a live version with too few loads, or loads from too few sources, is no baseline: unknown, however the canary fails', () => {
  const few = judgeCanary(counts(20, 20), counts(19, 0), rule);
  assert.equal(few.verdict, 'unknown');
  assert.equal(
    few.reason,
    'live has 19 page loads from 5 sources in the window; 20 from 2 sources are needed to compare, so the canary is held where it is',
  );
  assert.equal(judgeCanary(counts(20, 20), counts(40, 0, 1), rule).verdict, 'unknown');
  assert.equal(judgeCanary(counts(20, 0), counts(0, 0, 0), rule).verdict, 'unknown', 'a healthy canary is not promoted on nothing either');
});

test('the canary needs loads from several sources, and a breach needs failures from several sources', () => {
  const three = { ...rule, minSources: 3 };
  assert.equal(judgeCanary(counts(40, 0, 2), healthyLive, three).verdict, 'inconclusive');
  const twoNetworks = judgeCanary({ loads: 40, failures: 10, sources: 5, failingSources: 2 }, healthyLive, three);
  assert.equal(twoNetworks.verdict, 'inconclusive');
  assert.match(twoNetworks.reason, /its failures come from 2 sources; 3 are needed for a verdict$/);
  assert.equal(judgeCanary({ loads: 40, failures: 10, sources: 5, failingSources: 3 }, healthyLive, three).verdict, 'failing');
});

test('each source weighs at most its share of page loads, its failures scaled alike', () => {
  const rows = [
    { source: 'office', loads: 40, failures: 40 },
    { source: 'home', loads: 5, failures: 1 },
    { source: 'phone', loads: 20, failures: 2 },
    { source: 'idle', loads: 0, failures: 0 },
  ];
  assert.deepEqual(weighCounts(rows, 10), { loads: 25, failures: 12, sources: 3, failingSources: 3 });
  assert.deepEqual(weighCounts(rows, 1000), { loads: 65, failures: 43, sources: 3, failingSources: 3 });
  assert.deepEqual(weighCounts([], 10), { loads: 0, failures: 0, sources: 0, failingSources: 0 });
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
  assert.equal(decideCanary(canary, rule, { verdict: 'unknown', reason: 'r' }, now).action, 'hold');
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
  // Not advanced without a verdict, however long it has waited, nor on an unknown one.
  for (const verdict of /** @type {const} */ (['inconclusive', 'unknown'])) {
    assert.equal(decideCanary({ percent: 10, stepSince: '2025-06-01T10:00:00Z' }, stepped, { verdict, reason: 'few' }, now).action, 'hold');
  }
});

test('steps are whole percentages, rising, ending at 100', () => {
  assert.equal(stepsProblem([10, 25, 50, 100]), null);
  assert.match(String(stepsProblem([100])), /at least two/);
  assert.match(String(stepsProblem([10, 10, 100])), /rise/);
  assert.match(String(stepsProblem([10, 50])), /last step is 100/);
  assert.match(String(stepsProblem([0.5, 100])), /whole percentages/);
});

test('a held canary is not moved on, however healthy, but a failing one is still aborted', () => {
  const stepped = { ...rule, steps: [10, 50, 100], stepMinutes: 5 };
  const now = new Date('2025-06-01T12:00:00Z');
  const held = { percent: 10, stepSince: '2025-06-01T11:00:00Z', held: { by: 'release@roofline.test', since: '2025-06-01T11:30:00Z' } };
  const decision = decideCanary(held, stepped, { verdict: 'healthy', reason: 'fine' }, now);
  assert.deepEqual(decision, { action: 'hold', reason: 'held at 10% by release@roofline.test: fine' });
  assert.equal(decideCanary(held, stepped, { verdict: 'failing', reason: 'bad' }, now).action, 'abort');
});

test('with approval at each step, a due step waits for a release manager instead of moving', () => {
  const approved = { ...rule, steps: [10, 50, 100], stepMinutes: 5, approveSteps: true };
  const now = new Date('2025-06-01T12:00:00Z');
  const healthy = /** @type {const} */ ({ verdict: 'healthy', reason: 'fine' });
  assert.deepEqual(decideCanary({ percent: 10, stepSince: '2025-06-01T11:50:00Z' }, approved, healthy, now), {
    action: 'await',
    percent: 50,
    reason: 'healthy for 5 minutes at 10%: fine',
  });
  assert.deepEqual(decideCanary({ percent: 50, stepSince: '2025-06-01T11:50:00Z' }, approved, healthy, now), {
    action: 'await',
    percent: 100,
    reason: 'healthy for 5 minutes at 50%: fine',
  });
  assert.equal(decideCanary({ percent: 10, stepSince: '2025-06-01T11:58:00Z' }, approved, healthy, now).action, 'hold', 'not due yet');
});

/**
 * One metric's p75 over `samples` samples from `sources` sources.
 * @param {number} p75
 */
const vital = (p75, samples = 20, sources = 3) => ({ p75, samples, sources });
const vitalsRule = { ...DEFAULT_ANALYSIS, minSources: 3 };

test('Web Vitals: p75 INP exactly 100 ms and 1.5× above live is no regression; a millisecond more is, and fails the canary', () => {
  // Live 200 ms: the canary may reach 300 ms (both 100 ms up and 1.5×); 301 ms is beyond both.
  assert.equal(judgeVitals({ INP: vital(300) }, { INP: vital(200) }, vitalsRule).verdict, 'healthy');
  const slow = judgeVitals({ INP: vital(301) }, { INP: vital(200) }, vitalsRule);
  assert.equal(slow.verdict, 'failing');
  assert.equal(
    slow.reason,
    'canary p75 INP 301 ms (20 samples from 3 sources), live 200 ms (20 samples from 3 sources): more than 100 ms and 1.5× the live p75',
  );
});

test('Web Vitals: both thresholds must be passed (far above a slow live version, or 1.5× a fast one, alone is none)', () => {
  // 150 ms up on 1,000 ms is 1.15×; 3× of 40 ms is only 80 ms up.
  assert.equal(judgeVitals({ INP: vital(1150) }, { INP: vital(1000) }, vitalsRule).verdict, 'healthy');
  assert.equal(judgeVitals({ INP: vital(120) }, { INP: vital(40) }, vitalsRule).verdict, 'healthy');
  // LCP: 500 ms and 1.25×, exactly at both is no regression.
  assert.equal(judgeVitals({ LCP: vital(2500) }, { LCP: vital(2000) }, vitalsRule).verdict, 'healthy');
  assert.equal(judgeVitals({ LCP: vital(2501) }, { LCP: vital(2000) }, vitalsRule).verdict, 'failing');
});

test('Web Vitals are judged only once both sides have enough samples from enough sources', () => {
  const few = judgeVitals({ INP: vital(900, 19) }, { INP: vital(100) }, vitalsRule);
  assert.equal(few.verdict, 'inconclusive');
  assert.equal(few.reason, 'Web Vitals not judged yet: 20 samples from 3 sources of each are needed');
  assert.equal(judgeVitals({ INP: vital(900, 20) }, { INP: vital(100, 20) }, vitalsRule).verdict, 'failing');
  assert.equal(judgeVitals({ INP: vital(900, 20, 2) }, { INP: vital(100) }, vitalsRule).verdict, 'inconclusive', 'one network short');
  assert.equal(judgeVitals({ INP: vital(900) }, { INP: vital(100, 19) }, vitalsRule).verdict, 'inconclusive', 'live short');
  assert.equal(
    judgeVitals({ CLS: vital(0.9) }, { CLS: vital(0) }, vitalsRule).verdict,
    'inconclusive',
    'CLS and mount time are shown, not judged',
  );
});

test('a Web Vitals regression fails the canary whatever its failure rate; otherwise the failure rate decides, vitals beside it', () => {
  const healthyFailures = judgeCanary(counts(40, 0), healthyLive, rule);
  const slow = judgeVitals({ INP: vital(400) }, { INP: vital(100) }, vitalsRule);
  assert.deepEqual(combinedJudgement(healthyFailures, slow), slow);
  assert.deepEqual(
    combinedJudgement({ verdict: 'unknown', reason: 'live has 0 page loads' }, slow),
    slow,
    'vitals have their own baseline',
  );
  const fine = judgeVitals({ INP: vital(110) }, { INP: vital(100) }, vitalsRule);
  const combined = combinedJudgement(healthyFailures, fine);
  assert.equal(combined.verdict, 'healthy');
  assert.match(combined.reason, /; p75 INP 110 ms against 100 ms live$/);
  const waiting = judgeVitals({}, {}, vitalsRule);
  assert.deepEqual(combinedJudgement(healthyFailures, waiting), healthyFailures);
  // A canary aborted for its vitals is aborted by the watch's decision as for failures.
  assert.equal(decideCanary({ percent: 50 }, rule, slow, new Date()).action, 'abort');
});
