import type { RemoteEntry } from '@marketplace/release/registry.mjs';
import { judgeCanary, windowStart, type Judgement } from '@marketplace/release/analysis.mjs';
import type { Database } from '../db/index.ts';
import { countsOf } from '../releasehealth/index.ts';

/**
 * The decision rule's verdict on a remote's watched canary now: its page loads and failures against the
 * live version's over the analysis window. Null when there is no canary under analysis.
 */
export async function judgeNow(db: Database, remote: string, entry: RemoteEntry, now: Date): Promise<Judgement | null> {
  const canary = entry.canary;
  if (!canary?.analysis) return null;
  const { analysis } = canary;
  const counts = await countsOf(db, remote, [canary.version, entry.live], windowStart(canary, analysis, now), analysis.maxLoadsPerSource);
  const none = { loads: 0, failures: 0, sources: 0, failingSources: 0 };
  return judgeCanary(counts.get(canary.version) ?? none, counts.get(entry.live) ?? none, analysis);
}
