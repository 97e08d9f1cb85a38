/** The three ways a signed-in user books someone else's advert (001 §1). */
export type BookingType = 'view' | 'reserve' | 'appoint';

/**
 * Booking statuses (001 leaves them open), each with the word a card and the bookings filter show: a request
 * starts pending; the host accepts or declines it, or it expires unanswered; either party cancels before the
 * start; an accepted booking whose end has passed is completed. Pending and accepted hold their slot; the
 * others free it.
 */
export const BOOKING_STATUSES = {
  pending: 'Requested',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
  completed: 'Completed',
} as const;
export type BookingStatus = keyof typeof BOOKING_STATUSES;
/** The statuses in their order, as the API's query schema and figures list them. */
export const BOOKING_STATUS_IDS = Object.keys(BOOKING_STATUSES) as [BookingStatus, ...BookingStatus[]];

/** The messages a booking writes in its conversation after the request itself, one per change. */
export type BookingEventMessageType =
  'booking_accepted' | 'booking_declined' | 'booking_cancelled' | 'booking_expired' | 'booking_paid' | 'booking_refunded';
