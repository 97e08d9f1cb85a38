import type { ReleaseAuditEntry, ReleaseRemote, ReleasesOverview, ReleaseVersionHealth } from '@marketplace/shared/src/answers/releases.ts';
import type { AuditEntry, Registry } from '@marketplace/release/registry.mjs';
import { auditSentence, previousLive } from '@marketplace/release/releases.mjs';
import type { Database } from '../db/index.ts';
import { versionHealth } from '../releasehealth/index.ts';
import { judgeNow } from './judge.ts';

/** The console shows the last hour, as `npm run releases` does. */
export const CONSOLE_WINDOW_MINUTES = 60;
/** Audit entries the console shows. */
export const AUDIT_SHOWN = 50;

/** An audit entry as the console shows it: with its sentence. */
export const withText = ({ schemaVersion: _schema, ...entry }: AuditEntry): ReleaseAuditEntry => ({ ...entry, text: auditSentence(entry) });

/**
 * Each remote's live version, canary (with the analysis's verdict now) and every published version, newest
 * first, with its page loads and failures in the last hour; then the audit log, newest first.
 */
export async function buildOverview(db: Database, registry: Registry, audit: AuditEntry[], now = new Date()): Promise<ReleasesOverview> {
  const health = await versionHealth(db, new Date(now.getTime() - CONSOLE_WINDOW_MINUTES * 60_000));
  const healthOf = (remote: string, version: string): ReleaseVersionHealth => {
    const failures = { load: 0, mount: 0, render: 0 };
    for (const row of health.failures) {
      if (row.remote === remote && row.version === version && row.kind in failures) failures[row.kind] += row.failures;
    }
    const loads = health.loads.find((row) => row.remote === remote && row.version === version)?.loads ?? 0;
    return { loads, failures };
  };
  const remotes: ReleaseRemote[] = [];
  for (const [name, entry] of Object.entries(registry.remotes).sort(([a], [b]) => a.localeCompare(b))) {
    const canary = entry.canary;
    const judgement = await judgeNow(db, name, entry, now);
    remotes.push({
      name,
      live: entry.live,
      previous: previousLive(entry),
      canary: canary
        ? { version: canary.version, percent: canary.percent, since: canary.since ?? null, analysis: canary.analysis ?? null, judgement }
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
      })),
    });
  }
  return { windowMinutes: CONSOLE_WINDOW_MINUTES, remotes, audit: audit.map(withText) };
}
