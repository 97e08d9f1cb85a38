import type { ColumnType, Generated } from 'kysely';
import type { CancellationPolicy } from '@marketplace/shared/src/entities/booking.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb read as parsed JSON, written as a JSON string. */
type Json<T> = ColumnType<T, string | undefined, string>;

/** Columns migration 0008 adds to `bookings` (declared in tables/property.ts). */
export interface BookingColumns {
  booking_type: string;
  pets: Generated<number>;
  service_user_address: string | null;
  service_user_postcode: string | null;
  service_user_job_description: string | null;
  price_lines: Json<Array<{ label: string; amount: number }>>;
  amount_due: Generated<number>;
  payment_token: string | null;
  paid_at: NullableTimestamp;
  cancelled_by: number | null;
  cancellation_charge: number | null;
  status_changed_at: NullableTimestamp;
  /** Migration 0030. */
  expires_at: NullableTimestamp;
  cancellation_policy: ColumnType<CancellationPolicy | null, string | null | undefined, string | null>;
  status_note: string | null;
  chat_room_id: number | null;
  refunded_amount: Generated<number>;
  refunded_at: NullableTimestamp;
}

/** Booked rooms, closed calendar days, payments, refunds and notifications (migrations 0008, 0030). */
export interface BookingTables {
  booking_rooms: {
    booking_id: number;
    property_room_id: number;
    quantity: number;
  };
  booking_calendar_blocks: {
    id: Generated<number>;
    property_id: number | null;
    service_id: number | null;
    /** 'YYYY-MM-DD' */
    day: ColumnType<string | Date, string, string>;
    /** null: the whole day is closed. */
    hours: number[] | null;
  };
  payments: {
    id: Generated<number>;
    user_id: number;
    booking_id: number | null;
    kind: 'booking' | 'donation';
    amount: number;
    currency: Generated<string>;
    provider: string;
    provider_ref: string | null;
    status: Generated<'pending' | 'succeeded' | 'failed'>;
    created_at: Timestamp;
    paid_at: NullableTimestamp;
  };
  /** One per payment, under a unique idempotency key (migration 0030). */
  refunds: {
    id: Generated<number>;
    booking_id: number;
    payment_id: number;
    amount: number;
    currency: Generated<string>;
    provider: string;
    provider_ref: string | null;
    idempotency_key: string;
    status: Generated<'pending' | 'succeeded' | 'failed'>;
    failure: string | null;
    created_at: Generated<Date>;
    refunded_at: NullableTimestamp;
  };
  notifications: {
    id: string;
    type: string;
    notifiable_id: number;
    data: Json<{ message: string; url: string | null; chat_room_id: number | string | null; notification_id: string | null }>;
    read_at: NullableTimestamp;
    created_at: Timestamp;
  };
}
