import { RELEASES_CHANGED_EVENT, RELEASES_CHANNEL, type ReleasesChanged } from '@marketplace/shared/src/entities/releases.ts';
import type { Registry, RegistryStore } from '@marketplace/release/registry.mjs';
import { ConflictError, dropCanary, promote, setCanaryPercent, type PointerContext } from '@marketplace/release/releases.mjs';
import { decideCanary } from '@marketplace/release/analysis.mjs';
import type { Database } from '../db/index.ts';
import { runAlone } from '../common/job.ts';
import type { Broadcaster } from '../realtime/index.ts';
import { forgetOldReports } from '../releasehealth/index.ts';
import { judgeNow } from './judge.ts';
import { withText } from './overview.ts';

/** How often the watch also deletes release-health reports older than a week. */
const SWEEP_INTERVAL_MS = 60 * 60_000;

/** The watch's judging in job_runs: one API process of however many judges the canaries at a time. */
export const CANARY_WATCH_JOB = 'canary_watch';
/** A holder that died lets go after this long; a look takes a second or two. */
const CANARY_WATCH_LEASE_MS = 60_000;

/** Who the audit log names for the watch's own moves. */
export const ANALYSIS_ACTOR = 'canary analysis';

/** Tells the release managers' consoles that the registry changed, and what the API did when it acted. */
export async function announceChange(broadcaster: Broadcaster, change: ReleasesChanged): Promise<void> {
  await broadcaster.publish(RELEASES_CHANNEL, RELEASES_CHANGED_EVENT, change);
}

interface WatchContext {
  db: Database;
  store: RegistryStore;
  pointer: PointerContext;
  broadcaster: Broadcaster;
  log: (line: string) => void;
  now?: () => Date;
}

/**
 * The canary watch: every few seconds it reads the registry; when someone changed it (the command line,
 * another API process) the consoles hear of it; and each canary with analysis settings is judged by the
 * decision rule (release/analysis.mjs) on its page loads and failures against the live version's, then
 * aborted, moved to its next step, promoted or held. The judging runs under the database lease of
 * `runAlone` (as the digest job does), so with several API nodes one of them judges at a time. Its moves go through the same functions as a
 * person's, expecting the state it judged: when someone moved the canary meanwhile, theirs stands.
 */
export class CanaryWatch {
  private lastTag: string | null | undefined;
  private lastSweep = 0;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly ctx: WatchContext) {}

  /** One look at the registry and the canaries; never throws (a broken registry is logged and looked at again). */
  tick(): Promise<void> {
    this.running ??= this.look()
      .catch((error: unknown) => this.ctx.log(`canary watch: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (this.running = null));
    return this.running;
  }

  start(intervalMs: number): void {
    if (this.timer || intervalMs <= 0) return;
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private async look(): Promise<void> {
    const { db, store, broadcaster } = this.ctx;
    const { registry, tag } = await store.read();
    // Every process tells its own consoles of a change; only the lease's holder judges and sweeps.
    if (this.lastTag !== undefined && tag !== this.lastTag) await announceChange(broadcaster, { remote: null, audit: null });
    this.lastTag = tag;
    await runAlone(db, CANARY_WATCH_JOB, () => this.judge(registry), { leaseMs: CANARY_WATCH_LEASE_MS });
  }

  /** Judges each watched canary and moves it as the analysis decides; the hourly sweep of old reports too. */
  private async judge(registry: Registry): Promise<void> {
    const { db, store, pointer, broadcaster, log } = this.ctx;
    const now = (this.ctx.now ?? (() => new Date()))();
    if (now.getTime() - this.lastSweep >= SWEEP_INTERVAL_MS) {
      this.lastSweep = now.getTime();
      await forgetOldReports(db);
    }
    // Its moves are dated by the same clock it judges by.
    const at = { ...pointer, now: () => now };
    let acted = false;
    for (const [remote, entry] of Object.entries(registry.remotes)) {
      const canary = entry.canary;
      const judgement = await judgeNow(db, remote, entry, now);
      if (!canary?.analysis || !judgement) continue;
      const decision = decideCanary(canary, canary.analysis, judgement, now);
      if (decision.action === 'hold') continue;
      const options = {
        by: ANALYSIS_ACTOR,
        reason: decision.reason,
        expected: { live: entry.live, canary: canary.version, percent: canary.percent },
      };
      try {
        if (decision.action === 'abort') await dropCanary(at, remote, options);
        else if (decision.action === 'advance') await setCanaryPercent(at, remote, decision.percent, options);
        else await promote(at, remote, options);
      } catch (error) {
        // Someone moved this canary since it was read: their move stands, and the next look judges what is there.
        if (error instanceof ConflictError) continue;
        throw error;
      }
      acted = true;
      const [done] = await store.readAudit(1);
      log(`canary watch: ${remote}: ${decision.action} (${decision.reason})`);
      await announceChange(broadcaster, { remote, audit: done ? withText(done) : null });
    }
    // Its own moves are announced above; the next look must not announce them again.
    if (acted) this.lastTag = (await store.read()).tag;
  }
}
