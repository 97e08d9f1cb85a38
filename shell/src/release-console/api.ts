import { http, type ReleasesOverview } from '@marketplace/shared';
import { moveRequest, type Move } from './moves';

/** GET api/releases: every remote's versions, canary and health, and the audit log. */
export function loadReleases(): Promise<ReleasesOverview> {
  return http.get<ReleasesOverview>('api/releases');
}

/** Makes the move; answers the overview as it now is. */
export function makeMove(move: Move, note: string): Promise<ReleasesOverview> {
  const { path, body } = moveRequest(move, note);
  return http.post<ReleasesOverview>(path, body);
}
