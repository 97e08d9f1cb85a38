import { sql } from 'kysely';
import type { BookingStatus } from '@marketplace/shared/src/entities/booking.ts';
import type { CalendarBlock, CalendarMonth } from '@marketplace/shared/src/answers/dashboard.ts';
import { addMonths } from '@marketplace/shared/src/rules/dates.ts';
import type { Database } from '../db/index.ts';
import { ukDayStart } from '../common/days.ts';
import { HttpError, ValidationError } from '../http/errors.ts';
import { EFFECTIVE_STATUS } from '../common/booking.ts';

export const NOT_YOURS = 'This action is unauthorized.';
/** Why a night an imported calendar closed cannot be reopened here. */
export const importedDayMessage = (feed: string) =>
  `This night is closed by the calendar you import from ${feed}. Open it there, or remove that calendar.`;

export type CalendarSubject = { kind: 'property' | 'service'; id: number };

/** Exactly one of property_id and service_id names what the calendar is of. */
export function subjectOf(input: { property_id?: number | undefined; service_id?: number | undefined }): CalendarSubject {
  if ((input.property_id === undefined) === (input.service_id === undefined)) {
    const message = 'The property id field is required when service id is not present.';
    throw new ValidationError({ property_id: [message] });
  }
  return input.property_id !== undefined
    ? { kind: 'property', id: input.property_id }
    : { kind: 'service', id: input.service_id as number };
}

/** 404 when there is no such advert or service, 403 when it is someone else's. */
export async function requireOwnSubject(db: Database, userId: number, subject: CalendarSubject): Promise<void> {
  const row =
    subject.kind === 'property'
      ? await db.selectFrom('properties').select('user_id').where('id', '=', subject.id).executeTakeFirst()
      : await db.selectFrom('services').select('user_id').where('id', '=', subject.id).executeTakeFirst();
  if (!row) throw new HttpError(404, 'Not Found');
  if (row.user_id !== userId) throw new HttpError(403, NOT_YOURS);
}

const column = (subject: CalendarSubject, table = '') => sql.ref(`${table}${subject.kind === 'property' ? 'property_id' : 'service_id'}`);

/** A month ('YYYY-MM') of one advert's or service's calendar: the host's closed days and hours and the bookings in it. */
export async function calendarMonth(db: Database, subject: CalendarSubject, month: string): Promise<CalendarMonth> {
  const first = `${month}-01`;
  const blocks = await sql<CalendarBlock>`
    select k.id, k.property_id, k.service_id, to_char(k.day, 'YYYY-MM-DD') as day, k.hours, f.name as feed
    from booking_calendar_blocks k left join stay_calendar_feeds f on f.id = k.feed_id
    where ${column(subject, 'k.')} = ${subject.id}::int and k.day >= ${first}::date and k.day < (${first}::date + interval '1 month')
    order by k.day, k.id`.execute(db);
  const bookings = await sql<{
    id: number;
    status: BookingStatus;
    date_start: Date | string;
    date_end: Date | string | null;
    guest: string;
    service_user_address: string | null;
    service_user_postcode: string | null;
    service_user_job_description: string | null;
  }>`
    select b.id, ${EFFECTIVE_STATUS} as status, b.date_start, b.date_end,
      b.service_user_address, b.service_user_postcode, b.service_user_job_description,
      coalesce((select c.name from contacts c where c.user_id = b.user_id order by c.id limit 1), 'Anonymous') as guest
    from bookings b
    where ${column(subject, 'b.')} = ${subject.id}::int
      and b.date_start < ${ukDayStart(`${addMonths(month, 1)}-01`)} and coalesce(b.date_end, b.date_start) >= ${ukDayStart(first)}
    order by b.date_start, b.id`.execute(db);
  return {
    blocks: blocks.rows.map((b) => ({ ...b, hours: b.hours === null ? null : b.hours.map(Number) })),
    bookings: bookings.rows.map((b) => ({
      ...b,
      date_start: new Date(b.date_start).toISOString(),
      date_end: b.date_end === null ? null : new Date(b.date_end).toISOString(),
    })),
  };
}

/**
 * Closes a day (hours omitted) or some of its hours; what was closed that day before is replaced, so
 * the day has one block. api/bookings-calendar reads the same rows, so guests see it on their next read.
 */
export async function closeDay(db: Database, subject: CalendarSubject, day: string, hours: number[] | undefined): Promise<CalendarBlock> {
  const closedHours = hours === undefined || hours.length === 0 ? null : [...new Set(hours)].sort((a, b) => a - b);
  return db.transaction().execute(async (trx) => {
    // The host's own block of the day; an imported calendar's stays until that calendar says otherwise.
    await trx
      .deleteFrom('booking_calendar_blocks')
      .where(subject.kind === 'property' ? 'property_id' : 'service_id', '=', subject.id)
      .where('day', '=', day)
      .where('feed_id', 'is', null)
      .execute();
    const row = await trx
      .insertInto('booking_calendar_blocks')
      .values({
        property_id: subject.kind === 'property' ? subject.id : null,
        service_id: subject.kind === 'service' ? subject.id : null,
        day,
        hours: closedHours,
      })
      .returning(['id', 'property_id', 'service_id', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'hours'])
      .executeTakeFirstOrThrow();
    return { ...row, hours: row.hours === null ? null : row.hours.map(Number), feed: null };
  });
}

/** Reopens a closed day of the user's own advert or service: 404 when there is no such block, 403 when it is someone else's. */
export async function reopenDay(db: Database, userId: number, blockId: number): Promise<void> {
  const owner = await sql<{ user_id: number; feed: string | null }>`
    select coalesce(p.user_id, s.user_id) as user_id, f.name as feed from booking_calendar_blocks k
    left join properties p on p.id = k.property_id left join services s on s.id = k.service_id
    left join stay_calendar_feeds f on f.id = k.feed_id
    where k.id = ${blockId}::int`.execute(db);
  const row = owner.rows[0];
  if (!row) throw new HttpError(404, 'Not Found');
  if (row.user_id !== userId) throw new HttpError(403, NOT_YOURS);
  if (row.feed !== null) throw new ValidationError({ day: [importedDayMessage(row.feed)] });
  await db.deleteFrom('booking_calendar_blocks').where('id', '=', blockId).execute();
}
