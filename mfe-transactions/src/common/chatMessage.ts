import type { Booking } from '@marketplace/shared';

/** A chat message as the API stores and sends it live. */
export interface ChatMessage {
  id: number;
  chat_room_id: number;
  from_user_id: number;
  to_user_id: number;
  message: string;
  /** 'text'; a request (request_viewing, request_reservation, request_appointment); or a booking's change (booking_accepted, ...). */
  message_type?: string;
  /** The booking a request or a change is about. */
  booking_id?: number | null;
  /** Sent live with a booking's messages: the booking as it now stands. */
  booking?: Booking;
  read_at: string | null;
  created_at: string;
}
