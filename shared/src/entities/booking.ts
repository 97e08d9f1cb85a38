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

/** 'HH:mm' in UTC, or 'Flexible' when the advert sets no window. */
export type TimeOrFlexible = string;

/** POST api/bookings-by-ad-id: what is already taken on an advert, by UTC day. */
export interface BookingsByAd {
  /** 'YYYY-MM-DD' days that cannot be booked at all. */
  booked_dates: string[];
  /** Hours (0 to 23) of a day whose every quarter is taken, by 'YYYY-MM-DD'. */
  booked_date_hours: Record<string, number[]>;
  /** Taken quarter-hour starts (0, 15, 30, 45) of partly taken hours, by day then hour. */
  booked_date_hour_minutes: Record<string, Record<string, number[]>>;
  check_in_from: TimeOrFlexible;
  check_in_to: TimeOrFlexible;
  check_out_from: TimeOrFlexible;
  check_out_to: TimeOrFlexible;
  /** Room ids with nothing left, by night ('YYYY-MM-DD'). */
  disabled_rooms: Record<string, number[]>;
  /** How many of each room are already taken, by night then room id (our addition: rooms of quantity > 1). */
  booked_rooms: Record<string, Record<string, number>>;
}

/** One host calendar as POST api/bookings-calendar sends it in `data`. */
export interface BookingCalendar {
  /** 'YYYY-MM-DD' days the host closed. */
  disabled_dates: string[];
  /** Hours the host closed, by 'YYYY-MM-DD'. */
  disabled_hours: Record<string, number[]>;
}

export type PaymentStatus = 'pending' | 'succeeded' | 'failed';

/** What starting a payment answers: paid at once (test mode) or a page to go to (Stripe Checkout). */
export type PaymentStart = { status: 'succeeded'; payment_id: number } | { status: 'redirect'; url: string };
