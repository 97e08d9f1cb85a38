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

/** One line of a booking's price as the server computed it. */
export interface PriceLine {
  label: string;
  amount: number;
  /** How it was reached: '£100.00 × 2 nights', '10% off for 3 or more guests'. */
  detail?: string;
  kind?: 'room' | 'fee' | 'discount' | 'total';
}

/**
 * A stay's cancellation policy as it stood when the stay was booked (spec 002 §3.5): the rule applies
 * when cancelling at least `periodDays` before the start, the late rule inside that period.
 */
export interface CancellationPolicy {
  /** Days before the start inside which the late rule applies; null: the rule applies whenever. */
  periodDays: number | null;
  ruleId: number | null;
  lateRuleId: number | null;
  /** The fixed fee of 'Fixed Fee Charged'. */
  fee: number | null;
}

/** A booking as the API sends it (api/booking-by-id-and-type, the payment page). */
export interface Booking {
  id: number;
  booking_type: BookingType;
  status: BookingStatus;
  property_id: number | null;
  service_id: number | null;
  user_id: number;
  host_id: number;
  /** ISO timestamps (UTC). */
  date_start: string;
  date_end: string | null;
  guests: number;
  pets: number;
  price: number;
  /** What the guest owes: nothing for a viewing. */
  amount_due: number;
  price_lines: PriceLine[];
  /** The rooms a stay holds, named as the advert names them ('Double room'). */
  rooms: Array<{ property_room_id: number; quantity: number; name: string }>;
  service_user_address: string | null;
  service_user_postcode: string | null;
  service_user_job_description: string | null;
  /** The advert's title or the service's, for the people involved. */
  title: string | null;
  paid_at: string | null;
  /** What the guest paid, and what went back to them (0 until refunded). */
  paid_amount: number;
  refunded_amount: number;
  refunded_at: string | null;
  /** When an unanswered request expires; null for bookings made before requests expired. */
  expires_at: string | null;
  /** The policy a guest's cancellation is charged by, as it stood when booked; null: cancelling is free. */
  cancellation_policy: CancellationPolicy | null;
  cancellation_charge: number | null;
  /** The optional message the host declined with, or the one the cancelling party gave. */
  status_note: string | null;
  /** The conversation between guest and advertiser that holds the request. */
  chat_room_id: number | null;
  /** The /booking-payment/{token} link; only the booking's guest and host are ever sent a booking. */
  payment_token: string | null;
  created_at: string;
}

export type PaymentStatus = 'pending' | 'succeeded' | 'failed';

/** POST api/booking-payment/{token}: the booking, whether the viewer pays or is the host, and how payment runs. */
export interface BookingPaymentView {
  booking: Booking;
  /** 'guest' may pay; 'host' only sees whether it is paid. */
  role: 'guest' | 'host';
  /** 'test' records payments locally and moves no money; 'stripe' goes through Stripe Checkout. */
  mode: 'test' | 'stripe';
}

/** What starting a payment answers: paid at once (test mode) or a page to go to (Stripe Checkout). */
export type PaymentStart = { status: 'succeeded'; payment_id: number } | { status: 'redirect'; url: string };
