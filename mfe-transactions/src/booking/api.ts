import {
  http,
  type Advert,
  type Booking,
  type BookingCalendar,
  type BookingsByAd,
  type Service,
  type StayTerms,
} from '@marketplace/shared';

/** The calls the Booking dialog makes (listed in public-surface.ts). */
export interface BookingApi {
  advert(id: number): Promise<Advert>;
  service(id: number): Promise<Service>;
  bookingsByAd(body: {
    host_id: number;
    booking_type: string;
    property_id: number | null;
    service_id: number | null;
  }): Promise<BookingsByAd>;
  calendar(body: { property_id: number | null; service_id: number | null }): Promise<BookingCalendar[]>;
  book(body: Record<string, unknown>): Promise<Booking>;
  /** How a short stay books for this guest (Instant Book or a request). */
  stayTerms(id: number): Promise<StayTerms>;
  /** Address suggestions from our geocoding endpoint (Mapbox's answer shape). */
  geocode(query: string): Promise<GeocoderFeature[]>;
}

/** A Mapbox Geocoding v5 feature, as api/geocoding answers. */
export interface GeocoderFeature {
  id: string;
  place_type: string[];
  text: string;
  place_name: string;
  context?: Array<{ id: string; text: string }>;
}

export const GEOCODER_LIMIT = 7;
export const GEOCODER_COUNTRIES = 'gb,ie,es';
export const GEOCODER_TYPES = 'region,place,district,postcode,locality,address';

/** The postcode of a suggestion: its context's postcode, or its own text when it is one. */
export function postcodeOf(feature: GeocoderFeature): string | null {
  const fromContext = feature.context?.find((item) => item.id.startsWith('postcode.'))?.text;
  return fromContext ?? (feature.place_type.includes('postcode') ? feature.text : null);
}

export const bookingApi: BookingApi = {
  async advert(id) {
    return (await http.get<{ data: Advert }>(`api/properties/${id}`)).data;
  },
  async service(id) {
    return (await http.get<{ data: Service }>(`api/services/${id}`)).data;
  },
  bookingsByAd(body) {
    return http.post<BookingsByAd>('api/bookings-by-ad-id', body);
  },
  async calendar(body) {
    return (await http.post<{ data: BookingCalendar[] }>('api/bookings-calendar', body)).data;
  },
  async book(body) {
    return (await http.post<{ data: Booking }>('api/book', body)).data;
  },
  async stayTerms(id) {
    return (await http.get<{ data: StayTerms }>(`api/properties/${id}/stay`)).data;
  },
  async geocode(query) {
    const params = new URLSearchParams({ types: GEOCODER_TYPES, limit: String(GEOCODER_LIMIT), country: GEOCODER_COUNTRIES });
    const answer = await http.get<{ features: GeocoderFeature[] }>(
      `api/geocoding/${encodeURIComponent(query.trim())}.json?${params.toString()}`,
    );
    return answer.features.slice(0, GEOCODER_LIMIT);
  },
};
