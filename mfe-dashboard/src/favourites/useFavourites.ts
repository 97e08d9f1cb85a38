import { useCallback, useEffect, useState } from 'react';
import { reaction } from 'mobx';
import { failureMessage, http, sessionStore, type DashboardPageOf, type Favourite, type ShortlistStatus } from '@marketplace/shared';

/** Every saved home, a page of the API's at a time (at most 500 an account, 24 a page). */
async function allFavourites(): Promise<Favourite[]> {
  const list: Favourite[] = [];
  for (let page = 1; ; page++) {
    const answer = await http.post<DashboardPageOf<Favourite>>('api/favourites', { type: 'Property', page });
    list.push(...answer.data);
    if (answer.meta.current_page >= answer.meta.last_page) return list;
  }
}

export interface FavouritesState {
  favourites: Favourite[] | null;
  error: string | null;
  /** Moves a home on the shortlist or changes its note; resolves false (with `error` set) when refused. */
  change(id: number, body: { status?: ShortlistStatus; note?: string | null }): Promise<boolean>;
}

/**
 * The signed-in person's saved homes with their shortlist (POST api/favourites), read again whenever a
 * heart anywhere on the page adds or removes one (the session's favourites change); a change of status
 * or note is PUT api/favourites/{id}, kept by the API so it follows the person to another device.
 */
export function useFavourites(): FavouritesState {
  const [favourites, setFavourites] = useState<Favourite[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  useEffect(
    () =>
      reaction(
        () => (sessionStore.user?.favourite_properties ?? []).map((f) => f.id).join(','),
        () => setRound((n) => n + 1),
      ),
    [],
  );

  useEffect(() => {
    let current = true;
    allFavourites().then(
      (list) => current && setFavourites(list),
      (e: unknown) => current && setError(failureMessage(e, 'Your saved homes could not be loaded.')),
    );
    return () => {
      current = false;
    };
  }, [round]);

  const change = useCallback(async (id: number, body: { status?: ShortlistStatus; note?: string | null }) => {
    try {
      const { data } = await http.put<{ data: Favourite }>(`api/favourites/${id}`, body);
      setFavourites((list) => list?.map((f) => (f.id === id ? data : f)) ?? null);
      setError(null);
      return true;
    } catch (e) {
      setError(failureMessage(e, 'The change could not be saved.'));
      return false;
    }
  }, []);

  return { favourites, error, change };
}
