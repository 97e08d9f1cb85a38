/**
 * Release health: what the browser says about a remote that failed on a page. Only the remote, its
 * version, the kind of failure and a scrubbed message travel; never who saw it or what they looked at.
 */
export const REMOTE_FAILURE_KINDS = ['load', 'mount', 'render'] as const;
export type RemoteFailureKind = (typeof REMOTE_FAILURE_KINDS)[number];

export interface RemoteFailureReport {
  remote: string;
  /** The registry version that failed (a tester's override or a remote the registry never named is not reported). */
  version: string;
  kind: RemoteFailureKind;
  message: string;
  /** The page load's token from /config.json: the API counts one failure per page load and remote. */
  page_load: string;
}

/** The remotes one page load used, by registry version (POST api/remote-loads): what makes failures a rate. */
export interface RemoteLoadsReport {
  page_load: string;
  remotes: { remote: string; version: string }[];
}

/**
 * Real users' Web Vitals per remote version (POST api/remote-vitals): LCP, INP and CLS as the web-vitals
 * library measures them, attributed to the remote whose area holds the element (or to every remote on the
 * page when it is the shell's own), and each remote's mount time, in milliseconds (CLS has no unit).
 */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'mount'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** The largest value a sample may have: a minute (CLS: 100, far beyond any page's). */
export const VITAL_MAX: Record<VitalMetric, number> = { LCP: 60_000, INP: 60_000, CLS: 100, mount: 60_000 };

/** One page load's vitals, sent in one beacon as the page is hidden or left. */
export interface RemoteVitalsReport {
  page_load: string;
  vitals: { remote: string; version: string; metric: VitalMetric; value: number }[];
}

export const REMOTE_FAILURE_MESSAGE_MAX = 300;

const EMAIL = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[^\s@"'<>()]+/g;
/** Addresses keep their origin and path; queries and fragments may carry search terms or tokens. */
const URL_TAIL = /(https?:\/\/[^\s?#"'<>]*)[?#][^\s"'<>]*/g;
/** Phone numbers, card numbers, ids of people: six digits or more in a row. */
const LONG_NUMBER = /\d{6,}/g;

/** An error message with nothing personal left in it, on one line, at most REMOTE_FAILURE_MESSAGE_MAX characters. */
export function scrubFailureMessage(message: string): string {
  const scrubbed = message.replace(URL_TAIL, '$1').replace(EMAIL, '[email]').replace(LONG_NUMBER, '[number]').replace(/\s+/g, ' ').trim();
  return scrubbed.length > REMOTE_FAILURE_MESSAGE_MAX ? `${scrubbed.slice(0, REMOTE_FAILURE_MESSAGE_MAX - 1)}…` : scrubbed;
}
