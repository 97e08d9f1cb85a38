/**
 * What a release manager can do from the console, what each confirmation says will change, and the
 * request that does it (api/src/release-console). Each request names what the person saw, so a registry
 * someone else changed meanwhile refuses the move (409) instead of doing something they did not confirm.
 */
import { formatUtcDateTime, type ReleaseVersion, type ReleaseVersionHealth } from '@marketplace/shared';

/** A move that makes a version live names it whole: its health and how its last canary ended go into the confirmation. */
export type Move =
  | { kind: 'rollback'; remote: string; from: string; to: ReleaseVersion }
  | { kind: 'promote'; remote: string; canary: ReleaseVersion; live: string; percent: number }
  | { kind: 'abort'; remote: string; canary: string; live: string; percent: number }
  | { kind: 'percent'; remote: string; canary: string; from: number; to: number }
  | { kind: 'hold' | 'resume'; remote: string; canary: string; percent: number }
  | { kind: 'approve'; remote: string; canary: ReleaseVersion; live: string; from: number; to: number };

export interface MoveText {
  title: string;
  message: string;
  confirmLabel: string;
  /** Takes something away from browsers (a rollback, an abort): its button says so. */
  destructive: boolean;
  /** The version made live: its last hour and how its last canary ended, beside the action. */
  facts: string | null;
  /** It failed its last canary: said plainly, and the person must type why they make it live. */
  warning: string | null;
}

/** How a version's last canary ended, in words: "aborted on 01/06/2025 12:40 UTC by canary analysis: …". */
export function lastCanaryText(version: ReleaseVersion): string | null {
  const last = version.lastCanary;
  if (!last) return null;
  const how = { promoted: 'promoted', aborted: 'aborted', dropped: 'dropped' }[last.outcome];
  return `${how} on ${formatWhen(last.at)}${last.by ? ` by ${last.by}` : ''}${last.reason ? `: ${last.reason}` : ''}`;
}

/** What of the version's contract breaks the live page, in one sentence; null when nothing does (or it is unknown). */
export function breakingText(version: ReleaseVersion): string | null {
  const breaking = (version.contract ?? []).flatMap((change) => (change.breaking ? [change.breaking] : []));
  return breaking.length ? breaking.join('; ') : null;
}

/**
 * What the confirmation of making `version` live says of it. With `contract`, a contract that breaks the live
 * page is a warning too (the API refuses it without a reason, as the command line does).
 */
function aboutVersion(version: ReleaseVersion, contract = false): Pick<MoveText, 'facts' | 'warning'> {
  const last = lastCanaryText(version);
  const facts = `${version.version}: ${healthSummary(version.health).toLowerCase()} in the last hour${last ? `; its last canary was ${last}` : ''}.`;
  const failed = version.lastCanary && version.lastCanary.outcome !== 'promoted';
  const breaking = contract ? breakingText(version) : null;
  const warnings = [
    failed ? `${version.version} failed its last canary.` : null,
    breaking ? `It breaks its contract with the live page: ${breaking}.` : null,
  ].filter(Boolean);
  return { facts, warning: warnings.length ? `${warnings.join(' ')} Say why you make it live: it goes to the audit log.` : null };
}

const plain = { facts: null, warning: null };

/** The confirmation of a move: what changes, for whom, and when. */
export function describeMove(move: Move): MoveText {
  switch (move.kind) {
    case 'rollback':
      return {
        title: `Roll back ${move.remote}?`,
        message: `Every browser will load ${move.to.version} instead of ${move.from} on its next page load.`,
        confirmLabel: `Roll back to ${move.to.version}`,
        destructive: true,
        ...aboutVersion(move.to, true),
      };
    case 'promote':
      return {
        title: `Promote the canary of ${move.remote}?`,
        message: `${move.canary.version}, now loaded by ${move.percent}% of browsers, becomes the live version for every browser, replacing ${move.live}.`,
        confirmLabel: `Make ${move.canary.version} live`,
        destructive: false,
        ...aboutVersion(move.canary),
      };
    case 'abort':
      return {
        title: `Abort the canary of ${move.remote}?`,
        message: `The ${move.percent}% of browsers on ${move.canary} go back to the live ${move.live} on their next page load.`,
        confirmLabel: 'Abort canary',
        destructive: true,
        ...plain,
      };
    case 'percent':
      return {
        title: `Change the canary's share of ${move.remote}?`,
        message: `${move.canary} will be loaded by ${move.to}% of browsers instead of ${move.from}%; the others keep the live version.`,
        confirmLabel: `Give it ${move.to}%`,
        destructive: false,
        ...plain,
      };
    case 'hold':
      return {
        title: `Hold the canary of ${move.remote}?`,
        message: `${move.canary} stays at ${move.percent}% of browsers: its steps wait until you resume it. The canary analysis still aborts it if it fails.`,
        confirmLabel: 'Hold canary',
        destructive: false,
        ...plain,
      };
    case 'resume':
      return {
        title: `Resume the canary of ${move.remote}?`,
        message: `${move.canary} moves along its steps again, each after it has been healthy for a step.`,
        confirmLabel: 'Resume canary',
        destructive: false,
        ...plain,
      };
    case 'approve':
      return {
        title: `Approve the next step of the canary of ${move.remote}?`,
        message:
          move.to >= 100
            ? `${move.canary.version}, now loaded by ${move.from}% of browsers, becomes the live version for every browser, replacing ${move.live}.`
            : `${move.canary.version} will be loaded by ${move.to}% of browsers instead of ${move.from}%.`,
        confirmLabel: move.to >= 100 ? `Make ${move.canary.version} live` : `Approve ${move.to}%`,
        destructive: false,
        ...aboutVersion(move.canary),
      };
  }
}

/** The API call that makes a move, with the person's note for the audit log (optional, unless the move needs a reason). */
export function moveRequest(move: Move, note: string): { path: string; body: Record<string, unknown> } {
  const base = `api/releases/${encodeURIComponent(move.remote)}`;
  const withNote = note.trim() ? { note: note.trim() } : {};
  switch (move.kind) {
    case 'rollback':
      return { path: `${base}/rollback`, body: { to: move.to.version, live: move.from, ...withNote } };
    case 'promote':
    case 'approve':
      return { path: `${base}/${move.kind}`, body: { canary: move.canary.version, ...withNote } };
    case 'abort':
    case 'hold':
    case 'resume':
      return { path: `${base}/${move.kind}`, body: { canary: move.canary, ...withNote } };
    case 'percent':
      return { path: `${base}/canary`, body: { canary: move.canary, from_percent: move.from, percent: move.to, ...withNote } };
  }
}

/** "12.5%": failures per page load, at most one decimal. */
export function failureRate(failures: number, loads: number): string {
  return loads === 0 ? '–' : `${Math.round((failures / loads) * 1000) / 10}%`;
}

/** A version's last hour in words: "3 failures in 120 page loads (2.5%)", or "No page loads". */
export function healthSummary({ loads, failures }: ReleaseVersionHealth): string {
  const total = failures.load + failures.mount + failures.render;
  if (loads === 0) return 'No page loads';
  const pageLoads = `${loads.toLocaleString('en-GB')} page load${loads === 1 ? '' : 's'}`;
  if (total === 0) return `No failures in ${pageLoads}`;
  return `${total.toLocaleString('en-GB')} failure${total === 1 ? '' : 's'} in ${pageLoads} (${failureRate(total, loads)})`;
}

/**
 * What real users felt of a version in the last hour, as 75th percentiles: "Real users (p75): INP 96 ms,
 * LCP 1,800 ms, CLS 0.02, mount 412 ms"; a metric without samples is left out. Null when none has any.
 */
export function vitalsSummary({ vitals }: ReleaseVersionHealth): string | null {
  const ms = (p75: number) => `${Math.round(p75).toLocaleString('en-GB')} ms`;
  const parts = [
    vitals.INP && `INP ${ms(vitals.INP.p75)}`,
    vitals.LCP && `LCP ${ms(vitals.LCP.p75)}`,
    vitals.CLS && `CLS ${Math.round(vitals.CLS.p75 * 100) / 100}`,
    vitals.mount && `mount ${ms(vitals.mount.p75)}`,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  const samples = Math.max(...Object.values(vitals).map((stats) => stats?.samples ?? 0));
  return `Real users (p75 of ${samples.toLocaleString('en-GB')} page load${samples === 1 ? '' : 's'}): ${parts.join(', ')}`;
}

/** The kinds of failure that happened: "load 1, mount 2". */
export function failureKinds({ failures }: ReleaseVersionHealth): string {
  return (['load', 'mount', 'render'] as const)
    .filter((kind) => failures[kind] > 0)
    .map((kind) => `${kind} ${failures[kind]}`)
    .join(', ');
}

/** Bytes as the CDN sends them: "152 kB", "1.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** "25/11/2026 21:07 UTC": in UTC, as the release command and the logs are. */
export const formatWhen = (iso: string): string => formatUtcDateTime(iso);
