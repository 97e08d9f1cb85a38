import { reaction } from 'mobx';
import { useEffect } from 'react';
import { isPhone } from '@marketplace/shared';
import type { MapCamera, MapFit } from '../search/store';
import { fitPadding, fitView } from './fit';
import { flyTarget } from './flyTo';
import type { LoadedMap } from './useMapLibrary';

interface FittedSearch {
  readonly fit: MapFit | null;
  keepCamera(view: MapCamera): void;
}

/**
 * After each typed search (the filters' Search, a link, an address restored) the map shows its results:
 * fitted inside the room the map's controls, legend and a pin's tag leave, or, with none placed, flown
 * to the searched place (zoom 12, or 8 without a city; not while an area is drawn there). Paging, a sort
 * or the person's own pans and zooms ask for no fit, so the map never fights them. Where the person
 * leaves the map is kept, so it opens there again (Back from an advert).
 */
export function useFitResults(loaded: LoadedMap | null, search: FittedSearch): void {
  useEffect(() => {
    if (!loaded) return;
    const { map } = loaded;
    let fitted = loaded.openedOnFit;
    let place = loaded.openedOn;
    const stopFitting = reaction(
      () => search.fit,
      (fit) => {
        if (!fit || fit.id <= fitted) return;
        fitted = fit.id;
        const container = map.getContainer();
        const size = { width: container.clientWidth, height: container.clientHeight };
        if (fit.box && size.width > 0 && size.height > 0) map.easeTo(fitView(fit.box, size, fitPadding(isPhone())));
        else {
          const target = flyTarget(place, fit.place, fit.drawn);
          if (target) map.flyTo({ ...target, essential: true });
        }
        place = fit.place;
      },
    );
    const keep = () => {
      const { lng, lat } = map.getCenter();
      search.keepCamera({ center: [lng, lat], zoom: map.getZoom() });
    };
    map.on('moveend', keep);
    return () => {
      stopFitting();
      map.off('moveend', keep);
    };
  }, [loaded, search]);
}
