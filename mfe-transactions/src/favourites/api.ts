import { http, type DashboardPageOf, type Favourite } from '@marketplace/shared';

/** The calls the bookmarks bar makes (listed in public-surface.ts). */
export const favouritesApi = {
  /** A page of the favourites, oldest first (24 a page). */
  list(page = 1): Promise<DashboardPageOf<Favourite>> {
    return http.post<DashboardPageOf<Favourite>>('api/favourites', { type: 'Property', page });
  },
};
