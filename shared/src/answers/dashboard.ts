import { z } from 'zod';
import { BOOKING_STATUS_IDS } from '../entities/booking';
import { STATISTICS_PERIODS } from '../entities/dashboard';
import { AgencyAnswer } from './agency';
import { DashboardBookingAnswer } from './bookings';
import { dashboardPageAnswer, Day, Instant, MarketStatusAnswer } from './common';
import { RoomPriceAnswer } from './search';

/**
 * The dashboard's own answers (issue 12): the statistics of GET api/user/statistics, and the portfolio
 * (GET api/user/adverts) and services (GET api/user/services) lists. Declared once here: mfe-dashboard
 * reads their types, the API serialises and checks them.
 */

const ListingCounts = z.strictObject({ published: z.number(), unpublished: z.number() });

const ReviewAverageAnswer = z.strictObject({
  count: z.number(),
  /** Mean of the reviews' own averages, 0 to 5 with one decimal; null with no reviews. */
  average: z.number().nullable(),
});

/** One UK day of the statistics chart. */
const StatisticsDayAnswer = z.strictObject({ day: Day, views: z.number(), enquiries: z.number(), bookings: z.number() });

/** Every figure of the signed-in user's dashboard, computed by the API. */
export const DashboardStatisticsAnswer = z.strictObject({
  adverts: ListingCounts,
  services: ListingCounts,
  /** Views of the user's adverts by other people, once per visitor and day, over all time. */
  views: z.number(),
  /** Times the user's adverts were saved by others. */
  favourites: z.number(),
  /** Booking requests received over all time. */
  enquiries: z.number(),
  /** Bookings received, by their effective status. */
  bookings: z.strictObject(
    Object.fromEntries(BOOKING_STATUS_IDS.map((status) => [status, z.number()])) as Record<
      (typeof BOOKING_STATUS_IDS)[number],
      z.ZodNumber
    >,
  ),
  unread_messages: z.number(),
  unread_notifications: z.number(),
  /** Pounds paid for the user's bookings (succeeded payments). */
  earnings: z.number(),
  reviews: z.strictObject({ host: ReviewAverageAnswer, service: ReviewAverageAnswer, guest: ReviewAverageAnswer }),
  period: z.literal(STATISTICS_PERIODS),
  /** One entry per UK day of the period, oldest first, ending today. */
  series: z.array(StatisticsDayAnswer),
});

/** GET api/user/statistics?days=7|30|90. */
export const StatisticsAnswer = z.strictObject({ data: DashboardStatisticsAnswer });

/** What the price rule reads of an advert (formatAdvertPrice), as the list and the map give it. */
export const ListingPricingAnswer = z.strictObject({
  price: z.number().nullable(),
  is_sale: z.boolean(),
  is_let: z.boolean(),
  is_buy: z.boolean(),
  is_rent: z.boolean(),
  is_short_term: z.boolean(),
  is_room: z.boolean(),
  property_category_id: z.number(),
  property_rent_type_id: z.number(),
  property_rooms: z.array(RoomPriceAnswer),
  property_type_details: z.strictObject({ id: z.number(), type_detail: z.string() }).nullable(),
});

/** A row of the portfolio (GET api/user/adverts) or of the services list (GET api/user/services). */
export const DashboardListingAnswer = z.strictObject({
  id: z.number(),
  title: z.string(),
  price: z.number(),
  /** An advert's price as the price rule reads it, so the portfolio shows what the list and the page do; services have none. */
  pricing: ListingPricingAnswer.optional(),
  photo: z.string().nullable(),
  status: z.enum(['published', 'unpublished']),
  /** An advert's place in its market, which its owner moves from this list; services have none. */
  market_status: MarketStatusAnswer.market_status.optional(),
  market_status_on: MarketStatusAnswer.market_status_on.optional(),
  views: z.number(),
  enquiries: z.number(),
  created_at: Instant,
});

/** GET api/user/adverts and GET api/user/services: a page of the user's listings, 15 a page. */
export const DashboardListingsAnswer = dashboardPageAnswer(DashboardListingAnswer);

export type DashboardStatistics = z.infer<typeof DashboardStatisticsAnswer>;
export type ReviewAverage = z.infer<typeof ReviewAverageAnswer>;
export type StatisticsDay = z.infer<typeof StatisticsDayAnswer>;
export type DashboardListing = z.infer<typeof DashboardListingAnswer>;

/** A review the user wrote, of an advert's host, a service or a guest. */
export const GivenReviewAnswer = z.strictObject({
  review_type: z.enum(['host', 'service', 'guest']),
  id: z.number(),
  /** The advert or service reviewed, or the guest's name. */
  title: z.string(),
  /** 1 to 5, one decimal. */
  stars: z.number(),
  review_text: z.string().nullable(),
  created_at: Instant,
});

/** GET api/user/reviews-given: the newest 200 reviews the user wrote. */
export const GivenReviewsAnswer = z.strictObject({ data: z.array(GivenReviewAnswer) });

/** A day or some hours a host closed on one advert or service. */
export const CalendarBlockAnswer = z.strictObject({
  id: z.number(),
  property_id: z.number().nullable(),
  service_id: z.number().nullable(),
  day: Day,
  /** null: the whole day. */
  hours: z.array(z.number()).nullable(),
  /** The imported calendar that closed the day (calendar sync); null: the host closed it. */
  feed: z.string().nullable(),
});

/** POST api/user/calendar-blocks: the day's one block, as closed now. */
export const CalendarBlockAnswerData = z.strictObject({ data: CalendarBlockAnswer });

/** A month of one advert's or service's calendar: the closed days and hours and the bookings in it, with the guest's name. */
export const CalendarMonthAnswer = z.strictObject({
  blocks: z.array(CalendarBlockAnswer),
  bookings: z.array(
    z.strictObject({
      id: z.number(),
      status: z.enum(BOOKING_STATUS_IDS),
      date_start: Instant,
      date_end: Instant.nullable(),
      guest: z.string(),
      /** An appointment's job, as the customer entered it. */
      service_user_address: z.string().nullable(),
      service_user_postcode: z.string().nullable(),
      service_user_job_description: z.string().nullable(),
    }),
  ),
});

/**
 * GET api/user/home: a renter's, buyer's or guest's own home on the dashboard: their next trips, viewings
 * and appointments (the soonest first) and what they have still to review, each with how many there are.
 */
export const DashboardHomeAnswer = z.strictObject({
  data: z.strictObject({
    upcoming: z.array(DashboardBookingAnswer),
    upcoming_count: z.number(),
    to_review: z.array(DashboardBookingAnswer),
    to_review_count: z.number(),
  }),
});

/** GET api/user/calendar?month=YYYY-MM. */
export const CalendarMonthAnswerData = z.strictObject({ data: CalendarMonthAnswer });

export type GivenReview = z.infer<typeof GivenReviewAnswer>;
export type CalendarBlock = z.infer<typeof CalendarBlockAnswer>;
export type CalendarMonth = z.infer<typeof CalendarMonthAnswer>;
export type DashboardHome = z.infer<typeof DashboardHomeAnswer>['data'];

/** GET api/user/settings, and what saving contact details, visibility or becoming a host answers: the user's profile. */
export const UserSettingsAnswer = z.strictObject({
  email: z.string(),
  is_host: z.boolean(),
  photo: z.string().nullable(),
  contact: z.strictObject({
    name: z.string().nullable(),
    company_name: z.string().nullable(),
    landing_prefix: z.string().nullable(),
    landing: z.string().nullable(),
    mobile_prefix: z.string().nullable(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    /** The same address in its parts when it has them (placed on the map): a new listing's contact starts from it. */
    address_parts: z
      .strictObject({
        line_1: z.string().nullable(),
        line_2: z.string().nullable(),
        street: z.string().nullable(),
        city: z.string().nullable(),
        county: z.string().nullable(),
        postcode: z.string().nullable(),
        country: z.string().nullable(),
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
      })
      .nullable(),
  }),
  /** A letting agent's statutory details (Consumer Rights Act 2015 s83), shown on each of their lets. */
  agency: AgencyAnswer,
  /** Shown (true) or hidden, by setting id 1 to 5. */
  visibility: z.strictObject({ '1': z.boolean(), '2': z.boolean(), '3': z.boolean(), '4': z.boolean(), '5': z.boolean() }),
  /** The versions the page edits (issue 40): saving the contact or the visibility names its own, and a newer one refuses it (409). */
  versions: z.strictObject({ contact: z.number(), visibility: z.number(), agency: z.number() }),
});

export const UserSettingsAnswerData = z.strictObject({ data: UserSettingsAnswer });

/** POST api/user/settings/photo: where the new photo is kept (the user's picture from now on). */
export const UserPhotoAnswer = z.strictObject({ data: z.strictObject({ photo: z.string() }) });

export type UserSettings = z.infer<typeof UserSettingsAnswer>;
export type UserPhoto = z.infer<typeof UserPhotoAnswer>;
