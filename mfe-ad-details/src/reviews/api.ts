import { http, type ReviewByType, type ReviewType } from '@marketplace/shared';

/** The neighbourhood radius options (miles) and the default (spec 000 §9). */
export const RADIUS_OPTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15] as const;
export const DEFAULT_RADIUS = 5;

/**
 * The review endpoints take form data (spec 000 §7), sent URL-encoded: the API reads multipart only on
 * routes that take uploads.
 */
function form(values: Record<string, string | number | null | undefined>): URLSearchParams {
  const data = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== null && value !== undefined) data.set(key, String(value));
  return data;
}

export async function fetchHostReviews(adId: number): Promise<Array<ReviewByType['host']>> {
  const answer = await http.post<{ data?: Array<ReviewByType['host']> }>('api/host-reviews', form({ ad_id: adId }));
  return answer?.data ?? [];
}

export async function fetchNeighbourhoodReviews(
  adId: number,
  radius: number = DEFAULT_RADIUS,
  addressId?: number | null,
): Promise<Array<ReviewByType['neighbourhood']>> {
  const answer = await http.post<{ data?: Array<ReviewByType['neighbourhood']> }>(
    'api/neighbourhood-reviews',
    form({ ad_id: adId, address_id: addressId, radius }),
  );
  return answer?.data ?? [];
}

export async function fetchServiceReviews(providerId: number, occupationId?: number | null): Promise<Array<ReviewByType['service']>> {
  const answer = await http.post<{ data?: Array<ReviewByType['service']> }>(
    'api/service-reviews',
    form({ service_provider_id: providerId, service_type_occupation_id: occupationId }),
  );
  return answer?.data ?? [];
}

/** Guest reviews answer as data.data (spec 000 §7). */
export async function fetchGuestReviews(guestId: number): Promise<Array<ReviewByType['guest']>> {
  const answer = await http.post<{ data?: { data?: Array<ReviewByType['guest']> } }>('api/guest-reviews', form({ guest_id: guestId }));
  return answer?.data?.data ?? [];
}

/** A service's provider and occupation, which its review list is keyed by. */
export async function fetchServiceReviewsOf(serviceId: number): Promise<Array<ReviewByType['service']>> {
  const { data } = await http.get<{ data: { user_id: number; service_type_occupation_id: number } }>(`api/services/${serviceId}`);
  return fetchServiceReviews(data.user_id, data.service_type_occupation_id);
}

/**
 * The list the reviews modal shows for a request: `subjectId` is the advert (host, neighbourhood),
 * the service (service) or the guest (guest).
 */
export function fetchReviewsFor<K extends ReviewType>(type: K, subjectId: number, radius: number): Promise<Array<ReviewByType[K]>> {
  const byType: { [T in ReviewType]: () => Promise<Array<ReviewByType[T]>> } = {
    host: () => fetchHostReviews(subjectId),
    neighbourhood: () => fetchNeighbourhoodReviews(subjectId, radius),
    service: () => fetchServiceReviewsOf(subjectId),
    guest: () => fetchGuestReviews(subjectId),
  };
  return byType[type]();
}
