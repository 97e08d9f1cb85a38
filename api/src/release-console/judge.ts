import type { RemoteEntry } from '@marketplace/release/registry.mjs';
import { combinedJudgement, judgeCanary, judgeVitals, windowStart, type Judgement } from '@marketplace/release/analysis.mjs';
import type { Database } from '../db/index.ts';
import { countsOf, vitalsKey, vitalsOf } from '../releasehealth/index.ts';

/**
 * The decision rule's verdict on a remote's watched canary now: its page loads and failures, and its real
 * users' Web Vitals, against the live version's over the analysis window. Null when there is no canary
 * under analysis.
 */
export async function judgeNow(db: Database, remote: string, entry: RemoteEntry, now: Date): Promise<Judgement | null> {
  const canary = entry.canary;
  if (!canary?.analysis) return null;
  const { analysis } = canary;
  const since = windowStart(canary, analysis, now);
  const versions = [canary.version, entry.live];
  const [counts, vitals] = await Promise.all([
    countsOf(db, remote, versions, since, analysis.maxLoadsPerSource),
    vitalsOf(db, since, analysis.maxLoadsPerSource, { remote, versions }),
  ]);
  const none = { loads: 0, failures: 0, sources: 0, failingSources: 0 };
  const failures = judgeCanary(counts.get(canary.version) ?? none, counts.get(entry.live) ?? none, analysis);
  const felt = judgeVitals(vitals.get(vitalsKey(remote, canary.version)) ?? {}, vitals.get(vitalsKey(remote, entry.live)) ?? {}, analysis);
  return combinedJudgement(failures, felt);
}
