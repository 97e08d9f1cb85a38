import { http, nationOfContext, type Nation } from '@marketplace/shared';
import type { Country } from '@marketplace/shared/src/schemas/address';

const COUNTRY_CODE: Record<Country, string> = { 'United Kingdom': 'gb', Ireland: 'ie', Spain: 'es' };

interface Located {
  center: [number, number];
  /** The UK nation the gazetteer (or Mapbox) names in the place's context, whose law the advert follows. */
  nation: Nation | null;
}

/** Where a place is, from our geocoder (GET api/geocoding/{query}.json), or null when it is not known. */
async function locate(query: string, types: string, country: Country): Promise<Located | null> {
  const answer = await http.get<{ features: Array<{ center: [number, number]; context?: Array<{ short_code?: string }> }> }>(
    `api/geocoding/${encodeURIComponent(query.trim())}.json?country=${COUNTRY_CODE[country]}&limit=1&types=${types}`,
  );
  const feature = answer.features[0];
  return feature ? { center: feature.center, nation: nationOfContext(feature.context) } : null;
}

/**
 * An address's place on the map and what to tell the person. Our geocoder knows the postcodes of listed
 * homes and every town: a new postcode is placed in its town.
 */
export async function placeOnMap(
  postcode: string,
  city: string,
  country: Country,
): Promise<{ position: [number, number] | null; nation: Nation | null; status: string }> {
  const exact = await locate(postcode, 'postcode,address', country).catch(() => null);
  const found = exact ?? (city.trim() ? await locate(city, 'place,locality', country).catch(() => null) : null);
  return {
    position: found?.center ?? null,
    nation: found?.nation ?? null,
    status: exact ? 'Found on the map.' : found ? `Placed in ${city.trim()} on the map.` : 'We could not find this address.',
  };
}
