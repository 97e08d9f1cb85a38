import type { FeatureCollection } from './index.ts';
import type { SearchOptions } from './search.ts';

/** How long Mapbox may take before our own gazetteer answers instead. */
const TIMEOUT_MS = 3000;

/**
 * Mapbox's forward geocoding (v5, the shape our endpoint answers in) with the configured public
 * token: with MAPBOX_TOKEN set, every address search the browser sends through our API (a service
 * booking's address, an advert's postcode) finds full addresses everywhere, as the search bar does
 * when it asks Mapbox itself. Null when Mapbox does not answer, so the gazetteer answers instead.
 */
export function mapboxGeocoder(token: string, apiUrl: string, log: (error: unknown) => void = () => undefined) {
  const base = apiUrl.replace(/\/+$/, '');
  return async (rawQuery: string, opts: SearchOptions): Promise<FeatureCollection | null> => {
    const params = new URLSearchParams({
      access_token: token,
      types: [...opts.types].join(','),
      country: [...opts.countries].join(','),
      limit: String(opts.limit),
    });
    if (opts.proximity) params.set('proximity', opts.proximity.join(','));
    if (opts.bbox) params.set('bbox', opts.bbox.join(','));
    try {
      const res = await fetch(`${base}/geocoding/v5/mapbox.places/${encodeURIComponent(rawQuery)}.json?${params.toString()}`, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`Mapbox geocoding answered ${res.status}`);
      const body = (await res.json()) as FeatureCollection;
      return Array.isArray(body.features) ? body : null;
    } catch (error) {
      log(error);
      return null;
    }
  };
}
