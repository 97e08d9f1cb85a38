import { http, type Favourite } from '@marketplace/shared';

/** The calls the bookmarks bar makes (listed in public-surface.ts). */
export const favouritesApi = {
  async list(): Promise<Favourite[]> {
    return (await http.post<{ data: Favourite[] }>('api/favourites', { type: 'Property' })).data;
  },
};
