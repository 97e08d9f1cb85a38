import { sql } from 'kysely';
import type { BookingType } from '@marketplace/shared/src/entities/booking.ts';
import type { HostBookingMoney } from '@marketplace/shared/src/rules/hostMoney.ts';
import type { Database } from '../db/index.ts';
import { EFFECTIVE_STATUS } from './booking.ts';

/** A host's booking that moved money, as their payouts page and the statistics' Earnings read it (shared's hostMoney rules). */
export interface HostMoneyRow extends HostBookingMoney {
  booking_id: number;
  booking_type: BookingType;
  title: string | null;
  guest_name: string;
  paid_at: string | null;
  refunded_at: string | null;
}

type Raw = Omit<HostMoneyRow, 'paid' | 'refunded' | 'cancellation_charge' | 'date_start' | 'date_end' | 'paid_at' | 'refunded_at'> & {
  paid: string | number;
  refunded: string | number;
  cancellation_charge: string | number | null;
  date_start: Date | string;
  date_end: Date | string | null;
  paid_at: Date | string | null;
  refunded_at: Date | string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** Every booking of `hostId` a guest paid for, latest stay first: the host's alone (the session user's id, never one from a request). */
export async function hostMoneyRows(db: Database, hostId: number): Promise<HostMoneyRow[]> {
  const { rows } = await sql<Raw>`
    select b.id as booking_id, b.booking_type, ${EFFECTIVE_STATUS} as status, coalesce(b.cancelled_by = b.user_id, false) as cancelled_by_guest,
      pay.paid, pay.paid_at, b.refunded_amount as refunded, b.refunded_at, b.cancellation_charge, b.date_start, b.date_end,
      coalesce(p.property_title, s.service_title, b.booked->>'title') as title,
      coalesce((select c.name from contacts c where c.user_id = b.user_id order by c.id limit 1), 'Anonymous') as guest_name
    from bookings b
    join lateral (select sum(x.amount) as paid, max(x.paid_at) as paid_at from payments x
      where x.booking_id = b.id and x.status = 'succeeded') pay on pay.paid > 0
    left join properties p on p.id = b.property_id
    left join services s on s.id = b.service_id
    where b.host_id = ${hostId}::int
    order by b.date_start desc, b.id desc`.execute(db);
  return rows.map((r) => ({
    ...r,
    paid: Number(r.paid),
    refunded: Number(r.refunded),
    cancellation_charge: r.cancellation_charge === null ? null : Number(r.cancellation_charge),
    date_start: iso(r.date_start),
    date_end: r.date_end === null ? null : iso(r.date_end),
    paid_at: r.paid_at === null ? null : iso(r.paid_at),
    refunded_at: r.refunded_at === null ? null : iso(r.refunded_at),
  }));
}
