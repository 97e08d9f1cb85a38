import { http, type ReleaseDelivery, type ReleasePreview, type ReleasesOverview } from '@marketplace/shared';
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

/** POST api/releases/{remote}/preview: a link that opens the product with `version` for one browser, for an hour. */
export function makePreviewLink(remote: string, version: string): Promise<ReleasePreview> {
  return http.post<ReleasePreview>(`api/releases/${encodeURIComponent(remote)}/preview`, { version });
}

/** GET api/releases/delivery: the delivery figures of the last 30 days, from the audit log. */
export function loadDelivery(): Promise<ReleaseDelivery> {
  return http.get<ReleaseDelivery>('api/releases/delivery?days=30');
}
