// Delivery figures from the audit log (issue 41, item 8), as DORA measures a team's delivery: how often
// it releases, how often a release fails, how long a failure takes to restore, and how long a commit takes
// to reach browsers. Per remote and overall, over a chosen period. Pure: the API and the command line
// read the audit log and hand it here.

/**
 * @typedef {import('./registry.mjs').AuditEntry} AuditEntry
 * @typedef {{ median: number, count: number }} Minutes a median in minutes, over `count` cases
 * @typedef {{
 *   releases: number, releasesPerDay: number, failed: number, changeFailureRate: number | null,
 *   timeToRestore: Minutes | null, leadTime: Minutes | null,
 * }} DeliveryFigures `changeFailureRate`: failed releases over releases (null without releases);
 *   `timeToRestore`: from a failing release to its abort or rollback; `leadTime`: from the commit a release
 *   was built from to the release, where it recorded its commit's time
 * @typedef {{ from: string, to: string, days: number, overall: DeliveryFigures, remotes: Record<string, DeliveryFigures> }} Delivery
 */

/** The period the command line and the console look back over unless told. */
export const DEFAULT_DELIVERY_DAYS = 30;
/** Audit entries read for the figures: a month of a busy team's moves. */
export const DELIVERY_AUDIT_READ = 2000;

/** A release fails when it is aborted or rolled back within this long. */
export const FAILURE_WINDOW_MS = 24 * 60 * 60_000;

/** What sends a new version to browsers: a release for everyone, or a canary's start. */
const RELEASES = new Set(['release', 'canary']);

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** @param {number[]} values @returns {Minutes | null} */
const minutes = (values) => (values.length ? { median: Math.round(median(values) / 6_000) / 10, count: values.length } : null);

/**
 * When the release `release` was undone within FAILURE_WINDOW_MS: its canary aborted or dropped, or the
 * pointer rolled back away from it; null when it stood.
 * @param {AuditEntry} release
 * @param {AuditEntry[]} entries every entry, oldest first
 * @returns {number | null}
 */
function undoneAt(release, entries) {
  const at = Date.parse(release.at);
  const undo = entries.find((entry) => {
    const when = Date.parse(entry.at);
    if (entry.remote !== release.remote || entry.from !== release.to || when < at || when > at + FAILURE_WINDOW_MS) return false;
    return entry.action === 'abort-canary' || entry.action === 'drop-canary' || entry.action === 'rollback';
  });
  return undo ? Date.parse(undo.at) : null;
}

/**
 * @param {AuditEntry[]} releases
 * @param {AuditEntry[]} entries
 * @param {number} days
 * @returns {DeliveryFigures}
 */
function figuresOf(releases, entries, days) {
  const restores = [];
  const leads = [];
  for (const release of releases) {
    const undone = undoneAt(release, entries);
    if (undone !== null) restores.push(undone - Date.parse(release.at));
    const committed = release.commitAt ? Date.parse(release.commitAt) : Number.NaN;
    if (Number.isFinite(committed)) leads.push(Date.parse(release.at) - committed);
  }
  return {
    releases: releases.length,
    releasesPerDay: Math.round((releases.length / days) * 100) / 100,
    failed: restores.length,
    changeFailureRate: releases.length ? Math.round((restores.length / releases.length) * 1000) / 1000 : null,
    timeToRestore: minutes(restores),
    leadTime: minutes(leads),
  };
}

/**
 * The delivery figures of the releases made in [from, to), per remote and overall. An abort or rollback
 * after `to` still counts against a release within the period (its failure is known when it lands).
 * @param {AuditEntry[]} audit the audit log, in any order
 * @param {{ from: Date, to: Date }} period
 * @returns {Delivery}
 */
export function deliveryFigures(audit, { from, to }) {
  const entries = [...audit].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const days = Math.max((to.getTime() - from.getTime()) / (24 * 60 * 60_000), 1 / 24);
  const releases = entries.filter((entry) => {
    const at = Date.parse(entry.at);
    return RELEASES.has(entry.action) && at >= from.getTime() && at < to.getTime();
  });
  const remotes = [...new Set(releases.map((entry) => entry.remote))].sort();
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    days: Math.round(days * 100) / 100,
    overall: figuresOf(releases, entries, days),
    remotes: Object.fromEntries(
      remotes.map((remote) => [
        remote,
        figuresOf(
          releases.filter((entry) => entry.remote === remote),
          entries,
          days,
        ),
      ]),
    ),
  };
}

/**
 * The figures in words, one line per remote and overall, as the command line prints them.
 * @param {Delivery} delivery
 * @returns {string[]}
 */
export function describeDelivery(delivery) {
  /** @param {string} name @param {DeliveryFigures} f */
  const line = (name, f) =>
    [
      `${name.padEnd(18)} ${f.releases} release${f.releases === 1 ? '' : 's'} (${f.releasesPerDay} a day)`,
      `change failure rate ${f.changeFailureRate === null ? '–' : `${Math.round(f.changeFailureRate * 1000) / 10}%`} (${f.failed} failed)`,
      `time to restore ${f.timeToRestore ? `${f.timeToRestore.median} min (median of ${f.timeToRestore.count})` : '–'}`,
      `lead time ${f.leadTime ? `${f.leadTime.median} min (median of ${f.leadTime.count})` : '–'}`,
    ].join(', ');
  return [
    `delivery from ${delivery.from.slice(0, 10)} to ${delivery.to.slice(0, 10)} (${delivery.days} days):`,
    ...Object.entries(delivery.remotes).map(([name, figures]) => `  ${line(name, figures)}`),
    `  ${line('overall', delivery.overall)}`,
  ];
}
