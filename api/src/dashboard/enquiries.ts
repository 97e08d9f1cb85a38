import { sql, type RawBuilder } from 'kysely';

/**
 * Enquiries a user received, as rows (property_id, service_id, day): today the booking requests made
 * on their adverts and services. The one place to add chat rooms opened about an advert once the
 * messages tables exist, so the statistics and the portfolio count enquiries the same way.
 */
export function enquiriesReceived(userId: number): RawBuilder<{ property_id: number | null; service_id: number | null; day: string }> {
  return sql<{ property_id: number | null; service_id: number | null; day: string }>`(
    select b.property_id, b.service_id, (b.created_at at time zone 'UTC')::date::text as day
    from bookings b where b.host_id = ${userId}::int
  )`;
}

/**
 * Unread chat messages of a user. The chat tables come with the messages work (migration 0009),
 * which is not on this branch: until it is merged and this reads them, a user has none.
 */
export async function unreadMessages(_userId: number): Promise<number> {
  return 0;
}
