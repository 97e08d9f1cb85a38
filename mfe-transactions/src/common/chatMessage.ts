import type { Booking, StoredChatMessage } from '@marketplace/shared';

/** A chat message as the API stores it and sends it live: a booking's messages come live with the booking as it now stands. */
export type ChatMessage = StoredChatMessage & { booking?: Booking };
