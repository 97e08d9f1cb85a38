import type {
  ReleaseAuditEntry,
  ReleaseCanaryOutcome,
  ReleaseRemote,
  ReleasesOverview,
  ReleaseVersionHealth,
} from '@marketplace/shared/src/answers/releases.ts';
import type { AuditEntry, PublishedVersion, Registry } from '@marketplace/release/registry.mjs';
import type { SurfaceChange } from '@marketplace/release/surface.mjs';
import { auditSentence, contractAgainstLive, previousLive, type PointerContext } from '@marketplace/release/releases.mjs';
import { describeUnmet, requirementsOfVersion, shellProvides, unmetRequirements } from '@marketplace/release/gate.mjs';
import type { Database } from '../db/index.ts';
import { DEFAULT_ANALYSIS } from '@marketplace/release/analysis.mjs';
import { versionHealth, vitalsKey, vitalsOf } from '../releasehealth/index.ts';
import { judgeNow } from './judge.ts';

/** The console shows the last hour, as `npm run releases` does. */
export const CONSOLE_WINDOW_MINUTES = 60;
/** Audit entries the console shows, and reads each version's history from. */
export const AUDIT_SHOWN = 50;
/** Events shown beside each version. */
const EVENTS_PER_VERSION = 4;

/** An audit entry as the console shows it: with its sentence. */
export const withText = ({ schemaVersion: _schema, ...entry }: AuditEntry): ReleaseAuditEntry => ({ ...entry, text: auditSentence(entry) });

/** Whether an audit entry is about this version of this remote (as the one moved, or the one moved from). */
const isAbout = (entry: AuditEntry, remote: string, version: string) =>
  entry.remote === remote && (entry.to === version || (entry.from === version && entry.action !== 'canary' && entry.action !== 'release'));

/** How the version's last canary ended, with who and why when the audit log read still holds its entry. */
function lastCanaryOf(remote: string, record: PublishedVersion, audit: AuditEntry[]): ReleaseCanaryOutcome | null {
  const last = record.lastCanary;
  if (!last) return null;
  const action = last.outcome === 'promoted' ? 'promote' : last.outcome === 'aborted' ? 'abort-canary' : 'drop-canary';
  const said = audit.find((entry) => entry.remote === remote && entry.action === action && entry.at === last.at);
  return { outcome: last.outcome, at: last.at, by: said?.by ?? null, reason: said?.reason ?? said?.note ?? null };
}

/**
 * Each remote's live version, canary (with the analysis's verdict now, and whether it is held or waits for
 * approval) and every published version, newest first, with its page loads and failures in the last hour,
 * how its last canary ended, what the audit log says happened to it, and whether the live shell can serve
 * it; then the audit log, newest first.
 */
export async function buildOverview(
  db: Database,
  registry: Registry,
  audit: AuditEntry[],
  at: PointerContext,
  now = new Date(),
): Promise<ReleasesOverview> {
  const shellDist = at.shellDist ?? '';
  const since = new Date(now.getTime() - CONSOLE_WINDOW_MINUTES * 60_000);
  const [health, vitals] = await Promise.all([versionHealth(db, since), vitalsOf(db, since, DEFAULT_ANALYSIS.maxLoadsPerSource)]);
  const provided = shellProvides(shellDist);
  const healthOf = (remote: string, version: string): ReleaseVersionHealth => {
    const failures = { load: 0, mount: 0, render: 0 };
    for (const row of health.failures) {
      if (row.remote === remote && row.version === version && row.kind in failures) failures[row.kind] += row.failures;
    }
    const loads = health.loads.find((row) => row.remote === remote && row.version === version)?.loads ?? 0;
    const felt = vitals.get(vitalsKey(remote, version)) ?? {};
    return { loads, failures, vitals: { LCP: felt.LCP ?? null, INP: felt.INP ?? null, CLS: felt.CLS ?? null, mount: felt.mount ?? null } };
  };
  const shellProblemOf = (record: PublishedVersion) => {
    const unmet = provided ? unmetRequirements(requirementsOfVersion(record), provided) : [];
    return unmet.length ? describeUnmet(unmet) : null;
  };
  const remotes: ReleaseRemote[] = [];
  for (const [name, entry] of Object.entries(registry.remotes).sort(([a], [b]) => a.localeCompare(b))) {
    const canary = entry.canary;
    const judgement = await judgeNow(db, name, entry, now);
    // A surface that cannot be read (or does not match its digest) leaves that version's contract unknown.
    const contracts = await Promise.all(
      entry.versions.map((v) => contractAgainstLive(at, registry, name, v).catch((): SurfaceChange[] | null => null)),
    );
    const contractOf = new Map(entry.versions.map((v, i) => [v.version, contracts[i] ?? null]));
    remotes.push({
      name,
      live: entry.live,
      previous: previousLive(entry),
      canary: canary
        ? {
            version: canary.version,
            percent: canary.percent,
            since: canary.since ?? null,
            analysis: canary.analysis ?? null,
            judgement,
            held: canary.held ?? null,
            awaiting: canary.awaiting ?? null,
          }
        : null,
      versions: [...entry.versions].reverse().map((v) => ({
        version: v.version,
        publishedAt: v.publishedAt,
        builtAt: v.builtAt ?? null,
        commit: v.commit ?? null,
        dirty: v.dirty ?? false,
        sharedRange: v.sharedRange ?? null,
        wireBytes: v.wireBytes ?? null,
        health: healthOf(name, v.version),
        lastCanary: lastCanaryOf(name, v, audit),
        events: audit
          .filter((e) => isAbout(e, name, v.version))
          .slice(0, EVENTS_PER_VERSION)
          .map((e) => ({ at: e.at, by: e.by, text: auditSentence(e) })),
        shellProblem: shellProblemOf(v),
        contract: contractOf.get(v.version) ?? null,
      })),
    });
  }
  return { windowMinutes: CONSOLE_WINDOW_MINUTES, remotes, audit: audit.map(withText) };
}
