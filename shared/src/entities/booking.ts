/** The three ways a signed-in user books someone else's advert (001 §1). */
export type BookingType = 'view' | 'reserve' | 'appoint';

/**
 * Booking statuses (001 leaves them open): a request starts pending; the host accepts or declines it;
 * either party cancels before the start; an accepted booking whose end has passed is completed.
 * Pending and accepted hold their slot; declined and cancelled free it.
 */
export type BookingStatus = 'pending' | 'accepted' | 'declined' | 'cancelled' | 'completed';

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
  rooms: Array<{ property_room_id: number; quantity: number }>;
  service_user_address: string | null;
  service_user_postcode: string | null;
  service_user_job_description: string | null;
  /** The advert's title or the service's, for the people involved. */
  title: string | null;
  paid_at: string | null;
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
