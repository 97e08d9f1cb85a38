import { sql } from 'kysely';
import type { BookingStatus } from '@marketplace/shared/src/entities/booking.ts';
import { roomLabel } from '@marketplace/shared/src/rules/booking.ts';
import type { DashboardBooking } from '@marketplace/shared/src/answers/bookings.ts';
import type { DashboardPageOf } from '@marketplace/shared/src/answers/common.ts';
import { addDays } from '@marketplace/shared/src/rules/dates.ts';
import type { Database } from '../db/index.ts';
import { pageMeta } from '../http/paging.ts';
import { ukDayStart } from '../common/days.ts';
import { EFFECTIVE_POLICY, EFFECTIVE_STATUS } from '../common/booking.ts';

export const BOOKINGS_PAGE_SIZE = 15;

export interface BookingsFilter {
  as: 'guest' | 'host';
  status?: BookingStatus | undefined;
  /** 'YYYY-MM-DD': bookings still running on or after this day. */
  from?: string | undefined;
  /** 'YYYY-MM-DD': bookings starting on or before this day. */
  to?: string | undefined;
  /** Completed ones the user has still to review. */
  toReview?: boolean;
  /** Requested or accepted ones only: what is still to come. */
  open?: boolean;
  /** The soonest first (what comes next), instead of the latest first. */
  soonest?: boolean;
  page: number;
  /** Rows a page: BOOKINGS_PAGE_SIZE unless a summary wants fewer. */
  perPage?: number;
}

type Row = Omit<
  DashboardBooking,
  | 'price'
  | 'amount_due'
  | 'paid_amount'
  | 'refunded_amount'
  | 'cancellation_charge'
  | 'date_start'
  | 'date_end'
  | 'expires_at'
  | 'created_at'
  | 'rooms'
> & {
  price: string | number;
  amount_due: string | number;
  paid_amount: string | number;
  refunded_amount: string | number;
  cancellation_charge: string | number | null;
  date_start: Date | string;
  date_end: Date | string | null;
  expires_at: Date | string | null;
  created_at: Date | string;
  rooms: Array<{ type: string; quantity: number }> | null;
  total: number;
};

/** The user's bookings as guest or as host, soonest first, with the other party's name and whether it is paid and reviewed. */
export async function bookingsOf(db: Database, userId: number, f: BookingsFilter): Promise<DashboardPageOf<DashboardBooking>> {
  const mine = f.as === 'host' ? sql`b.host_id = ${userId}::int` : sql`b.user_id = ${userId}::int`;
  const other = f.as === 'host' ? sql`b.user_id` : sql`b.host_id`;
  const status = f.status ? sql`${EFFECTIVE_STATUS} = ${f.status}` : sql`true`;
  const from = f.from ? sql`coalesce(b.date_end, b.date_start) >= ${ukDayStart(f.from)}` : sql`true`;
  const to = f.to ? sql`b.date_start < ${ukDayStart(addDays(f.to, 1))}` : sql`true`;
  const perPage = f.perPage ?? BOOKINGS_PAGE_SIZE;
  // A guest reviews the stay or the service; a host reviews the guest.
  const reviewed =
    f.as === 'host'
      ? sql`exists (select 1 from guest_reviews r where r.booking_id = b.id)`
      : sql`exists (select 1 from host_reviews r where r.booking_id = b.id) or exists (select 1 from service_reviews r where r.booking_id = b.id)`;
  const order = f.soonest ? sql`b.date_start asc, b.id asc` : sql`b.date_start desc, b.id desc`;
  // The page's bookings are found first; only those of the page read their payments, rooms, other party and reviews (issue 40).
  const { rows } = await sql<Row>`
    with page as (
      select b.id, count(*) over ()::int as total from bookings b
      where ${mine} and ${status} and ${from} and ${to}
        and ${f.toReview ? sql`${EFFECTIVE_STATUS} = 'completed' and not (${reviewed})` : sql`true`}
        and ${f.open ? sql`${EFFECTIVE_STATUS} in ('pending', 'accepted')` : sql`true`}
      order by ${order}
      limit ${perPage} offset ${(f.page - 1) * perPage}
    )
    select b.id, b.booking_type, ${EFFECTIVE_STATUS} as status, coalesce(p.property_title, s.service_title, b.booked->>'title') as title,
      b.property_id, b.service_id, b.date_start, b.date_end, b.guests, b.price, b.amount_due, b.paid_at is not null as paid,
      (select coalesce(sum(pay.amount), 0) from payments pay where pay.booking_id = b.id and pay.status = 'succeeded') as paid_amount,
      b.refunded_amount, b.cancellation_charge, ${EFFECTIVE_POLICY} as cancellation_policy, b.price_lines,
      b.service_user_address, b.service_user_postcode, b.service_user_job_description, b.expires_at, b.chat_room_id, b.payment_token,
      -- What was booked, as it was booked; the seed's bookings as their rooms are.
      coalesce(b.booked->'rooms', (select json_agg(json_build_object('type', t.type, 'quantity', r.quantity) order by r.property_room_id)
        from booking_rooms r join property_rooms pr on pr.id = r.property_room_id join property_room_types t on t.id = pr.room_type_id
        where r.booking_id = b.id)::jsonb) as rooms,
      ${f.as} as role, ${other} as other_party_id,
      coalesce((select c.name from contacts c where c.user_id = ${other} order by c.id limit 1), 'Anonymous') as other_party,
      (${reviewed}) as reviewed, b.created_at, page.total
    from page
    join bookings b on b.id = page.id
    left join properties p on p.id = b.property_id
    left join services s on s.id = b.service_id
    order by ${order}`.execute(db);
  const total = rows[0]?.total ?? 0;
  return {
    data: rows.map(({ total: _total, ...r }) => ({
      ...r,
      price: Number(r.price),
      amount_due: Number(r.amount_due),
      paid_amount: Number(r.paid_amount),
      refunded_amount: Number(r.refunded_amount),
      cancellation_charge: r.cancellation_charge === null ? null : Number(r.cancellation_charge),
      rooms: (r.rooms ?? []).map((room) => ({ name: roomLabel(room.type), quantity: room.quantity })),
      date_start: new Date(r.date_start).toISOString(),
      date_end: r.date_end === null ? null : new Date(r.date_end).toISOString(),
      expires_at: r.expires_at === null ? null : new Date(r.expires_at).toISOString(),
      created_at: new Date(r.created_at).toISOString(),
    })),
    meta: pageMeta(f.page, perPage, total),
  };
}
