import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Chat rooms and their messages (migration 0009). */
export interface MessageTables {
  chat_rooms: {
    id: Generated<number>;
    /** The pair is stored lower id first, so one pair and subject has one room. */
    first_user_id: number;
    second_user_id: number;
    property_id: number | null;
    service_id: number | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  messages: {
    id: Generated<number>;
    chat_room_id: number;
    from_user_id: number;
    to_user_id: number;
    message: string;
    message_type: Generated<string>;
    /** The booking a request or a status change is about (migration 0030). */
    booking_id: ColumnType<number | null, number | null | undefined, number | null>;
    read_at: NullableTimestamp;
    created_at: Timestamp;
  };
}
