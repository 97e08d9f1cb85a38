import { useEffect, useState } from 'react';
import type { MapApi, MapLibrary } from './library';
import { MapMarker } from './MapMarker';
import type { LngLat } from './pins';
import * as styles from './map.module.css';

/** The style's metadata key naming the places GeoJSON (api/src/mapdata/style.ts). */
export const PLACES_METADATA_KEY = 'roofline:places';
/** More labels than this at once crowd the pins out. */
const MAX_LABELS = 40;

export interface Place {
  name: string;
  position: LngLat;
  minzoom: number;
}

export interface MapViewport {
  west: number;
  south: number;
  east: number;
  north: number;
  zoom: number;
}

/** The labels worth showing in a viewport: in view, big enough for the zoom, biggest first (the data's order). */
export function placesInView(places: readonly Place[], view: MapViewport, max = MAX_LABELS): Place[] {
  return places
    .filter(
      (p) =>
        p.minzoom <= view.zoom &&
        p.position[0] >= view.west &&
        p.position[0] <= view.east &&
        p.position[1] >= view.south &&
        p.position[1] <= view.north,
    )
    .slice(0, max);
}

interface PlacesCollection {
  features: Array<{ geometry: { coordinates: LngLat }; properties: { name: string; minzoom: number } }>;
}

/**
 * Place names on the self-hosted map. Its style has no fonts (none can be fetched offline), so the
 * browser draws the names as HTML markers; the API names the data in the style's metadata.
 */
export function PlaceLabels({ library, map, view }: { library: MapLibrary; map: MapApi; view: MapViewport | null }) {
  const [places, setPlaces] = useState<Place[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    let requested = false;
    // The style arrives after the map is created: its metadata names the places once it has loaded.
    const read = () => {
      const metadata = map.getStyle()?.metadata as Record<string, unknown> | undefined;
      const url = metadata?.[PLACES_METADATA_KEY];
      if (requested || typeof url !== 'string') return;
      requested = true;
      map.off('styledata', read);
      fetch(url, { signal: controller.signal })
        .then((res) => (res.ok ? (res.json() as Promise<PlacesCollection>) : null))
        .then((data) => {
          if (data)
            setPlaces(
              data.features.map((f) => ({ name: f.properties.name, position: f.geometry.coordinates, minzoom: f.properties.minzoom })),
            );
        })
        // Labels are a nicety: the map works without them.
        .catch(() => undefined);
    };
    map.on('styledata', read);
    read();
    return () => {
      map.off('styledata', read);
      controller.abort();
    };
  }, [map]);

  if (!view) return null;
  return (
    <>
      {placesInView(places, view).map((place) => (
        <MapMarker
          key={place.name + place.position.join()}
          library={library}
          map={map}
          position={place.position}
          className={styles.placeMarker}
          layer={0}
        >
          <span className={styles.placeLabel}>{place.name}</span>
        </MapMarker>
      ))}
    </>
  );
}
