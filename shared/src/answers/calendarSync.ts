import { z } from 'zod';
import { Instant } from './common';

/**
 * A stay's calendar sync (issue 43): its own calendar's secret address for other platforms to import,
 * and the calendars it imports, each with when it was last read and why it failed if it did.
 */
export const ImportedCalendarAnswer = z.strictObject({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  /** When it was last tried and last read; null before the first. */
  checked_at: Instant.nullable(),
  refreshed_at: Instant.nullable(),
  /** Why the last try failed, in the host's words; null when it was read. */
  error: z.string().nullable(),
  /** The nights it closes from today on. */
  nights: z.number(),
});

export const CalendarSyncAnswer = z.strictObject({
  data: z.strictObject({
    /** The stay's own calendar (.ics) at its secret address; null while it is turned off. */
    export_url: z.string().nullable(),
    feeds: z.array(ImportedCalendarAnswer),
  }),
});

/** POST api/user/adverts/{id}/calendar-feeds and POST api/user/calendar-feeds/{id}/refresh: the calendar as it now stands. */
export const ImportedCalendarDetailAnswer = z.strictObject({ data: ImportedCalendarAnswer });

export type CalendarSync = z.infer<typeof CalendarSyncAnswer>['data'];
export type ImportedCalendar = z.infer<typeof ImportedCalendarAnswer>;
