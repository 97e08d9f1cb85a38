import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import ical from 'ical-generator';
import { dayKey, dayStart } from '@marketplace/shared/src/rules/dates.ts';
import type { ImportedCalendar } from '@marketplace/shared/src/answers/calendarSync.ts';
import type { Database } from '../db/index.ts';
import { runAlone } from '../common/job.ts';
import { fetchFeed, FeedError, type FetchOptions } from './feed-fetch.ts';
import { nightsOfFeed } from './feed-parse.ts';

/**
 * Calendar sync for hosts (issue 43 item 5), as Airbnb, Booking.com and Vrbo sync with each other: each
 * stay publishes its booked and closed nights as an iCalendar feed at a secret address, and imports
 * the other platforms' feeds by address, whose nights become closed days of its own calendar (blocks
 * with a `feed_id`), so the search, the reserve dialog and the booking all keep guests off them.
 */

const DAY_MS = 86_400_000;
/** How far ahead nights are exported and imported: two years, as the platforms' own calendars go. */
export const SYNC_DAYS = 730;
/** The refresh job's name in job_runs (one process refreshes at a time). */
export const FEEDS_JOB = 'calendar_feeds';
/** Calendars refreshed in one round, oldest first; the rest wait for the next. */
const FEEDS_PER_ROUND = 20;

/** The path of a stay's calendar at its token. */
export const exportPath = (token: string) => `/api/calendar/${token}.ics`;

/** The stay's calendar token; null while its calendar is turned off (or never was on). */
export async function exportToken(db: Database, propertyId: number): Promise<string | null> {
  const row = await db.selectFrom('stay_calendar_exports').select('token').where('property_id', '=', propertyId).executeTakeFirst();
  return row?.token ?? null;
}

/** A new secret address for the stay's calendar: the old one stops answering at once. */
export async function renewExport(db: Database, propertyId: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('stay_calendar_exports')
    .values({ property_id: propertyId, token })
    .onConflict((oc) => oc.column('property_id').doUpdateSet({ token, created_at: new Date() }))
    .execute();
  return token;
}

/** Turns the stay's calendar off: its address answers 404 until a new one is made. */
export async function revokeExport(db: Database, propertyId: number): Promise<void> {
  await db.deleteFrom('stay_calendar_exports').where('property_id', '=', propertyId).execute();
}

/** Consecutive days as [first, day after last) ranges: one event per run of nights. */
function runs(days: string[]): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const day of [...new Set(days)].sort()) {
    const last = out.at(-1);
    if (last && last[1] === day) last[1] = dayKey(new Date(dayStart(day).getTime() + DAY_MS));
    else out.push([day, dayKey(new Date(dayStart(day).getTime() + DAY_MS))]);
  }
  return out;
}

/**
 * The stay's calendar at its token as iCalendar text, or null for an unknown or revoked token: its live
 * stay bookings ('Reserved', with no guest's name) and the nights its host closed ('Not available'),
 * from yesterday on, as all-day events. Nights imported from other platforms are not sent back to them:
 * two platforms importing each other would otherwise keep a night closed after its booking is cancelled.
 */
export async function exportedCalendar(db: Database, token: string, now = new Date()): Promise<string | null> {
  const advert = await db
    .selectFrom('stay_calendar_exports as x')
    .innerJoin('properties as p', 'p.id', 'x.property_id')
    .select(['p.id', 'p.property_title'])
    .where('x.token', '=', token)
    .executeTakeFirst();
  if (!advert) return null;
  const since = new Date(now.getTime() - DAY_MS);
  const [bookings, closed] = await Promise.all([
    db
      .selectFrom('bookings as b')
      .select(['b.id', 'b.date_start', 'b.date_end'])
      .where('b.property_id', '=', advert.id)
      .where('b.booking_type', '=', 'reserve')
      .where('b.status', 'in', ['pending', 'accepted'])
      .where((eb) => eb.or([eb('b.status', '=', 'accepted'), eb('b.expires_at', 'is', null), eb('b.expires_at', '>', now)]))
      .where(sql<boolean>`coalesce(b.date_end, b.date_start) >= ${since}`)
      .orderBy('b.date_start')
      .execute(),
    db
      .selectFrom('booking_calendar_blocks')
      .select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'))
      .where('property_id', '=', advert.id)
      .where('hours', 'is', null)
      .where('feed_id', 'is', null)
      .where('day', '>=', sql<string>`${dayKey(since)}::date`)
      .execute(),
  ]);
  const calendar = ical({ name: `Roofline: ${advert.property_title}`, prodId: { company: 'Roofline', product: 'Calendar sync' } });
  for (const booking of bookings) {
    const start = dayStart(dayKey(new Date(booking.date_start)));
    const last = dayStart(dayKey(new Date(booking.date_end ?? booking.date_start)));
    const end = last > start ? last : new Date(start.getTime() + DAY_MS);
    calendar.createEvent({ id: `booking-${booking.id}@roofline`, start, end, allDay: true, summary: 'Reserved', stamp: now });
  }
  for (const [first, after] of runs(closed.map((c) => c.day))) {
    calendar.createEvent({
      id: `closed-${advert.id}-${first}@roofline`,
      start: dayStart(first),
      end: dayStart(after),
      allDay: true,
      summary: 'Not available',
      stamp: now,
    });
  }
  return calendar.toString();
}

type FeedRow = {
  id: number;
  name: string;
  url: string;
  checked_at: Date | null;
  refreshed_at: Date | null;
  error: string | null;
  nights: number;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const feedAnswer = (row: FeedRow): ImportedCalendar => ({
  id: row.id,
  name: row.name,
  url: row.url,
  checked_at: iso(row.checked_at),
  refreshed_at: iso(row.refreshed_at),
  error: row.error,
  nights: row.nights,
});

const FEED_COLUMNS = ['id', 'name', 'url', 'checked_at', 'refreshed_at', 'error', 'nights'] as const;

/** The calendars a stay imports, oldest first. */
export function importedCalendars(db: Database, propertyId: number): Promise<FeedRow[]> {
  return db.selectFrom('stay_calendar_feeds').select(FEED_COLUMNS).where('property_id', '=', propertyId).orderBy('id').execute();
}

/**
 * Reads one imported calendar and puts its nights, from today on, in place of those it closed before.
 * A calendar that cannot be read keeps the nights it last closed (a platform down for an hour must not
 * open them to double bookings) and is marked with why, which the host sees beside it.
 */
export async function refreshFeed(db: Database, feedId: number, options: FetchOptions, now = new Date()): Promise<FeedRow | null> {
  const feed = await db.selectFrom('stay_calendar_feeds').select(['id', 'property_id', 'url']).where('id', '=', feedId).executeTakeFirst();
  if (!feed) return null;
  const from = dayKey(now);
  const to = dayKey(new Date(now.getTime() + SYNC_DAYS * DAY_MS));
  let nights: string[] | null = null;
  let error: string | null = null;
  try {
    nights = nightsOfFeed(await fetchFeed(feed.url, options), from, to);
  } catch (e) {
    if (!(e instanceof FeedError)) throw e;
    error = e.message;
  }
  await db.transaction().execute(async (trx) => {
    if (nights) {
      await trx.deleteFrom('booking_calendar_blocks').where('feed_id', '=', feed.id).execute();
      if (nights.length) {
        await trx
          .insertInto('booking_calendar_blocks')
          .values(nights.map((day) => ({ property_id: feed.property_id, feed_id: feed.id, day, hours: null })))
          .execute();
      }
    }
    await trx
      .updateTable('stay_calendar_feeds')
      .set(
        nights
          ? { checked_at: now, refreshed_at: now, error: null, failures: 0, nights: nights.length }
          : { checked_at: now, error, failures: sql<number>`least(failures + 1, 32767)` },
      )
      .where('id', '=', feed.id)
      .execute();
  });
  return (await db.selectFrom('stay_calendar_feeds').select(FEED_COLUMNS).where('id', '=', feed.id).executeTakeFirst()) ?? null;
}

/**
 * One round of the refresh job, unless another process is running it: the calendars not read for
 * `everyMs`, oldest first, a few a round. A calendar that keeps failing is tried less often (twice the
 * wait per failure in a row, at most a day), so a dead address does not take every round.
 */
export async function refreshDueFeeds(db: Database, everyMs: number, options: FetchOptions, now = new Date()): Promise<number> {
  const run = await runAlone(db, FEEDS_JOB, async () => {
    const due = await db
      .selectFrom('stay_calendar_feeds')
      .select('id')
      .where(
        sql<boolean>`checked_at is null or checked_at < ${now}::timestamptz - least(${everyMs}::float8 * power(2, least(failures, 6)), 86400000) * interval '1 millisecond'`,
      )
      .orderBy(sql`checked_at nulls first`)
      .limit(FEEDS_PER_ROUND)
      .execute();
    for (const { id } of due) await refreshFeed(db, id, options, now);
    return due.length;
  });
  return run.ran ? run.result : 0;
}

/** The refresh job inside the API: tried every `everyMs` by every process, run by one at a time. */
export function refreshFeedsEvery(db: Database, everyMs: number, options: FetchOptions): () => void {
  let running = false;
  const timer = setInterval(
    () => {
      if (running) return;
      running = true;
      refreshDueFeeds(db, everyMs, options)
        .catch((error: unknown) => console.error(`calendar refresh failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          running = false;
        });
    },
    Math.min(everyMs, 60_000),
  );
  timer.unref();
  return () => clearInterval(timer);
}
