import { sql, type RawBuilder } from 'kysely';
import { PERSON_ZONE } from '@marketplace/shared/src/rules/dates.ts';

/**
 * The SQL side of shared's date module (`shared/src/rules/dates.ts`): the database reads a day as the
 * module does, on the UK's clock, so a statistic's day or a calendar's month is the one the browser shows.
 */

/** The UK day (a `date`) a timestamptz falls on, as shared's dayKey reads a moment. */
export const ukDay = (moment: RawBuilder<unknown>): RawBuilder<string> => sql<string>`(${moment} at time zone ${PERSON_ZONE})::date`;

/** The moment a UK day ('YYYY-MM-DD') begins, as shared's dayStart: what a timestamptz is compared with. */
export const ukDayStart = (day: string): RawBuilder<Date> => sql<Date>`(${day}::date::timestamp at time zone ${PERSON_ZONE})`;
