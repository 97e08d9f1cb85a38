import { sql } from 'kysely';
import type { BookingStatus } from '@marketplace/shared/src/entities/booking.ts';
import type { DashboardStatistics, ReviewAverage, StatisticsPeriod } from '@marketplace/shared/src/entities/dashboard.ts';
import { periodDays, statisticsSeries } from '@marketplace/shared/src/rules/statisticsSeries.ts';
import type { Database } from '../db/index.ts';
import { enquiriesReceived, unreadMessages } from './enquiries.ts';

const BOOKING_STATUSES: readonly BookingStatus[] = ['pending', 'accepted', 'declined', 'cancelled', 'completed'];

/** The effective status in SQL, as shared's effectiveStatus: accepted and ended reads completed. */
export const EFFECTIVE_STATUS = sql<string>`case when b.status = 'accepted' and coalesce(b.date_end, b.date_start) <= now() then 'completed' else b.status end`;

const average = (row: { count: number; average: string | number | null } | undefined): ReviewAverage => ({
  count: row?.count ?? 0,
  average: row?.average === null || row?.average === undefined ? null : Math.round(Number(row.average) * 10) / 10,
});

type DayCount = { day: string; n: number };

/** Every figure of the statistics page for one user, and the per-day series of the last `days` days. */
export async function statisticsOf(db: Database, userId: number, days: StatisticsPeriod, now = new Date()): Promise<DashboardStatistics> {
  const period = periodDays(now, days);
  const since = period[0] as string;
  const [listings, totals, byStatus, reviews, views, enquiries, bookings, unread] = await Promise.all([
    sql<{ kind: string; published: number; unpublished: number }>`
      select 'adverts' as kind, count(*) filter (where is_published)::int as published, count(*) filter (where not is_published)::int as unpublished
        from properties where user_id = ${userId}::int
      union all
      select 'services', count(*) filter (where is_published)::int, count(*) filter (where not is_published)::int
        from services where user_id = ${userId}::int`.execute(db),
    sql<{ views: number; favourites: number; enquiries: number; earnings: string | null; unread_notifications: number }>`
      select
        (select count(*)::int from advert_views v join properties p on p.id = v.property_id where p.user_id = ${userId}::int) as views,
        (select count(*)::int from favourites f join properties p on p.id = f.property_id where p.user_id = ${userId}::int and f.user_id <> ${userId}::int) as favourites,
        (select count(*)::int from ${enquiriesReceived(userId)} e) as enquiries,
        (select sum(pay.amount) from payments pay join bookings b on b.id = pay.booking_id
          where b.host_id = ${userId}::int and pay.kind = 'booking' and pay.status = 'succeeded') as earnings,
        (select count(*)::int from notifications n where n.notifiable_id = ${userId}::int and n.read_at is null) as unread_notifications`.execute(db),
    sql<{ status: string; n: number }>`select ${EFFECTIVE_STATUS} as status, count(*)::int as n from bookings b where b.host_id = ${userId}::int group by 1`.execute(db),
    sql<{ kind: string; count: number; average: string | null }>`
      select 'host' as kind, count(*)::int as count, avg((review_communication + review_cleanliness + review_location + review_value) / 4.0) as average
        from host_reviews where host_id = ${userId}::int
      union all
      select 'service', count(*)::int, avg((r.review_communication + r.review_professionalism + r.review_value) / 3.0)
        from service_reviews r join services s on s.id = r.service_id where s.user_id = ${userId}::int
      union all
      select 'guest', count(*)::int, avg(review_star) from guest_reviews where guest_id = ${userId}::int`.execute(db),
    sql<DayCount>`
      select v.day::text as day, count(*)::int as n from advert_views v join properties p on p.id = v.property_id
      where p.user_id = ${userId}::int and v.day >= ${since}::date group by v.day`.execute(db),
    sql<DayCount>`select e.day, count(*)::int as n from ${enquiriesReceived(userId)} e where e.day >= ${since} group by e.day`.execute(db),
    // Bookings the host accepted (and those since completed), by the day they were requested.
    sql<DayCount>`
      select (b.created_at at time zone 'UTC')::date::text as day, count(*)::int as n from bookings b
      where b.host_id = ${userId}::int and b.status = 'accepted' and b.created_at >= ${since}::date group by 1`.execute(db),
    unreadMessages(userId),
  ]);
  const listing = (kind: string) => {
    const row = listings.rows.find((r) => r.kind === kind);
    return { published: row?.published ?? 0, unpublished: row?.unpublished ?? 0 };
  };
  const t = totals.rows[0];
  const counted = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, byStatus.rows.find((r) => r.status === s)?.n ?? 0])) as Record<BookingStatus, number>;
  const review = (kind: string) => average(reviews.rows.find((r) => r.kind === kind));
  return {
    adverts: listing('adverts'),
    services: listing('services'),
    views: t?.views ?? 0,
    favourites: t?.favourites ?? 0,
    enquiries: t?.enquiries ?? 0,
    bookings: counted,
    unread_messages: unread,
    unread_notifications: t?.unread_notifications ?? 0,
    earnings: Number(t?.earnings ?? 0),
    reviews: { host: review('host'), service: review('service'), guest: review('guest') },
    period: days,
    series: statisticsSeries(period, { views: views.rows, enquiries: enquiries.rows, bookings: bookings.rows }),
  };
}
