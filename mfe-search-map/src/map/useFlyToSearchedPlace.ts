import { reaction } from 'mobx';
import { useEffect } from 'react';
import type { SearchFilters } from '@marketplace/shared';
import { flyTarget } from './flyTo';
import { placeOf, type LoadedMap } from './useMapLibrary';

/**
 * Flies to a newly searched place (zoom 12, or 8 without a city), not while an area is drawn for it,
 * so the map follows the search form without losing a view the user drew.
 */
export function useFlyToSearchedPlace(loaded: LoadedMap | null, search: { readonly filters: SearchFilters }): void {
  useEffect(() => {
    if (!loaded) return;
    let previous = loaded.openedOn;
    return reaction(
      () => search.filters,
      (filters) => {
        const next = placeOf(filters);
        const target = flyTarget(previous, next, (filters.drawbboxs?.length ?? 0) > 0);
        previous = next;
        if (target) loaded.map.flyTo({ ...target, essential: true });
      },
    );
  }, [loaded, search]);
}
