import { z } from 'zod';
import { Instant } from './common';

/**
 * The release console's view (GET api/releases, and what every move answers): each remote's live
 * version, canary, previous versions and their health over the last hour, and the audit log. The API
 * builds it from the registry (release/registry.mjs) and release health; the shell's console at
 * /releases shows it. Declared once here: the shell reads its types, the API serialises and checks it.
 */

/** One Web Vital of a version in the window: its 75th percentile, from how many samples and sources (null: none). */
export const ReleaseVitalAnswer = z.strictObject({ p75: z.number(), samples: z.number(), sources: z.number() }).nullable();

/**
 * Page loads that used a version in the window, and the failures they reported, by kind (at most one per page
 * load); and its real users' Web Vitals (LCP, INP and mount time in ms, CLS unitless), each source counting
 * at most its latest ten samples.
 */
export const ReleaseVersionHealthAnswer = z.strictObject({
  loads: z.number(),
  failures: z.strictObject({ load: z.number(), mount: z.number(), render: z.number() }),
  vitals: z.strictObject({ LCP: ReleaseVitalAnswer, INP: ReleaseVitalAnswer, CLS: ReleaseVitalAnswer, mount: ReleaseVitalAnswer }),
});

/** How a version's last canary ended: promoted, aborted by the canary analysis or dropped by a person, with who and why when the audit log still says. */
export const ReleaseCanaryOutcomeAnswer = z.strictObject({
  outcome: z.enum(['promoted', 'aborted', 'dropped']),
  at: Instant,
  by: z.string().nullable(),
  reason: z.string().nullable(),
});

/** One thing that happened to a version, from the audit log: newest first. */
export const ReleaseVersionEventAnswer = z.strictObject({ at: Instant, by: z.string(), text: z.string() });

/**
 * One change in a remote's public surface from the live version to this one (release/surface.mjs): `from`/`to`
 * are the props' or payload's type before and after, where the area has one; `breaking` says what it breaks
 * that is live (making the version reach browsers then needs a reason, kept in the audit log).
 */
export const ReleaseSurfaceChangeAnswer = z.strictObject({
  area: z.enum(['exposed module', 'event emitted', 'event heard', 'module placed', 'API call']),
  name: z.string(),
  change: z.enum(['added', 'removed', 'changed']),
  from: z.string().nullable(),
  to: z.string().nullable(),
  breaking: z.string().nullable(),
});

export const ReleaseVersionAnswer = z.strictObject({
  version: z.string(),
  publishedAt: Instant,
  /** When its build was made, the commit it came from (dirty: with uncommitted changes), the shared range it needs. */
  builtAt: Instant.nullable(),
  commit: z.string().nullable(),
  dirty: z.boolean(),
  sharedRange: z.string().nullable(),
  /** Every file it may load, as the CDN sends it (Brotli). */
  wireBytes: z.number().nullable(),
  health: ReleaseVersionHealthAnswer,
  lastCanary: ReleaseCanaryOutcomeAnswer.nullable(),
  /** What the audit log's recent entries say happened to it. */
  events: z.array(ReleaseVersionEventAnswer),
  /** Why the live shell cannot serve it (the shared-library gate), or null. */
  shellProblem: z.string().nullable(),
  /**
   * Its contract against the live version: what changes in the remote's public surface if it replaces it
   * (empty for the live one); null when there is nothing live, or a surface is unknown (published without one).
   */
  contract: z.array(ReleaseSurfaceChangeAnswer).nullable(),
});

/** A canary's analysis settings (release/analysis.mjs: CanaryAnalysis). */
export const ReleaseCanaryAnalysisAnswer = z.strictObject({
  minLoads: z.number(),
  maxIncreasePoints: z.number(),
  maxRatio: z.number(),
  windowMinutes: z.number(),
  minSources: z.number(),
  maxLoadsPerSource: z.number(),
  steps: z.array(z.number()).optional(),
  stepMinutes: z.number().optional(),
  approveSteps: z.boolean().optional(),
  /** Web Vitals: a p75 INP (LCP) more than `max…IncreaseMs` and `max…Ratio`× live fails it, once each has `minVitalsSamples`. */
  minVitalsSamples: z.number(),
  maxInpIncreaseMs: z.number(),
  maxInpRatio: z.number(),
  maxLcpIncreaseMs: z.number(),
  maxLcpRatio: z.number(),
});

export const ReleaseCanaryAnswer = z.strictObject({
  version: z.string(),
  percent: z.number(),
  since: Instant.nullable(),
  /**
   * Set when the API watches it (auto-abort, steps); `judgement` is the rule's verdict now: `unknown` when the
   * live version has too few page loads to compare with, which holds the canary where it is.
   */
  analysis: ReleaseCanaryAnalysisAnswer.nullable(),
  judgement: z.strictObject({ verdict: z.enum(['inconclusive', 'unknown', 'healthy', 'failing']), reason: z.string() }).nullable(),
  /** A release manager stopped its steps (the analysis still aborts it if it fails). */
  held: z.strictObject({ by: z.string(), since: Instant }).nullable(),
  /** Its next step is due and waits for a release manager's approval. */
  awaiting: z.strictObject({ percent: z.number(), since: Instant }).nullable(),
});

export const ReleaseRemoteAnswer = z.strictObject({
  name: z.string(),
  live: z.string(),
  /** The version a one-step rollback goes back to, or null. */
  previous: z.string().nullable(),
  canary: ReleaseCanaryAnswer.nullable(),
  /** Every published version, newest first. */
  versions: z.array(ReleaseVersionAnswer),
});

const ReleaseAuditActionAnswer = z.enum([
  'release',
  'rollback',
  'canary',
  'promote',
  'drop-canary',
  'abort-canary',
  'canary-percent',
  'canary-unknown',
  'refused',
  'hold-canary',
  'resume-canary',
  'awaiting-approval',
  'preview-link',
]);

/** Who did what to which remote, from which version to which, and why; `text` says it in words. */
export const ReleaseAuditEntryAnswer = z.strictObject({
  at: Instant,
  by: z.string(),
  remote: z.string(),
  action: ReleaseAuditActionAnswer,
  from: z.string().nullable(),
  to: z.string().nullable(),
  percent: z.number().optional(),
  previousPercent: z.number().optional(),
  note: z.string().optional(),
  reason: z.string().optional(),
  /** What a `refused` move tried to do. */
  attempted: ReleaseAuditActionAnswer.optional(),
  /** When the commit a release was built from was made (its lead time). */
  commitAt: Instant.optional(),
  /** What a release or rollback broke of its contract with the live page, confirmed by the person's note. */
  breaking: z.string().optional(),
  text: z.string(),
});

/** GET api/releases and the moves (POST api/releases/{remote}/rollback, promote, abort, canary): the whole overview. */
export const ReleasesOverviewAnswer = z.strictObject({
  windowMinutes: z.number(),
  remotes: z.array(ReleaseRemoteAnswer),
  audit: z.array(ReleaseAuditEntryAnswer),
});

const Minutes = z.strictObject({ median: z.number(), count: z.number() }).nullable();

/** One remote's (or every remote's) delivery figures over the period (release/delivery.mjs). */
export const ReleaseDeliveryFiguresAnswer = z.strictObject({
  releases: z.number(),
  releasesPerDay: z.number(),
  failed: z.number(),
  /** Failed releases (aborted or rolled back within 24 hours) over releases; null without releases. */
  changeFailureRate: z.number().nullable(),
  /** From a failing release to its abort or rollback, in minutes. */
  timeToRestore: Minutes,
  /** From the commit a release was built from to the release, in minutes, where it recorded its commit's time. */
  leadTime: Minutes,
});

/**
 * POST api/releases/{remote}/preview: a signed link that opens the product with `version` of the remote for
 * the browser that opens it alone, until `expiresAt` (release/preview.mjs).
 */
export const ReleasePreviewAnswer = z.strictObject({ remote: z.string(), version: z.string(), url: z.string(), expiresAt: Instant });

/** GET api/releases/delivery?days=: the delivery figures from the audit log, per remote and overall. */
export const ReleaseDeliveryAnswer = z.strictObject({
  from: Instant,
  to: Instant,
  days: z.number(),
  overall: ReleaseDeliveryFiguresAnswer,
  remotes: z.record(z.string(), ReleaseDeliveryFiguresAnswer),
});

export type ReleaseVersionHealth = z.infer<typeof ReleaseVersionHealthAnswer>;
export type ReleaseVital = z.infer<typeof ReleaseVitalAnswer>;
export type ReleaseDelivery = z.infer<typeof ReleaseDeliveryAnswer>;
export type ReleasePreview = z.infer<typeof ReleasePreviewAnswer>;
export type ReleaseDeliveryFigures = z.infer<typeof ReleaseDeliveryFiguresAnswer>;
export type ReleaseCanaryOutcome = z.infer<typeof ReleaseCanaryOutcomeAnswer>;
export type ReleaseVersion = z.infer<typeof ReleaseVersionAnswer>;
export type ReleaseSurfaceChange = z.infer<typeof ReleaseSurfaceChangeAnswer>;
export type ReleaseCanaryAnalysis = z.infer<typeof ReleaseCanaryAnalysisAnswer>;
export type ReleaseCanary = z.infer<typeof ReleaseCanaryAnswer>;
export type ReleaseRemote = z.infer<typeof ReleaseRemoteAnswer>;
export type ReleaseAuditAction = ReleaseAuditEntry['action'];
export type ReleaseAuditEntry = z.infer<typeof ReleaseAuditEntryAnswer>;
export type ReleasesOverview = z.infer<typeof ReleasesOverviewAnswer>;
