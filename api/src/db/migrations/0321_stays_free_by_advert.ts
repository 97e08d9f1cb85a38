import { sql, type Kysely } from 'kysely';

/**
 * A search by dates asks of each candidate stay whether its own bookings or closed nights take it
 * (search-sql.ts's stayFree), rather than gathering what is taken across the country: its live stay
 * bookings are found by advert and check-out, past stays skipped, and its closed days through
 * booking_calendar_blocks_property. The country-wide indexes of 0320 served only that set, so they go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index bookings_stays_held_by_advert on bookings (property_id, date_end) include (date_start)
    where booking_type = 'reserve' and status in ('pending', 'accepted')`.execute(db);
  await sql`drop index bookings_stays_held`.execute(db);
  await sql`drop index booking_calendar_blocks_closed_days`.execute(db);
}
