import { sql } from 'kysely';
import type { Discount } from '@marketplace/shared/src/entities/advert.ts';
import type { CancellationPolicy } from '@marketplace/shared/src/answers/bookings.ts';
import type { SubjectRef } from '@marketplace/shared/src/schemas/bookings.ts';
import { cancellationPolicyOf } from '@marketplace/shared/src/rules/bookingMoney.ts';
import { addDays, today } from '@marketplace/shared/src/rules/dates.ts';
import type { Database } from '../db/index.ts';
import { CALENDAR_DAYS_AHEAD } from '@marketplace/shared/src/schemas/dashboard.ts';

/** A property advert or a service, with what booking it needs: its owner, prices, windows and rooms. */
export interface Subject {
  kind: 'property' | 'service';
  id: number;
  ownerId: number;
  title: string;
  published: boolean;
  price: number;
  /** Property: 2 per hour, 3 per night; services have none. */
  rentTypeId: number | null;
  typeDetailId: number | null;
  isShortTerm: boolean;
  isPetFriendly: boolean;
  /** Instant Book, and whether only trusted guests get it (shared's booksInstantly). */
  instantBook: { is_instant_book: boolean; instant_book_trusted_only: boolean };
  /** Per pet, only when pets are paid for. */
  petFee: number | null;
  cleaningFee: number | null;
  serviceFee: number | null;
  /** 'YYYY-MM-DD' availability of the advert. */
  dateStart: string | null;
  dateEnd: string | null;
  rooms: Array<{ id: number; price: number; quantity: number; rentTypeId: number; type: string; guests: number }>;
  /** How many guests the place takes when booked whole (the advert's tenants_guests); null: not said. */
  guests: number | null;
  discounts: Discount[];
  checkIn: { flexible: boolean; from: string | null; to: string | null };
  checkOut: { flexible: boolean; from: string | null; to: string | null };
  cancellation: CancellationPolicy | null;
  /** Service working hours ('HH:mm:ss'); null is flexible. */
  workingFrom: string | null;
  workingTo: string | null;
  paymentType: string | null;
}

export type { SubjectRef };

async function loadProperty(db: Database, id: number): Promise<Subject | null> {
  const p = await db
    .selectFrom('properties as p')
    .leftJoin('property_details as d', 'd.property_id', 'p.id')
    .leftJoin('property_policies as pol', 'pol.property_id', 'p.id')
    .select([
      'p.id',
      'p.user_id',
      'p.property_title',
      'p.is_published',
      'p.price',
      'p.property_rent_type_id',
      'p.property_type_details_id',
      'p.is_short_term',
      'p.is_pet_friendly',
      'p.is_instant_book',
      'p.instant_book_trusted_only',
      'p.pet_friendly_paid',
      'p.pet_friendly_fee',
      'p.tenants_guests',
      'd.cleaning_fee',
      'd.service_fee',
      'pol.check_in_flexible',
      'pol.check_in_from',
      'pol.check_in_to',
      'pol.check_out_flexible',
      'pol.check_out_from',
      'pol.check_out_to',
      'pol.cancellation_period',
      'pol.cancellation_rule_id',
      'pol.cancellation_late_rule_id',
      'pol.cancellation_fee',
      sql<string | null>`to_char(p.date_start, 'YYYY-MM-DD')`.as('date_start'),
      sql<string | null>`to_char(p.date_end, 'YYYY-MM-DD')`.as('date_end'),
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!p) return null;
  const [rooms, discounts] = await Promise.all([
    db
      .selectFrom('property_rooms as r')
      .innerJoin('property_room_types as t', 't.id', 'r.room_type_id')
      .select(['r.id', 'r.price', 'r.quantity', 'r.property_rent_type_id', 'r.guests', 't.type'])
      .where('r.property_id', '=', id)
      // A withdrawn room (removed while booked) takes no new bookings.
      .where('r.withdrawn_at', 'is', null)
      .orderBy('r.id')
      .execute(),
    db
      .selectFrom('property_discounts as x')
      .innerJoin('discount_types as t', 't.id', 'x.discount_type_id')
      .select(['x.id', 'x.discount_type_id', 't.type', 'x.discount_term', 'x.discount_fee', 'x.discount_fee_type'])
      .where('x.property_id', '=', id)
      .orderBy('x.id')
      .execute(),
  ]);
  const time = (value: string | Date | null) => (value instanceof Date ? value.toISOString().slice(11, 19) : value);
  return {
    kind: 'property',
    id: p.id,
    ownerId: p.user_id,
    title: p.property_title,
    published: p.is_published,
    price: Number(p.price),
    rentTypeId: p.property_rent_type_id,
    typeDetailId: p.property_type_details_id,
    isShortTerm: p.is_short_term,
    isPetFriendly: p.is_pet_friendly,
    instantBook: { is_instant_book: p.is_short_term && p.is_instant_book, instant_book_trusted_only: p.instant_book_trusted_only },
    petFee: p.pet_friendly_paid && p.pet_friendly_fee !== null ? Number(p.pet_friendly_fee) : null,
    cleaningFee: p.cleaning_fee === null ? null : Number(p.cleaning_fee),
    serviceFee: p.service_fee === null ? null : Number(p.service_fee),
    dateStart: p.date_start,
    dateEnd: p.date_end,
    rooms: rooms.map((r) => ({
      id: r.id,
      price: Number(r.price),
      quantity: r.quantity,
      rentTypeId: r.property_rent_type_id,
      type: r.type,
      guests: r.guests,
    })),
    guests: p.tenants_guests > 0 ? p.tenants_guests : null,
    discounts: discounts.map((x) => ({
      id: x.id,
      discount_type_id: x.discount_type_id,
      discount_type: { id: x.discount_type_id, type: x.type },
      discount_term: x.discount_term,
      discount_fee: Number(x.discount_fee),
      discount_fee_type: x.discount_fee_type,
    })),
    checkIn: { flexible: p.check_in_flexible ?? true, from: time(p.check_in_from), to: time(p.check_in_to) },
    checkOut: { flexible: p.check_out_flexible ?? true, from: time(p.check_out_from), to: time(p.check_out_to) },
    cancellation: cancellationPolicyOf(p),
    workingFrom: null,
    workingTo: null,
    paymentType: null,
  };
}

async function loadService(db: Database, id: number): Promise<Subject | null> {
  const s = await db
    .selectFrom('services as s')
    .innerJoin('service_payment_types as t', 't.id', 's.service_payment_type_id')
    .select(['s.id', 's.user_id', 's.service_title', 's.is_published', 's.price', 's.working_hours_from', 's.working_hours_to', 't.type'])
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!s) return null;
  const time = (value: string | Date | null) => (value instanceof Date ? value.toISOString().slice(11, 19) : value);
  return {
    kind: 'service',
    id: s.id,
    ownerId: s.user_id,
    title: s.service_title,
    published: s.is_published,
    price: Number(s.price),
    rentTypeId: null,
    typeDetailId: null,
    isShortTerm: false,
    isPetFriendly: false,
    instantBook: { is_instant_book: false, instant_book_trusted_only: false },
    petFee: null,
    cleaningFee: null,
    serviceFee: null,
    dateStart: null,
    dateEnd: null,
    rooms: [],
    guests: null,
    discounts: [],
    checkIn: { flexible: true, from: null, to: null },
    checkOut: { flexible: true, from: null, to: null },
    cancellation: null,
    workingFrom: time(s.working_hours_from),
    workingTo: time(s.working_hours_to),
    paymentType: s.type,
  };
}

export function loadSubject(db: Database, ref: SubjectRef): Promise<Subject | null> {
  return ref.kind === 'property' ? loadProperty(db, ref.id) : loadService(db, ref.id);
}

export interface HoldingBooking {
  id: number;
  booking_type: string;
  date_start: Date;
  date_end: Date | null;
  rooms: Array<{ property_room_id: number; quantity: number }> | null;
}

/** Pending (not yet expired) and accepted bookings of an advert that have not ended. */
export async function holdingBookings(db: Database, ref: SubjectRef, now: Date): Promise<HoldingBooking[]> {
  const column = ref.kind === 'property' ? 'b.property_id' : 'b.service_id';
  return db
    .selectFrom('bookings as b')
    .select([
      'b.id',
      'b.booking_type',
      'b.date_start',
      'b.date_end',
      sql<Array<{
        property_room_id: number;
        quantity: number;
      }> | null>`(select json_agg(json_build_object('property_room_id', r.property_room_id, 'quantity', r.quantity)) from booking_rooms r where r.booking_id = b.id)`.as(
        'rooms',
      ),
    ])
    .where(column, '=', ref.id)
    .where('b.status', 'in', ['pending', 'accepted'])
    .where((eb) => eb.or([eb('b.status', '=', 'accepted'), eb('b.expires_at', 'is', null), eb('b.expires_at', '>', now)]))
    .where(sql<boolean>`coalesce(b.date_end, b.date_start) > ${new Date(now.getTime() - 86_400_000)}`)
    .orderBy('b.date_start')
    .execute();
}

/** The days and hours a host closed on their calendar. */
export async function calendarBlocks(db: Database, ref: SubjectRef): Promise<Array<{ day: string; hours: number[] | null }>> {
  const column = ref.kind === 'property' ? 'property_id' : 'service_id';
  return db
    .selectFrom('booking_calendar_blocks')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'hours'])
    .where(column, '=', ref.id)
    .where('day', '>=', sql<string>`${addDays(today(), -1)}::date`)
    .where('day', '<=', sql<string>`${addDays(today(), CALENDAR_DAYS_AHEAD)}::date`)
    .orderBy('day')
    .execute();
}
