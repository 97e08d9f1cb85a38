/**
 * Release health from the browser's side: which registry version of each remote this page load used
 * (POST api/remote-loads, gathered for a moment and sent together) and the first failure of each
 * (POST api/remote-failures), both under the page load's token from /config.json. The API counts each
 * page load once per remote, so release managers see a failure rate; a tester's override and a remote
 * the registry never named are nobody's release, and nothing is sent without a token.
 */
import {
  isHttpError,
  scrubFailureMessage,
  type RemoteFailureKind,
  type RemoteFailureReport,
  type RemoteLoadsReport,
} from '@marketplace/shared';

export type ReportFailure = (remote: string, version: string, kind: RemoteFailureKind, error: unknown) => void;
export type ReportLoad = (remote: string, version: string) => void;

export interface ReleaseHealthSender {
  failure(report: RemoteFailureReport): Promise<unknown>;
  loads(report: RemoteLoadsReport): Promise<unknown>;
}

/** Versions that are no registry release: a tester's override, or a remote whose version the page never learnt. */
const NOT_RELEASES = new Set(['override', 'unknown']);

/** Whether a version is a registry release (release health's evidence), not a tester's override or unknown. */
export const isRelease = (version: string): boolean => !NOT_RELEASES.has(version);

/** How long loads are gathered before they go in one request: the remotes of a page arrive within it. */
export const LOAD_BATCH_MS = 1000;

export function createReleaseHealth(
  send: ReleaseHealthSender,
  pageLoad: string | undefined,
  batchMs = LOAD_BATCH_MS,
): { reportFailure: ReportFailure; reportLoad: ReportLoad } {
  const failed = new Set<string>();
  const loaded = new Set<string>();
  let pending: { remote: string; version: string }[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  // Reporting is best effort: an API that is down must not add a failure of its own.
  const quietly = (sent: Promise<unknown>) => void sent.catch(() => undefined);

  const flush = () => {
    timer = null;
    if (!pageLoad || pending.length === 0) return;
    quietly(send.loads({ page_load: pageLoad, remotes: pending }));
    pending = [];
  };

  return {
    reportLoad(remote, version) {
      if (!pageLoad || NOT_RELEASES.has(version) || loaded.has(remote)) return;
      loaded.add(remote);
      pending.push({ remote, version });
      timer ??= setTimeout(flush, batchMs);
    },
    reportFailure(remote, version, kind, error) {
      // The API counts one failure per page load and remote: the first is the one worth sending.
      if (!pageLoad || NOT_RELEASES.has(version) || failed.has(remote)) return;
      failed.add(remote);
      const said = scrubFailureMessage(error instanceof Error ? error.message : String(error)) || 'no message';
      // A failed API call names its request, so the report leads to the API's log line for it.
      const message = isHttpError(error) && error.requestId ? `request ${error.requestId}: ${said}` : said;
      quietly(send.failure({ remote, version, kind, message, page_load: pageLoad }));
    },
  };
}
