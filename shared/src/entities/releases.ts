/**
 * The release console's view (GET api/releases): each remote's live version, canary, previous versions
 * and their health over the last hour, and the audit log. The API builds it from the registry
 * (release/registry.mjs) and release health; the shell's console at /releases shows it.
 */

/** Page loads that used a version in the window, and the failures they reported, by kind (at most one per page load). */
export interface ReleaseVersionHealth {
  loads: number;
  failures: { load: number; mount: number; render: number };
}

export interface ReleaseVersion {
  version: string;
  publishedAt: string;
  /** When its build was made, the commit it came from (dirty: with uncommitted changes), the shared range it needs. */
  builtAt: string | null;
  commit: string | null;
  dirty: boolean;
  sharedRange: string | null;
  /** Every file it may load, as the CDN sends it (Brotli). */
  wireBytes: number | null;
  health: ReleaseVersionHealth;
}

/** A canary's analysis settings (release/analysis.mjs: CanaryAnalysis). */
export interface ReleaseCanaryAnalysis {
  minLoads: number;
  maxIncreasePoints: number;
  maxRatio: number;
  windowMinutes: number;
  steps?: number[];
  stepMinutes?: number;
}

export interface ReleaseCanary {
  version: string;
  percent: number;
  since: string | null;
  /** Set when the API watches it (auto-abort, steps); `judgement` is the rule's verdict now. */
  analysis: ReleaseCanaryAnalysis | null;
  judgement: { verdict: 'inconclusive' | 'healthy' | 'failing'; reason: string } | null;
}

export interface ReleaseRemote {
  name: string;
  live: string;
  /** The version a one-step rollback goes back to, or null. */
  previous: string | null;
  canary: ReleaseCanary | null;
  /** Every published version, newest first. */
  versions: ReleaseVersion[];
}

export type ReleaseAuditAction = 'release' | 'rollback' | 'canary' | 'promote' | 'drop-canary' | 'abort-canary' | 'canary-percent';

/** Who did what to which remote, from which version to which, and why; `text` says it in words. */
export interface ReleaseAuditEntry {
  at: string;
  by: string;
  remote: string;
  action: ReleaseAuditAction;
  from: string | null;
  to: string | null;
  percent?: number;
  previousPercent?: number;
  note?: string;
  reason?: string;
  text: string;
}

export interface ReleasesOverview {
  windowMinutes: number;
  remotes: ReleaseRemote[];
  audit: ReleaseAuditEntry[];
}

/** The longest note a release manager may give a move (kept in the audit log). */
export const RELEASE_NOTE_MAX_LENGTH = 500;

/** The private channel release managers hear registry changes on, and its event. */
export const RELEASES_CHANNEL = 'private-releases';
export const RELEASES_CHANGED_EVENT = 'releases.changed';

/** What the event carries: the remote that changed (null: the registry changed outside the API) and, when the API acted, what it did. */
export interface ReleasesChanged {
  remote: string | null;
  audit: ReleaseAuditEntry | null;
}
