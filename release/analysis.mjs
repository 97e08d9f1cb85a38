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
 *   minSources: number,
 *   maxLoadsPerSource: number,
 *   steps?: number[],
 *   stepMinutes?: number,
 *   approveSteps?: boolean,
 *   minVitalsSamples: number,
 *   maxInpIncreaseMs: number,
 *   maxInpRatio: number,
 *   maxLcpIncreaseMs: number,
 *   maxLcpRatio: number,
 * }} CanaryAnalysis the canary is judged once it has `minLoads` page loads from `minSources` sources in the
 *   window (the last `windowMinutes`, not before it started), each source weighing at most
 *   `maxLoadsPerSource` page loads; it fails when its failure rate is more than `maxIncreasePoints`
 *   percentage points above the live version's AND more than `maxRatio` times it, with failures from at
 *   least `minSources` sources. The live version needs as many loads and sources to be a baseline; with
 *   fewer, the verdict is unknown and the canary is held where it is. With `steps` (rising percentages
 *   ending at 100) it moves to the next one after `stepMinutes` at a step while healthy; at 100 it is promoted;
 *   with `approveSteps`, each step then waits for a release manager's approval. Real users' Web Vitals
 *   (judgeVitals) fail it too: its p75 INP more than `maxInpIncreaseMs` above the live version's AND more
 *   than `maxInpRatio` times it (LCP alike), once each has `minVitalsSamples` samples from `minSources` sources.
 * @typedef {{ source: string, loads: number, failures: number }} SourceCounts one source's page loads of a
 *   version in the window, and those that reported a failure of it (at most one per page load)
 * @typedef {{ loads: number, failures: number, sources: number, failingSources: number }} Counts a version's
 *   page loads and failures, each source weighed (weighCounts), and how many sources loaded it and saw it fail
 * @typedef {{ verdict: 'inconclusive' | 'unknown' | 'healthy' | 'failing', reason: string }} Judgement
 *   `unknown`: the live version has too few loads to compare with, so nothing can be said either way
 * @typedef {{ action: 'abort', reason: string }
 *   | { action: 'hold', reason: string }
 *   | { action: 'advance', percent: number, reason: string }
 *   | { action: 'promote', reason: string }
 *   | { action: 'await', percent: number, reason: string }} Decision `await`: the next step (100: promotion)
 *   is due, and waits for a release manager's approval
 */

/**
 * Real users' Web Vitals, judged as Google's field data is (the 75th percentile of page loads): a canary
 * fails when its p75 INP is more than 100 ms and half again above the live version's, or its p75 LCP more
 * than 500 ms and a quarter above it, once each has 20 samples. The margins sit well above what one noisy
 * hour moves a p75 by, and below what a person feels (INP's 'good' ends at 200 ms, LCP's at 2.5 s).
 */
export const DEFAULT_VITALS_ANALYSIS = {
  minVitalsSamples: 20,
  maxInpIncreaseMs: 100,
  maxInpRatio: 1.5,
  maxLcpIncreaseMs: 500,
  maxLcpRatio: 1.25,
};

/**
 * Flagger's spirit at page-load scale, made safe for browsers anyone can imitate: judge after 20 loads
 * from 3 sources, each source weighing at most 10 loads, fail on more than 5 points and twice the live
 * version's rate, over the last 10 minutes.
 * @type {CanaryAnalysis}
 */
export const DEFAULT_ANALYSIS = {
  minLoads: 20,
  maxIncreasePoints: 5,
  maxRatio: 2,
  windowMinutes: 10,
  minSources: 3,
  maxLoadsPerSource: 10,
  ...DEFAULT_VITALS_ANALYSIS,
};
export const DEFAULT_STEP_MINUTES = 10;

/** @param {number} n @param {string} word */
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** @param {Counts} counts */
const describeCounts = ({ loads, failures, sources }) =>
  `${plural(failures, 'failure')} in ${plural(loads, 'page load')} (${percentOf(failures, loads)}) from ${plural(sources, 'source')}`;

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
 * A version's counts with each source weighed: a source with more than `maxLoadsPerSource` page loads
 * counts as that many, its failures scaled alike (rounded), so one address reloading a page, or a script
 * minting page loads, cannot outweigh real visitors on other networks.
 * @param {SourceCounts[]} rows
 * @param {number} maxLoadsPerSource
 * @returns {Counts}
 */
export function weighCounts(rows, maxLoadsPerSource) {
  const counts = { loads: 0, failures: 0, sources: 0, failingSources: 0 };
  for (const { loads, failures } of rows) {
    if (loads <= 0) continue;
    const weight = loads > maxLoadsPerSource ? maxLoadsPerSource / loads : 1;
    counts.loads += Math.round(loads * weight);
    counts.failures += Math.round(Math.min(failures, loads) * weight);
    counts.sources += 1;
    if (failures > 0) counts.failingSources += 1;
  }
  return counts;
}

/**
 * The decision rule: is the canary failing more than the live version? It needs enough page loads from
 * enough sources of both: a canary with too few is not judged yet (inconclusive); a live version with too
 * few is no baseline, and then nothing can be said (unknown: the canary is held, neither aborted nor
 * promoted). A breach needs failures from several sources, so one network's reports never decide. Rates
 * are compared by cross-multiplying, so a rate exactly at a threshold is exact, and it is not a breach (as
 * Flagger's thresholdRange: only beyond it fails).
 * @param {Counts} canary
 * @param {Counts} live
 * @param {CanaryAnalysis} analysis
 * @returns {Judgement}
 */
export function judgeCanary(canary, live, analysis) {
  const { minLoads, maxIncreasePoints, maxRatio, minSources } = analysis;
  const needed = `${minLoads} from ${plural(minSources, 'source')}`;
  if (canary.loads < Math.max(1, minLoads) || canary.sources < minSources) {
    return {
      verdict: 'inconclusive',
      reason: `the canary has ${plural(canary.loads, 'page load')} from ${plural(canary.sources, 'source')}; ${needed} are needed to judge it`,
    };
  }
  if (live.loads < Math.max(1, minLoads) || live.sources < minSources) {
    return {
      verdict: 'unknown',
      reason: `live has ${plural(live.loads, 'page load')} from ${plural(live.sources, 'source')} in the window; ${needed} are needed to compare, so the canary is held where it is`,
    };
  }
  // canary.failures / canary.loads - live.failures / live.loads > maxIncreasePoints / 100, without division.
  const aboveByPoints =
    100 * canary.failures * live.loads > 100 * live.failures * canary.loads + maxIncreasePoints * canary.loads * live.loads;
  // canary rate > maxRatio × live rate.
  const aboveByRatio = canary.failures * live.loads > maxRatio * live.failures * canary.loads;
  const facts = `canary ${describeCounts(canary)}, live ${describeCounts(live)}`;
  if (aboveByPoints && aboveByRatio) {
    if (canary.failingSources < minSources) {
      return {
        verdict: 'inconclusive',
        reason: `${facts}: its failures come from ${plural(canary.failingSources, 'source')}; ${minSources} are needed for a verdict`,
      };
    }
    return { verdict: 'failing', reason: `${facts}: more than ${maxIncreasePoints} points and ${maxRatio}× the live rate` };
  }
  return { verdict: 'healthy', reason: `${facts}: within ${maxIncreasePoints} points or ${maxRatio}× the live rate` };
}

/**
 * @typedef {'LCP' | 'INP' | 'CLS' | 'mount'} VitalMetric LCP, INP and a remote's mount in milliseconds, CLS unitless
 * @typedef {{ p75: number, samples: number, sources: number }} VitalStats one metric of a version in the
 *   window: the 75th percentile of its samples (each source counting its latest `maxLoadsPerSource` only),
 *   how many samples and from how many sources
 * @typedef {Partial<Record<VitalMetric, VitalStats>>} Vitals
 */

/** The Web Vitals a canary is judged by, and the settings that bound each. */
const VITAL_RULES = /** @type {const} */ ([
  { metric: 'INP', increase: 'maxInpIncreaseMs', ratio: 'maxInpRatio' },
  { metric: 'LCP', increase: 'maxLcpIncreaseMs', ratio: 'maxLcpRatio' },
]);

/** @param {VitalStats} stats */
const describeVital = ({ p75, samples, sources }) =>
  `${Math.round(p75)} ms (${plural(samples, 'sample')} from ${plural(sources, 'source')})`;

/**
 * Did real users feel the canary slower than the live version? Its p75 INP, then LCP, against the live
 * version's, each judged once both have `minVitalsSamples` samples from `minSources` sources: a regression
 * is more than `max…IncreaseMs` above AND more than `max…Ratio` times the live p75 (exactly at a threshold is
 * not one). Inconclusive while neither metric has enough samples: the failure rate alone then decides.
 * @param {Vitals} canary
 * @param {Vitals} live
 * @param {CanaryAnalysis} analysis
 * @returns {Judgement}
 */
export function judgeVitals(canary, live, analysis) {
  const { minVitalsSamples, minSources } = analysis;
  const enough = (/** @type {VitalStats | undefined} */ stats) =>
    stats !== undefined && stats.samples >= Math.max(1, minVitalsSamples) && stats.sources >= minSources;
  /** @type {string[]} */
  const compared = [];
  for (const { metric, increase, ratio } of VITAL_RULES) {
    const [mine, theirs] = [canary[metric], live[metric]];
    if (!mine || !theirs || !enough(mine) || !enough(theirs)) continue;
    const [maxIncrease, maxRatio] = [analysis[increase], analysis[ratio]];
    if (mine.p75 > theirs.p75 + maxIncrease && mine.p75 > maxRatio * theirs.p75) {
      return {
        verdict: 'failing',
        reason: `canary p75 ${metric} ${describeVital(mine)}, live ${describeVital(theirs)}: more than ${maxIncrease} ms and ${maxRatio}× the live p75`,
      };
    }
    compared.push(`p75 ${metric} ${Math.round(mine.p75)} ms against ${Math.round(theirs.p75)} ms live`);
  }
  if (compared.length === 0) {
    return {
      verdict: 'inconclusive',
      reason: `Web Vitals not judged yet: ${minVitalsSamples} samples from ${plural(minSources, 'source')} of each are needed`,
    };
  }
  return { verdict: 'healthy', reason: compared.join(', ') };
}

/**
 * The canary's verdict from both kinds of evidence: a regression of its Web Vitals fails it whatever its
 * failure rate says (they have their own baseline); otherwise the failure rate's verdict stands, with
 * what the vitals showed beside it.
 * @param {Judgement} failures judgeCanary's
 * @param {Judgement} vitals judgeVitals'
 * @returns {Judgement}
 */
export function combinedJudgement(failures, vitals) {
  if (vitals.verdict === 'failing') return vitals;
  if (vitals.verdict !== 'healthy') return failures;
  return { verdict: failures.verdict, reason: `${failures.reason}; ${vitals.reason}` };
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
 * What the watch does with a canary now: abort it when it fails (held or not: holding stops the steps,
 * never the safety net); with steps, move it to the next step once it has been healthy and held at this one
 * for `stepMinutes` (promote at 100%), or, when each step needs approval, say it waits for one; otherwise hold.
 * @param {{ percent: number, since?: string, stepSince?: string, held?: { by: string, since: string } }} canary
 * @param {CanaryAnalysis} analysis
 * @param {Judgement} judgement
 * @param {Date} now
 * @returns {Decision}
 */
export function decideCanary(canary, analysis, judgement, now) {
  if (judgement.verdict === 'failing') return { action: 'abort', reason: judgement.reason };
  if (canary.held) return { action: 'hold', reason: `held at ${canary.percent}% by ${canary.held.by}: ${judgement.reason}` };
  if (judgement.verdict !== 'healthy' || !analysis.steps?.length) return { action: 'hold', reason: judgement.reason };
  const next = analysis.steps.find((step) => step > canary.percent);
  const heldSince = Date.parse(canary.stepSince ?? canary.since ?? '');
  const stepMinutes = analysis.stepMinutes ?? DEFAULT_STEP_MINUTES;
  const heldMinutes = Number.isFinite(heldSince) ? (now.getTime() - heldSince) / 60_000 : 0;
  if (next !== undefined && heldMinutes < stepMinutes) {
    return { action: 'hold', reason: `healthy; held at ${canary.percent}% for ${Math.floor(heldMinutes)} of ${stepMinutes} minutes` };
  }
  const reason =
    next === undefined
      ? `healthy at ${canary.percent}%: ${judgement.reason}`
      : `healthy for ${stepMinutes} minutes at ${canary.percent}%: ${judgement.reason}`;
  const percent = next ?? 100;
  if (analysis.approveSteps) return { action: 'await', percent, reason };
  return percent >= 100 ? { action: 'promote', reason } : { action: 'advance', percent, reason };
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
