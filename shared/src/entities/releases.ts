import type { ReleaseAuditEntry } from '../answers/releases';

/**
 * The release console's live updates. Its view (GET api/releases) is an answer: shared/src/answers/releases.ts.
 */

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
