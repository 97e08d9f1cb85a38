import { z } from 'zod';
import { BOOKING_STATUS_IDS } from '../entities/booking';
import { dashboardPageAnswer, Day, Instant } from './common';
import { PaymentModeAnswer } from './payments';

/**
 * The answers about bookings (spec 001 §2, §7): one booking as its guest and its host read it (the
 * payment page, the thread's request card, the add-review page, a status change), and the dashboard's
 * lists of bookings as guest (Trips) and as host (Bookings). Declared once here: mfe-transactions and
 * mfe-dashboard read their types, the API serialises and checks them.
 */

const BookingType = z.enum(['view', 'reserve', 'appoint']);
const BookingStatus = z.enum(BOOKING_STATUS_IDS);

/** 'HH:mm' on the UK clock, or 'Flexible' when the advert sets no window. */
const TimeOrFlexible = z.string();
/** Values by 'YYYY-MM-DD' (a day or a night). */
const byDay = <T extends z.ZodType>(value: T) => z.record(z.string(), value);

/** POST api/bookings-by-ad-id: what is already taken on an advert, by UK day and hour. */
export const BookingsByAdAnswer = z.strictObject({
  /** Days that cannot be booked at all. */
  booked_dates: z.array(Day),
  /** Hours (0 to 23) of a day whose every quarter is taken. */
  booked_date_hours: byDay(z.array(z.number())),
  /** Taken quarter-hour starts (0, 15, 30, 45) of partly taken hours, by day then hour. */
  booked_date_hour_minutes: byDay(z.record(z.string(), z.array(z.number()))),
  check_in_from: TimeOrFlexible,
  check_in_to: TimeOrFlexible,
  check_out_from: TimeOrFlexible,
  check_out_to: TimeOrFlexible,
  /** Room ids with nothing left, by night. */
  disabled_rooms: byDay(z.array(z.number())),
  /** How many of each room are already taken, by night then room id (our addition: rooms of quantity > 1). */
  booked_rooms: byDay(z.record(z.string(), z.number())),
});

/** One host calendar: the days and hours the host closed. */
const BookingCalendarAnswer = z.strictObject({ disabled_dates: z.array(Day), disabled_hours: byDay(z.array(z.number())) });

/** POST api/bookings-calendar. */
export const BookingsCalendarAnswer = z.strictObject({ data: z.array(BookingCalendarAnswer) });

/** One line of a booking's price as the server computed it. */
export const PriceLineAnswer = z.strictObject({
  label: z.string(),
  amount: z.number(),
  /** How it was reached: '£100.00 × 2 nights', '10% off for 3 or more guests'. */
  detail: z.string().optional(),
  /** Left out on lines of bookings made before lines had a kind. */
  kind: z.enum(['room', 'fee', 'discount', 'total']).optional(),
});

/**
 * A stay's cancellation policy as it stood when the stay was booked (spec 002 §3.5): the rule applies
 * when cancelling at least `periodDays` before the start, the late rule inside that period.
 */
export const CancellationPolicyAnswer = z.strictObject({
  /** Days before the start inside which the late rule applies; null: the rule applies whenever. */
  periodDays: z.number().nullable(),
  ruleId: z.number().nullable(),
  lateRuleId: z.number().nullable(),
  /** The fixed fee of 'Fixed Fee Charged'. */
  fee: z.number().nullable(),
});

/** A booking as the API sends it to its guest and its host. */
export const BookingAnswer = z.strictObject({
  id: z.number(),
  booking_type: BookingType,
  /** Its effective status: accepted and ended reads completed, an unanswered request past its time expired. */
  status: BookingStatus,
  property_id: z.number().nullable(),
  service_id: z.number().nullable(),
  user_id: z.number(),
  host_id: z.number(),
  date_start: Instant,
  date_end: Instant.nullable(),
  guests: z.number(),
  pets: z.number(),
  price: z.number(),
  /** What the guest owes: nothing for a viewing. */
  amount_due: z.number(),
  price_lines: z.array(PriceLineAnswer),
  /** The rooms a stay holds, named as the advert names them ('Double room'). */
  rooms: z.array(z.strictObject({ property_room_id: z.number(), quantity: z.number(), name: z.string() })),
  service_user_address: z.string().nullable(),
  service_user_postcode: z.string().nullable(),
  service_user_job_description: z.string().nullable(),
  /** The advert's title or the service's, for the people involved. */
  title: z.string().nullable(),
  paid_at: Instant.nullable(),
  /** What the guest paid, and what went back to them (0 until refunded). */
  paid_amount: z.number(),
  refunded_amount: z.number(),
  refunded_at: Instant.nullable(),
  /** When an unanswered request expires; null for bookings made before requests expired. */
  expires_at: Instant.nullable(),
  /** The policy a guest's cancellation is charged by, as it stood when booked; null: cancelling is free. */
  cancellation_policy: CancellationPolicyAnswer.nullable(),
  cancellation_charge: z.number().nullable(),
  /** The optional message the host declined with, or the one the cancelling party gave. */
  status_note: z.string().nullable(),
  /** Booked by Instant Book: confirmed as soon as it is paid, with no answer from the host to wait for. */
  instant_book: z.boolean(),
  /** The conversation between guest and advertiser that holds the request. */
  chat_room_id: z.number().nullable(),
  /** The /booking-payment/{token} link; only the booking's guest and host are ever sent a booking. */
  payment_token: z.string().nullable(),
  created_at: Instant,
});

/** POST api/book and POST api/booking-by-id-and-type: the booking. */
export const BookingDetailAnswer = z.strictObject({ data: BookingAnswer });

/** POST api/bookings/{id}/status: the booking as it now stands, what cancelling it cost and what went back. */
export const BookingStatusAnswer = z.strictObject({
  data: BookingAnswer,
  cancellation_charge: z.number().nullable(),
  refunded: z.number(),
});

/** POST api/booking-payment/{token}: the booking, whether the viewer pays or is the host, and how payment runs. */
export const BookingPaymentViewAnswer = z.strictObject({
  booking: BookingAnswer,
  /** 'guest' may pay; 'host' only sees whether it is paid. */
  role: z.enum(['guest', 'host']),
  mode: PaymentModeAnswer,
});

/** A booking on the dashboard's bookings page: the booking with the other party and how it was paid. */
export const DashboardBookingAnswer = BookingAnswer.pick({
  id: true,
  booking_type: true,
  status: true,
  title: true,
  property_id: true,
  service_id: true,
  date_start: true,
  date_end: true,
  guests: true,
  price: true,
  amount_due: true,
  paid_amount: true,
  refunded_amount: true,
  cancellation_charge: true,
  /** With the price lines: what the cancel dialog quotes a guest by (shared's guestCancellationQuote). */
  cancellation_policy: true,
  price_lines: true,
  /** Where the job is and what it is, as the customer entered them (an appointment's provider reads them). */
  service_user_address: true,
  service_user_postcode: true,
  service_user_job_description: true,
  expires_at: true,
  chat_room_id: true,
  payment_token: true,
  created_at: true,
}).extend({
  paid: z.boolean(),
  /** The rooms a stay holds, by name. */
  rooms: z.array(z.strictObject({ name: z.string(), quantity: z.number() })),
  /** Who the signed-in user is on this booking. */
  role: z.enum(['guest', 'host']),
  other_party: z.string(),
  other_party_id: z.number(),
  reviewed: z.boolean(),
});

/** GET api/user/bookings?as=guest|host: a page of the user's bookings as guest (Trips) or as host (Bookings). */
export const DashboardBookingsAnswer = dashboardPageAnswer(DashboardBookingAnswer);

export type BookingsByAd = z.infer<typeof BookingsByAdAnswer>;
export type BookingCalendar = z.infer<typeof BookingCalendarAnswer>;
export type PriceLine = z.infer<typeof PriceLineAnswer>;
export type CancellationPolicy = z.infer<typeof CancellationPolicyAnswer>;
export type Booking = z.infer<typeof BookingAnswer>;
export type BookingPaymentView = z.infer<typeof BookingPaymentViewAnswer>;
export type DashboardBooking = z.infer<typeof DashboardBookingAnswer>;
