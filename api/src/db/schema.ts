import type { ColumnType } from 'kysely';
import type { CancellationPolicy } from '@marketplace/shared/src/answers/bookings.ts';
import type { Notification } from '@marketplace/shared/src/answers/notifications.ts';
import type { MarketStatus } from '@marketplace/shared/src/entities/marketStatus.ts';
import type { DB as Generated } from './generated.ts';

/**
 * The tables as Kysely queries them: generated from the migrations (generated.ts, by kysely-codegen:
 * `npm run db-types` in api/, checked by codegen.test.ts), with only what a catalogue cannot say
 * written here: the shape of a jsonb column, the words a text column may hold, and a `date` column
 * compared with day text ('2025-01-31').
 */

/** jsonb read as parsed JSON, written as a JSON string. */
type Json<T> = ColumnType<T, string | undefined, string>;
/** A `date` column: compared and written as day text. */
type Day = ColumnType<string | Date, string, string>;
type With<Table, Columns> = Omit<Table, keyof Columns> & Columns;

/** What a booking keeps of what was booked (migration 0302): the title, and each room as it was offered then. */
export interface Booked {
  title: string | null;
  rooms: Array<{
    property_room_id: number;
    quantity: number;
    type: string | null;
    price: number | null;
    property_rent_type_id: number | null;
  }>;
}

/** What a notification row holds: what the bell's answer sends of it. */
export type NotificationData = Notification['data'];

export interface DB extends Omit<
  Generated,
  'bookings' | 'notifications' | 'outbox' | 'saved_searches' | 'alert_matches' | 'alert_queue' | 'booking_calendar_blocks' | 'properties'
> {
  properties: With<
    Generated['properties'],
    {
      market_status: ColumnType<MarketStatus, MarketStatus | undefined, MarketStatus>;
      market_status_on: ColumnType<string | Date | null, string | null | undefined, string | null>;
    }
  >;
  bookings: With<
    Generated['bookings'],
    {
      price_lines: Json<Array<{ label: string; amount: number }>>;
      cancellation_policy: ColumnType<CancellationPolicy | null, string | null | undefined, string | null>;
      /** Null for bookings the seed wrote (their rooms are read as they are). */
      booked: ColumnType<Booked | null, string | null | undefined, string | null>;
    }
  >;
  notifications: With<Generated['notifications'], { data: Json<NotificationData> }>;
  outbox: With<Generated['outbox'], { headers: ColumnType<Record<string, string>, string | undefined, string> }>;
  saved_searches: With<
    Generated['saved_searches'],
    {
      body: Json<Record<string, unknown>>;
      frequency: 'instant' | 'daily' | 'weekly' | 'off';
      area_kind: 'box' | 'circle' | 'polygons' | 'text' | null;
      /** A polygon[] written and read in its text form. */
      drawn_areas: string | null;
    }
  >;
  alert_matches: With<Generated['alert_matches'], { kind: 'new' | 'reduced' }>;
  alert_queue: With<Generated['alert_queue'], { kind: 'new' | 'reduced' }>;
  booking_calendar_blocks: With<Generated['booking_calendar_blocks'], { day: Day }>;
}
