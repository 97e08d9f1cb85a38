// Canary analysis, the way Flagger and Argo Rollouts judge a canary, brought to the browser: the canary's
// failure rate (failures per page load that used it, from release health) against the live version's
// over the same sliding window. The rule is pure; the API's canary watch (api/src/release-console/watch.ts)
// feeds it the counts every few seconds and acts on its decision through releases.mjs.

/**
 * @typedef {{
 *   minLoads: number,
 *   maxIncreasePoints: number,
 *   maxRatio: number,
 *   windowMinutes: number,
 *   steps?: number[],
 *   stepMinutes?: number,
 * }} CanaryAnalysis the canary is judged once it has `minLoads` page loads in the window (the last
 *   `windowMinutes`, not before it started); it fails when its failure rate is more than `maxIncreasePoints`
 *   percentage points above the live version's AND more than `maxRatio` times it. With `steps` (rising
 *   percentages ending at 100) it moves to the next one after `stepMinutes` at a step while healthy; at 100 it
 *   is promoted.
 * @typedef {{ loads: number, failures: number }} Counts page loads of a version in the window, and those
 *   that reported a failure of it (at most one per page load)
 * @typedef {{ verdict: 'inconclusive' | 'healthy' | 'failing', reason: string }} Judgement
 * @typedef {{ action: 'abort', reason: string }
 *   | { action: 'hold', reason: string }
 *   | { action: 'advance', percent: number, reason: string }
 *   | { action: 'promote', reason: string }} Decision
 */

/**
 * Flagger's spirit at page-load scale: judge after 20 loads, fail on more than 5 points and twice the
 * live version's rate, over the last 10 minutes.
 * @type {CanaryAnalysis}
 */
export const DEFAULT_ANALYSIS = { minLoads: 20, maxIncreasePoints: 5, maxRatio: 2, windowMinutes: 10 };
export const DEFAULT_STEP_MINUTES = 10;

/** @param {Counts} counts */
const describeCounts = ({ loads, failures }) =>
  `${failures} failure${failures === 1 ? '' : 's'} in ${loads} page load${loads === 1 ? '' : 's'} (${percentOf(failures, loads)})`;

/**
 * "12.5%", at most one decimal.
 * @param {number} part
 * @param {number} whole
 */
export function percentOf(part, whole) {
  if (whole === 0) return '0%';
  return `${Math.round((part / whole) * 1000) / 10}%`;
}

/**
 * The decision rule: is the canary failing more than the live version? A live version with fewer loads
 * than the minimum is no baseline, so the canary is then held to a rate of zero: a canary is never
 * excused by a version nobody loads. Rates are compared by cross-multiplying, so a rate exactly at a
 * threshold is exact, and it is not a breach (as Flagger's thresholdRange: only beyond it fails).
 * @param {Counts} canary
 * @param {Counts} live
 * @param {CanaryAnalysis} analysis
 * @returns {Judgement}
 */
export function judgeCanary(canary, live, analysis) {
  const { minLoads, maxIncreasePoints, maxRatio } = analysis;
  if (canary.loads < Math.max(1, minLoads)) {
    return {
      verdict: 'inconclusive',
      reason: `the canary has ${canary.loads} page load${canary.loads === 1 ? '' : 's'}; ${minLoads} are needed to judge it`,
    };
  }
  const baseline = live.loads >= Math.max(1, minLoads) ? live : { loads: 1, failures: 0 };
  const baselineText = baseline === live ? `live ${describeCounts(live)}` : `live has too few page loads to compare (${live.loads}), so 0%`;
  // canary.failures / canary.loads - baseline.failures / baseline.loads > maxIncreasePoints / 100, without division.
  const aboveByPoints =
    100 * canary.failures * baseline.loads > 100 * baseline.failures * canary.loads + maxIncreasePoints * canary.loads * baseline.loads;
  // canary rate > maxRatio × baseline rate.
  const aboveByRatio = canary.failures * baseline.loads > maxRatio * baseline.failures * canary.loads;
  const facts = `canary ${describeCounts(canary)}, ${baselineText}`;
  if (aboveByPoints && aboveByRatio) {
    return { verdict: 'failing', reason: `${facts}: more than ${maxIncreasePoints} points and ${maxRatio}× the live rate` };
  }
  return { verdict: 'healthy', reason: `${facts}: within ${maxIncreasePoints} points or ${maxRatio}× the live rate` };
}

/**
 * Where the analysis window starts: its length back from now, but never before the canary started.
 * @param {{ since?: string }} canary
 * @param {CanaryAnalysis} analysis
 * @param {Date} now
 * @returns {Date}
 */
export function windowStart(canary, analysis, now) {
  const back = now.getTime() - analysis.windowMinutes * 60_000;
  const since = canary.since ? Date.parse(canary.since) : Number.NaN;
  return new Date(Number.isFinite(since) ? Math.max(back, since) : back);
}

/**
 * What the watch does with a canary now: abort it when it fails; with steps, move it to the next step
 * once it has been healthy and held at this one for `stepMinutes` (promote at 100%); otherwise hold.
 * @param {{ percent: number, since?: string, stepSince?: string }} canary
 * @param {CanaryAnalysis} analysis
 * @param {Judgement} judgement
 * @param {Date} now
 * @returns {Decision}
 */
export function decideCanary(canary, analysis, judgement, now) {
  if (judgement.verdict === 'failing') return { action: 'abort', reason: judgement.reason };
  if (judgement.verdict === 'inconclusive' || !analysis.steps?.length) return { action: 'hold', reason: judgement.reason };
  const next = analysis.steps.find((step) => step > canary.percent);
  if (next === undefined) return { action: 'promote', reason: `healthy at ${canary.percent}%: ${judgement.reason}` };
  const heldSince = Date.parse(canary.stepSince ?? canary.since ?? '');
  const stepMinutes = analysis.stepMinutes ?? DEFAULT_STEP_MINUTES;
  const heldMinutes = Number.isFinite(heldSince) ? (now.getTime() - heldSince) / 60_000 : 0;
  if (heldMinutes < stepMinutes) {
    return { action: 'hold', reason: `healthy; held at ${canary.percent}% for ${Math.floor(heldMinutes)} of ${stepMinutes} minutes` };
  }
  return next >= 100
    ? { action: 'promote', reason: `healthy for ${stepMinutes} minutes at ${canary.percent}%: ${judgement.reason}` }
    : { action: 'advance', percent: next, reason: `healthy for ${stepMinutes} minutes at ${canary.percent}%: ${judgement.reason}` };
}

/**
 * Checks steps given on the command line or by the console: whole percentages, rising, ending at 100.
 * @param {number[]} steps
 * @returns {string | null} what is wrong, or null
 */
export function stepsProblem(steps) {
  if (steps.length < 2) return 'give at least two steps, the last 100 (e.g. 10,25,50,100)';
  if (steps.some((step) => !Number.isInteger(step) || step < 1 || step > 100)) return 'steps are whole percentages from 1 to 100';
  if (steps.some((step, i) => i > 0 && step <= (steps[i - 1] ?? 0))) return 'steps must rise';
  if (steps.at(-1) !== 100) return 'the last step is 100';
  return null;
}
