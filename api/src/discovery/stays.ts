import { sql } from 'kysely';
import type { Discount } from '@marketplace/shared/src/entities/advert.ts';
import { isBookedWhole, roomLabel, roomsFreeOverRange } from '@marketplace/shared/src/rules/booking.ts';
import { dayStart } from '@marketplace/shared/src/rules/dates.ts';
import { stayOffer, type StayListing, type StayOffer } from '@marketplace/shared/src/rules/stayPrice.ts';
import type { Database } from '../db/index.ts';
import type { StayNights } from './filters.ts';
import { HOLDING, holdsNight, nightRows, withinBookingWindow } from './search-sql.ts';

/**
 * What pricing a stay for dates reads of an advert, in one row of JSON: its rooms, its discounts, the
 * room units its live bookings take on each night asked (as api/bookings-by-ad-id's booked_rooms counts
 * them), and whether a booking of it whole or a closed night takes any of them.
 */
interface StayRow {
  id: number;
  price: number;
  rent_type: number | null;
  detail: number | null;
  tenants: number;
  cleaning_fee: number | null;
  service_fee: number | null;
  rooms: Array<{ id: number; price: number; quantity: number; guests: number; rent_type: number; type: string }>;
  discounts: Array<{ id: number; type_id: number; type: string; term: number; fee: number; fee_type: number }>;
  /** [night 'YYYY-MM-DD', room id, units taken]. */
  taken: Array<[string, number, number]>;
  /** A night booked whole, closed by the host or an imported calendar, or outside what may be booked (the booking window). */
  closed: boolean;
}

/**
 * The advert as shared's stayOffer prices it for the nights asked: its rooms with how many are free on
 * every night (shared's roomsFreeOverRange over what its live bookings take), and whether a place
 * booked whole is free.
 */
export function stayListing(row: StayRow, stay: StayNights): StayListing {
  const bookedRooms: Record<string, Record<string, number>> = {};
  for (const [night, room, quantity] of row.taken) (bookedRooms[night] ??= {})[String(room)] = quantity;
  const rooms = row.closed
    ? []
    : roomsFreeOverRange(row.rooms, { disabled_rooms: {}, booked_rooms: bookedRooms }, dayStart(stay.start), dayStart(stay.end));
  const discounts: Discount[] = row.discounts.map((x) => ({
    id: x.id,
    discount_type_id: x.type_id,
    discount_type: { id: x.type_id, type: x.type },
    discount_term: x.term,
    discount_fee: x.fee,
    discount_fee_type: x.fee_type,
  }));
  return {
    price: row.price,
    rentTypeId: row.rent_type,
    bookedWhole: isBookedWhole({ property_type_details_id: row.detail, property_rooms: row.rooms }),
    wholeFree: !row.closed,
    wholeGuests: row.tenants > 0 ? row.tenants : null,
    rooms: rooms.map((room) => ({
      id: room.id,
      price: room.price,
      rentTypeId: room.rent_type,
      guests: room.guests,
      available: room.available,
      name: roomLabel(room.type),
    })),
    cleaningFee: row.cleaning_fee,
    serviceFee: row.service_fee,
    discounts,
  };
}

/**
 * Each short stay's offer for the nights and party asked (shared's stayOffer: the total the booking
 * charges), for the adverts a list page, a map view or an advert shows; adverts that are no short stay,
 * or cannot take the party then, have none. One statement for all of them, counting what is taken with
 * the search's own SQL (search-sql.ts), so a stay the search finds free is one it can price.
 */
export async function stayOffers(db: Database, ids: readonly number[], stay: StayNights, now: Date): Promise<Map<number, StayOffer>> {
  const offers = new Map<number, StayOffer>();
  if (!ids.length) return offers;
  const { series, night } = nightRows(stay);
  const { rows } = await sql<{ stays: string | null }>`
    select json_agg(json_build_object(
      'id', p.id, 'price', p.price, 'rent_type', p.property_rent_type_id, 'detail', p.property_type_details_id, 'tenants', p.tenants_guests,
      'cleaning_fee', d.cleaning_fee, 'service_fee', d.service_fee,
      'rooms', coalesce((select json_agg(json_build_object('id', r.id, 'price', r.price, 'quantity', r.quantity, 'guests', r.guests,
          'rent_type', r.property_rent_type_id, 'type', t.type) order by r.id)
        from property_rooms r join property_room_types t on t.id = r.room_type_id where r.property_id = p.id), '[]'),
      'discounts', coalesce((select json_agg(json_build_object('id', x.id, 'type_id', x.discount_type_id, 'type', t.type,
          'term', x.discount_term, 'fee', x.discount_fee, 'fee_type', x.discount_fee_type) order by x.id)
        from property_discounts x join discount_types t on t.id = x.discount_type_id where x.property_id = p.id), '[]'),
      'taken', coalesce((select json_agg(json_build_array(n.night, n.room, n.quantity)) from (
          select ${night}::text as night, br.property_room_id as room, sum(br.quantity)::int as quantity
          from bookings b join booking_rooms br on br.booking_id = b.id cross join ${series}
          where b.property_id = p.id and ${HOLDING} and ${holdsNight(night)} group by 1, 2) n), '[]'),
      'closed', not ${withinBookingWindow(stay)}
        or exists (select 1 from booking_calendar_blocks k
          where k.property_id = p.id and k.hours is null and k.day >= ${stay.start}::date and k.day < ${stay.end}::date)
        or exists (select 1 from bookings b cross join ${series}
          where b.property_id = p.id and ${HOLDING} and ${holdsNight(night)}
            and not exists (select 1 from booking_rooms br where br.booking_id = b.id))
    ))::text as stays
    from properties p left join property_details d on d.property_id = p.id
    where p.id in (${sql.join(ids.map((id) => sql.lit(Math.trunc(id))))}) and p.is_let and p.is_short_term`.execute(db);
  for (const row of JSON.parse(rows[0]?.stays ?? '[]') as StayRow[]) {
    const offer = stayOffer(stayListing(row, stay), { start: stay.start, end: stay.end, guests: stay.guests }, now);
    if (offer) offers.set(row.id, offer);
  }
  return offers;
}
