import assert from 'node:assert/strict';
import { TestClient } from '../auth/test-client.ts';
import type { Database } from '../db/index.ts';
import type { Harness } from '../test/harness.ts';
import { followConfirmationMail } from '../test/mail.ts';
import { minutesOfDay } from '@marketplace/shared/src/rules/booking.ts';
import { addDays, formatBookingDate, momentAt, today } from '@marketplace/shared/src/rules/dates.ts';

/** Test support: people and adverts to book, written straight to the database of a test harness. */

export const PASSWORD = 'correct horse battery';

/** A new account, signed in; its address confirmed by the link mailed to it unless `confirmed` is false. */
export async function register(
  h: Harness,
  name: string,
  email: string,
  { confirmed = true }: { confirmed?: boolean } = {},
): Promise<{ client: TestClient; id: number }> {
  const client = new TestClient(h.app);
  await client.csrf();
  const res = await client.post('/api/register', { name, email, password: PASSWORD, password_confirmation: PASSWORD });
  assert.equal(res.statusCode, 201, res.body);
  if (confirmed) await followConfirmationMail(h, client, email);
  const user = await h.handle.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { client, id: user.id };
}

async function address(db: Database): Promise<number> {
  const row = await db
    .insertInto('addresses')
    .values({
      line_1: '1 High Street',
      line_2: null,
      street: 'High Street',
      city: 'Leeds',
      county: 'West Yorkshire',
      postcode: 'LS1 1AA',
      country: 'United Kingdom',
      full_address: '1 High Street, Leeds, LS1 1AA',
      latitude: 53.8,
      longitude: -1.55,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A short stay priced by the night with two kinds of room (two doubles, one single), fees per room,
 * a paid pet fee, all three discounts and fixed check-in and check-out windows.
 */
export async function shortStay(db: Database, ownerId: number): Promise<{ id: number; double: number; single: number }> {
  const advert = await db
    .insertInto('properties')
    .values({
      user_id: ownerId,
      address_id: await address(db),
      property_category_id: 1,
      property_type_id: 1,
      property_type_details_id: 1,
      property_rent_type_id: 3,
      property_title: 'Canal-side rooms',
      price: 80,
      is_let: true,
      is_short_term: true,
      is_pet_friendly: true,
      pet_friendly_paid: true,
      pet_friendly_fee: 15,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('property_details').values({ property_id: advert.id, cleaning_fee: 20, service_fee: 5 }).execute();
  await db
    .insertInto('property_policies')
    .values({
      property_id: advert.id,
      check_in_from: '15:00',
      check_in_to: '20:00',
      check_out_from: '11:00',
      check_out_to: '11:00',
      cancellation_period: 7,
      cancellation_rule_id: 1,
      cancellation_late_rule_id: 3,
    })
    .execute();
  await db
    .insertInto('property_discounts')
    .values([
      { property_id: advert.id, discount_type_id: 3, discount_term: 3, discount_fee: 10, discount_fee_type: 1 },
      { property_id: advert.id, discount_type_id: 1, discount_term: 7, discount_fee: 50, discount_fee_type: 2 },
    ])
    .execute();
  const double = await db
    .insertInto('property_rooms')
    .values({ property_id: advert.id, room_type_id: 2, quantity: 2, guests: 2, price: 100, property_rent_type_id: 3 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const single = await db
    .insertInto('property_rooms')
    .values({ property_id: advert.id, room_type_id: 1, quantity: 1, guests: 1, price: 60, property_rent_type_id: 3 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: advert.id, double: double.id, single: single.id };
}

/**
 * A short stay open for three months (it gives an end date) with a room priced by the night and one by
 * the hour, as hosts list a meeting room beside bedrooms; no fees, no discounts, flexible times.
 */
export async function mixedStay(db: Database, ownerId: number): Promise<{ id: number; bedroom: number; meetingRoom: number }> {
  const advert = await db
    .insertInto('properties')
    .values({
      user_id: ownerId,
      address_id: await address(db),
      property_category_id: 1,
      property_type_id: 1,
      property_type_details_id: 1,
      property_rent_type_id: 3,
      property_title: 'Rooms by the Minster',
      price: 90,
      is_let: true,
      is_short_term: true,
      date_end: isoDay(90),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bedroom = await db
    .insertInto('property_rooms')
    .values({ property_id: advert.id, room_type_id: 2, quantity: 1, guests: 2, price: 90, property_rent_type_id: 3 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const meetingRoom = await db
    .insertInto('property_rooms')
    .values({ property_id: advert.id, room_type_id: 1, quantity: 1, guests: 1, price: 14, property_rent_type_id: 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: advert.id, bedroom: bedroom.id, meetingRoom: meetingRoom.id };
}

/** A house for sale: viewings only. */
export async function forSale(db: Database, ownerId: number): Promise<number> {
  const advert = await db
    .insertInto('properties')
    .values({
      user_id: ownerId,
      address_id: await address(db),
      property_category_id: 1,
      property_type_id: 1,
      property_type_details_id: 2,
      property_title: 'Semi-detached house',
      price: 325000,
      is_sale: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return advert.id;
}

/** A Studio Flat let by the night: booked whole, at the advert's price. */
export async function studioFlat(db: Database, ownerId: number): Promise<number> {
  const advert = await db
    .insertInto('properties')
    .values({
      user_id: ownerId,
      address_id: await address(db),
      property_category_id: 1,
      property_type_id: 2,
      property_type_details_id: 8,
      property_rent_type_id: 3,
      property_title: 'Studio by the station',
      price: 70,
      is_let: true,
      is_short_term: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return advert.id;
}

/** A plumber working 08:00 to 17:30, paid by the job. */
export async function plumber(db: Database, ownerId: number): Promise<number> {
  const service = await db
    .insertInto('services')
    .values({
      user_id: ownerId,
      address_id: await address(db),
      service_type_occupation_id: 1,
      service_payment_type_id: 3,
      service_title: 'Plumber in Leeds',
      price: 90,
      working_hours_from: '08:00',
      working_hours_to: '17:30',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return service.id;
}

/**
 * How a form sends the moment a person picks: the UK clock's `time` ('HH:mm') on the UK day some days from
 * today, as 'DD-MM-YYYY HH:mm' in UTC.
 */
export function dayAt(daysFromToday: number, time: string): string {
  const moment = momentAt(isoDay(daysFromToday), minutesOfDay(time) ?? 0);
  if (!moment) throw new Error(`${time} is not on the UK clock that day`);
  return formatBookingDate(moment);
}

/** 'YYYY-MM-DD' of the UK day some days from today. */
export function isoDay(daysFromToday: number): string {
  return addDays(today(), daysFromToday);
}
