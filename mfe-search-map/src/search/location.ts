import { getRuntimeConfig, http, type AdType, type BoundingBox, type SearchLocation } from '@marketplace/shared';

/** A Mapbox Geocoding v5 feature: our API's geocoding endpoint answers in the same shape. */
export interface GeocoderFeature {
  id: string;
  place_type: string[];
  text: string;
  place_name: string;
  center: [number, number];
  bbox?: BoundingBox;
  address?: string;
  context?: Array<{ id: string; text: string; short_code?: string }>;
}

export const GEOCODER_LIMIT = 7;
export const GEOCODER_COUNTRIES = 'gb,ie,es';
const PLACE_TYPES = ['region', 'place', 'district', 'postcode', 'locality'];

/** Street addresses are offered only for adverts that have one: sale and let (types 4 to 6). */
export function geocoderTypes(adType: AdType | null): string {
  return [...PLACE_TYPES, ...(adType !== null && adType >= 4 ? ['address'] : [])].join(',');
}

/** The API path of a geocoder query (the shared http client adds the API host). */
export function geocoderPath(query: string, adType: AdType | null): string {
  const params = new URLSearchParams({ types: geocoderTypes(adType), limit: String(GEOCODER_LIMIT), country: GEOCODER_COUNTRIES });
  return `api/geocoding/${encodeURIComponent(query.trim())}.json?${params.toString()}`;
}

/** Mapbox's geocoding, which the browser asks directly when a Mapbox token is configured (spec 000 §7). */
export const MAPBOX_GEOCODING_URL = 'https://api.mapbox.com/geocoding/v5/mapbox.places';

/** Mapbox's URL of a geocoder query: the same types, limit and countries as our gazetteer's. */
export function mapboxGeocoderUrl(query: string, adType: AdType | null, token: string): string {
  const params = new URLSearchParams({
    access_token: token,
    types: geocoderTypes(adType),
    limit: String(GEOCODER_LIMIT),
    country: GEOCODER_COUNTRIES,
  });
  return `${MAPBOX_GEOCODING_URL}/${encodeURIComponent(query.trim())}.json?${params.toString()}`;
}

/** With a Mapbox token the browser asks Mapbox's geocoding itself; without one, our API's gazetteer. */
export async function findPlaces(query: string, adType: AdType | null): Promise<{ features?: GeocoderFeature[] }> {
  const { mapboxToken } = getRuntimeConfig();
  if (!mapboxToken) return http.get<{ features?: GeocoderFeature[] }>(geocoderPath(query, adType));
  const response = await fetch(mapboxGeocoderUrl(query, adType, mapboxToken));
  if (!response.ok) throw new Error(`Mapbox geocoding answered ${response.status}`);
  return (await response.json()) as { features?: GeocoderFeature[] };
}

type LocationFields = Omit<SearchLocation, 'radius' | 'drawbboxs'>;

/** What picking a suggestion puts in the form: address fields, the centre and the bounding box. */
export function locationOfFeature(feature: GeocoderFeature): LocationFields {
  const kind = feature.place_type[0];
  const context = (prefix: string) => feature.context?.find((item) => item.id.startsWith(`${prefix}.`));
  const own = (type: string) => (kind === type ? feature.text : null);
  const street = own('address');
  const line1 = street ? [feature.address, street].filter(Boolean).join(' ') : null;
  return {
    address: feature.place_name,
    line_1: line1,
    line_2: null,
    street,
    postcode: own('postcode') ?? context('postcode')?.text ?? null,
    city: own('place') ?? own('locality') ?? context('place')?.text ?? context('locality')?.text ?? null,
    county: own('district') ?? own('region') ?? context('district')?.text ?? context('region')?.text ?? null,
    country: context('country')?.text ?? (kind === 'country' ? feature.text : null),
    boundary_box: feature.bbox ?? null,
    longitude: feature.center[0],
    latitude: feature.center[1],
  };
}

/** Typing in the box without picking a suggestion searches by the text alone. */
export function locationOfText(text: string): LocationFields {
  return {
    address: text,
    line_1: null,
    line_2: null,
    street: null,
    postcode: null,
    city: null,
    county: null,
    country: null,
    boundary_box: null,
    longitude: null,
    latitude: null,
  };
}
