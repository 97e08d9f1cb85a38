import type { BookingStatus } from './booking';
import type { Address } from './user';
import type { AdvertPricing } from './advert';

/** The periods the statistics chart offers, in days. */
export const STATISTICS_PERIODS = [7, 30, 90] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

/** One UTC day of the statistics chart. */
export interface StatisticsDay {
  /** 'YYYY-MM-DD' */
  day: string;
  views: number;
  enquiries: number;
  bookings: number;
}

export interface ReviewAverage {
  count: number;
  /** Mean of the reviews' own averages, 0 to 5 with one decimal; null with no reviews. */
  average: number | null;
}

/** GET api/user/statistics: every figure of the signed-in user's dashboard, computed by the API. */
export interface DashboardStatistics {
  adverts: { published: number; unpublished: number };
  services: { published: number; unpublished: number };
  /** Views of the user's adverts by other people, once per visitor and day, over all time. */
  views: number;
  /** Times the user's adverts were saved by others. */
  favourites: number;
  /** Booking requests received over all time. */
  enquiries: number;
  /** Bookings received, by their effective status. */
  bookings: Record<BookingStatus, number>;
  unread_messages: number;
  unread_notifications: number;
  /** Pounds paid for the user's bookings (succeeded payments). */
  earnings: number;
  reviews: { host: ReviewAverage; service: ReviewAverage; guest: ReviewAverage };
  period: StatisticsPeriod;
  /** One entry per day of the period, oldest first, ending today (UTC). */
  series: StatisticsDay[];
}

/** How an advert or service stands in the portfolio. */
export type ListingStatus = 'published' | 'unpublished';

/** A row of the portfolio (GET api/user/adverts) or of the services list (GET api/user/services). */
export interface DashboardListing {
  id: number;
  title: string;
  price: number;
  /** An advert's price as the price rule reads it (formatAdvertPrice), so the portfolio shows what the list and the page do. */
  pricing?: AdvertPricing;
  photo: string | null;
  status: ListingStatus;
  views: number;
  enquiries: number;
  created_at: string;
}

export interface DashboardPageOf<T> {
  data: T[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

/** A booking on the dashboard's bookings page: the booking with the other party and how it was paid. */
export interface DashboardBooking {
  id: number;
  booking_type: 'view' | 'reserve' | 'appoint';
  status: BookingStatus;
  title: string | null;
  property_id: number | null;
  service_id: number | null;
  date_start: string;
  date_end: string | null;
  guests: number;
  price: number;
  amount_due: number;
  paid: boolean;
  /** What was paid and what went back (0 until refunded). */
  paid_amount: number;
  refunded_amount: number;
  cancellation_charge: number | null;
  /** When an unanswered request expires; null for older bookings. */
  expires_at: string | null;
  /** The rooms a stay holds, by name. */
  rooms: Array<{ name: string; quantity: number }>;
  /** The conversation holding the request; null for bookings made before requests lived there. */
  chat_room_id: number | null;
  /** The payment page's token, for the guest's Pay link. */
  payment_token: string | null;
  /** Who the signed-in user is on this booking. */
  role: 'guest' | 'host';
  other_party: string;
  other_party_id: number;
  reviewed: boolean;
  created_at: string;
}

/** A day or some hours a host closed on one advert or service. */
export interface CalendarBlock {
  id: number;
  property_id: number | null;
  service_id: number | null;
  /** 'YYYY-MM-DD' */
  day: string;
  /** null: the whole day. */
  hours: number[] | null;
}

/** Contact items an advertiser may show on adverts (setting ids of user_settings). */
export const CONTACT_VISIBILITY = [
  { id: 1, label: 'Company name' },
  { id: 2, label: 'Address' },
  { id: 3, label: 'Mobile' },
  { id: 4, label: 'Landline' },
  { id: 5, label: 'Email' },
] as const;

/** GET api/user/settings: the signed-in user's profile, contact details and what adverts show of them. */
export interface UserSettings {
  email: string;
  is_host: boolean;
  photo: string | null;
  contact: {
    name: string | null;
    company_name: string | null;
    landing_prefix: string | null;
    landing: string | null;
    mobile_prefix: string | null;
    mobile: string | null;
    email: string | null;
    address: string | null;
    /** The same address in its parts when it has them (placed on the map): a new listing's contact starts from it. */
    address_parts: Pick<
      Address,
      'line_1' | 'line_2' | 'street' | 'city' | 'county' | 'postcode' | 'country' | 'latitude' | 'longitude'
    > | null;
  };
  /** Shown (true) or hidden, by setting id 1 to 5. */
  visibility: Record<'1' | '2' | '3' | '4' | '5', boolean>;
}

/** GET api/user/unread: the navigation's badges. */
export interface UnreadCounts {
  messages: number;
  notifications: number;
}

/** GET api/user/reviews-given: a review the user wrote. */
export interface GivenReview {
  review_type: 'host' | 'service' | 'guest';
  id: number;
  /** The advert or service reviewed, or the guest's name. */
  title: string;
  /** 1 to 5, one decimal. */
  stars: number;
  review_text: string | null;
  created_at: string;
}
