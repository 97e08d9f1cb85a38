import { sql } from 'kysely';
import { BOOKING_STATUS_IDS, type BookingStatus } from '@marketplace/shared/src/entities/booking.ts';
import type { StatisticsPeriod } from '@marketplace/shared/src/entities/dashboard.ts';
import type { DashboardStatistics, ReviewAverage } from '@marketplace/shared/src/answers/dashboard.ts';
import { periodDays, statisticsSeries } from '@marketplace/shared/src/rules/statisticsSeries.ts';
import { hostMoneyTotals } from '@marketplace/shared/src/rules/hostMoney.ts';
import type { Database } from '../db/index.ts';
import { roomEnquiries } from './enquiries.ts';
import { EFFECTIVE_STATUS } from '../common/booking.ts';
import { meanScoreSql } from '../common/scores.ts';
import { hostMoneyRows } from '../common/hostMoney.ts';
import { UNREAD_COUNTED } from '../common/notify.ts';
import { ukDay, ukDayStart } from '../common/days.ts';

const average = (row: { count: number; average: string | number | null } | undefined): ReviewAverage => ({
  count: row?.count ?? 0,
  average: row?.average === null || row?.average === undefined ? null : Math.round(Number(row.average) * 10) / 10,
});

type Figure = { kind: string; day: string | null; a: number; b: number; amount: string | null };

/** Every figure of the statistics page for one user, and the per-day series of the last `days` days. */
export async function statisticsOf(db: Database, userId: number, days: StatisticsPeriod, now = new Date()): Promise<DashboardStatistics> {
  const period = periodDays(now, days);
  const since = period[0] as string;
  // One statement (PGlite runs one at a time, so each round trip counts; budget: p95 50 ms for 1,000
  // adverts). The user's adverts, the bookings they host and their daily views are each read once,
  // into CTEs that both the totals and the series count from.
  const { rows: figures } = await sql<Figure>`
    with mine as materialized (
      select id, is_published from properties where user_id = ${userId}::int
    ), hosted as materialized (
      -- Counted as they are read: a few rows per status and day leave this CTE, not every booking.
      select ${EFFECTIVE_STATUS} as status, ${ukDay(sql`b.created_at`)} as day,
        -- Bookings the host accepted (and those since completed), by the day they were requested.
        b.status = 'accepted' and b.created_at >= ${ukDayStart(since)} as accepted_lately, count(*)::int as n
      from bookings b where b.host_id = ${userId}::int group by 1, 2, 3
    ), enquiries as materialized (
      select day, sum(n)::int as n from (
        select day, n from hosted union all select day::date, 1 from ${roomEnquiries(userId)} rooms
      ) e group by day
    ), views as materialized (
      select v.day, count(*)::int as n from advert_views v where v.property_id in (select id from mine) group by v.day
    )
    select 'adverts' as kind, null::text as day, count(*) filter (where is_published)::int as a,
        count(*) filter (where not is_published)::int as b, null::numeric as amount
      from mine
    union all
    select 'services', null, count(*) filter (where is_published)::int, count(*) filter (where not is_published)::int, null
      from services where user_id = ${userId}::int
    union all
    select 'views', null, coalesce(sum(n), 0)::int, 0, null from views
    union all
    select 'series:views', day::text, n, 0, null from views where day >= ${since}::date
    union all
    select 'favourites', null, count(*)::int, 0, null from favourites f
      where f.property_id in (select id from mine) and f.user_id <> ${userId}::int
    union all
    select 'enquiries', null, coalesce(sum(n), 0)::int, 0, null from enquiries
    union all
    select 'series:enquiries', day::text, n, 0, null from enquiries where day >= ${since}::date
    union all
    select 'status:' || status, null, sum(n)::int, 0, null from hosted group by status
    union all
    select 'series:bookings', day::text, sum(n)::int, 0, null from hosted where accepted_lately group by day
    union all
    select 'notifications', null, (select count(*)::int from (select 1 from notifications n
        where n.notifiable_id = ${userId}::int and n.read_at is null limit ${UNREAD_COUNTED}) u), 0, null
    union all
    select 'messages', null, (select count(*)::int from (select 1 from messages m
        where m.to_user_id = ${userId}::int and m.read_at is null limit ${UNREAD_COUNTED}) u), 0, null
    union all
    select 'review:host', null, count(*)::int, 0, avg(${meanScoreSql('host')})
      from host_reviews r where r.host_id = ${userId}::int
    union all
    select 'review:service', null, count(*)::int, 0, avg(${meanScoreSql('service')})
      from service_reviews r join services s on s.id = r.service_id where s.user_id = ${userId}::int
    union all
    select 'review:guest', null, count(*)::int, 0, avg(${meanScoreSql('guest')}) from guest_reviews r where r.guest_id = ${userId}::int`.execute(
    db,
  );
  // Each figure is a row: `a` and `b` counts, `amount` an average or a sum in pounds.
  const row = (kind: string) => figures.find((r) => r.kind === kind);
  const count = (kind: string) => row(kind)?.a ?? 0;
  const series = (name: 'views' | 'enquiries' | 'bookings') =>
    figures.filter((r) => r.kind === `series:${name}`).map((r) => ({ day: r.day ?? '', n: r.a }));
  const listing = (kind: string) => ({ published: row(kind)?.a ?? 0, unpublished: row(kind)?.b ?? 0 });
  const counted = Object.fromEntries(BOOKING_STATUS_IDS.map((st) => [st, count(`status:${st}`)])) as Record<BookingStatus, number>;
  const review = (kind: string) =>
    average(row(`review:${kind}`) && { count: count(`review:${kind}`), average: row(`review:${kind}`)?.amount ?? null });
  return {
    adverts: listing('adverts'),
    services: listing('services'),
    views: count('views'),
    favourites: count('favourites'),
    enquiries: count('enquiries'),
    bookings: counted,
    unread_messages: count('messages'),
    unread_notifications: count('notifications'),
    // Completed, paid bookings less refunds, and charges kept after a guest cancelled: the payouts page's rule.
    earnings: hostMoneyTotals(await hostMoneyRows(db, userId), new Date()).earned,
    reviews: { host: review('host'), service: review('service'), guest: review('guest') },
    period: days,
    series: statisticsSeries(period, { views: series('views'), enquiries: series('enquiries'), bookings: series('bookings') }),
  };
}
