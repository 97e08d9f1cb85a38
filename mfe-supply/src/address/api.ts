import { http } from '@marketplace/shared';
import type { Country } from '@marketplace/shared/src/schemas/address';

const COUNTRY_CODE: Record<Country, string> = { 'United Kingdom': 'gb', Ireland: 'ie', Spain: 'es' };

/** Where a place is, from our geocoder (GET api/geocoding/{query}.json): [longitude, latitude], or null when it is not known. */
async function locate(query: string, types: string, country: Country): Promise<[number, number] | null> {
  const answer = await http.get<{ features: Array<{ center: [number, number] }> }>(
    `api/geocoding/${encodeURIComponent(query.trim())}.json?country=${COUNTRY_CODE[country]}&limit=1&types=${types}`,
  );
  return answer.features[0]?.center ?? null;
}

/**
 * An address's place on the map and what to tell the person. Our geocoder knows the postcodes of listed
 * homes and every town: a new postcode is placed in its town.
 */
export async function placeOnMap(
  postcode: string,
  city: string,
  country: Country,
): Promise<{ position: [number, number] | null; status: string }> {
  const exact = await locate(postcode, 'postcode,address', country).catch(() => null);
  const found = exact ?? (city.trim() ? await locate(city, 'place,locality', country).catch(() => null) : null);
  return {
    position: found,
    status: exact ? 'Found on the map.' : found ? `Placed in ${city.trim()} on the map.` : 'We could not find this address.',
  };
}
