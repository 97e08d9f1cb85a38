/**
 * Release health from the browser's side: each remote failure this page saw goes to the API once, so
 * `npm run releases` can show a bad version. A page in a crash loop sends little: one report per
 * remote, version, kind and message, and at most MAX_REPORTS_PER_PAGE in all.
 */
import { scrubFailureMessage, type RemoteFailureKind, type RemoteFailureReport } from '@marketplace/shared';

export const MAX_REPORTS_PER_PAGE = 10;

export type ReportFailure = (remote: string, version: string, kind: RemoteFailureKind, error: unknown) => void;

export function createFailureReporter(send: (report: RemoteFailureReport) => Promise<unknown>): ReportFailure {
  const sent = new Set<string>();
  return (remote, version, kind, error) => {
    const message = scrubFailureMessage(error instanceof Error ? error.message : String(error)) || 'no message';
    const key = JSON.stringify([remote, version, kind, message]);
    if (sent.has(key) || sent.size >= MAX_REPORTS_PER_PAGE) return;
    sent.add(key);
    // Reporting is best effort: an API that is down must not add a failure of its own.
    send({ remote, version, kind, message }).catch(() => undefined);
  };
}
