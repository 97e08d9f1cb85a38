import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/index.ts';
import { UNREAD_COUNTED } from '../common/notify.ts';
import { ukDay } from '../common/days.ts';

type Enquiry = { property_id: number | null; service_id: number | null; day: string };

/**
 * The chat rooms others opened about a user's adverts and services, as enquiry rows. The owner is
 * always one of a room's two people, so the rooms are found through the user's own (indexed) rooms
 * rather than by reading every room on the site.
 */
export function roomEnquiries(userId: number): RawBuilder<Enquiry> {
  return sql<Enquiry>`(
    select r.property_id, r.service_id, ${ukDay(sql`r.created_at`)}::text as day
    from chat_rooms r
    left join properties p on p.id = r.property_id
    left join services s on s.id = r.service_id
    where (r.first_user_id = ${userId}::int or r.second_user_id = ${userId}::int) and coalesce(p.user_id, s.user_id) = ${userId}::int
  )`;
}

/**
 * Enquiries a user received, as rows (property_id, service_id, day): the booking requests made on their
 * adverts and services, and the chat rooms others opened about them. Statistics and the portfolio both
 * count from here, so they agree.
 */
export function enquiriesReceived(userId: number): RawBuilder<Enquiry> {
  return sql<Enquiry>`(
    select b.property_id, b.service_id, ${ukDay(sql`b.created_at`)}::text as day
    from bookings b where b.host_id = ${userId}::int
    union all
    select * from ${roomEnquiries(userId)} rooms
  )`;
}

/** Chat messages sent to a user that they have not read yet, counted up to UNREAD_COUNTED. */
export async function unreadMessages(db: Database, userId: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from (select 1 from messages
    where to_user_id = ${userId}::int and read_at is null limit ${UNREAD_COUNTED}) unread`.execute(db);
  return rows[0]?.n ?? 0;
}
