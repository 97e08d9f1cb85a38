import type { Advert } from '@marketplace/shared/src/answers/advert.ts';
import type { AdvertCard } from '@marketplace/shared/src/answers/search.ts';
import type { Paginated } from '@marketplace/shared/src/entities/common.ts';
import type { BookingCalendar, BookingsByAd, DashboardBooking } from '@marketplace/shared/src/answers/bookings.ts';
import type { DashboardPageOf } from '@marketplace/shared/src/answers/common.ts';
import type { DashboardListing, DashboardStatistics, GivenReview, UserSettings } from '@marketplace/shared/src/answers/dashboard.ts';
import type { Service } from '@marketplace/shared/src/answers/services.ts';
import type { MapViewAnswer } from '@marketplace/shared/src/rules/mapPin.ts';
import type { GuestReview, HostReview, NeighbourhoodReview, ServiceReview } from '@marketplace/shared/src/answers/reviews.ts';
import type { User } from '@marketplace/shared/src/answers/user.ts';

/**
 * What the browser reads each API answer as, in shared's entity types: contract.test.ts checks the
 * API's real answers against these, so a column renamed on one side fails a test instead of a page.
 */
export interface Answers {
  'GET api/user': User;
  'POST api/properties-list': Paginated<AdvertCard>;
  'POST api/properties-map with a view': MapViewAnswer;
  'GET api/properties/{id}': { data: Advert };
  'GET api/services/{id}': { data: Service & Required<Pick<Service, 'documents_service_images'>> };
  'POST api/host-reviews': { data: HostReview[] };
  'POST api/neighbourhood-reviews': { data: NeighbourhoodReview[] };
  'POST api/service-reviews': { data: ServiceReview[] };
  'POST api/guest-reviews': { data: { data: GuestReview[] } };
  'POST api/bookings-calendar': { data: BookingCalendar[] };
  'POST api/bookings-by-ad-id': BookingsByAd;
  'GET api/user/statistics': { data: DashboardStatistics };
  'GET api/user/adverts': DashboardPageOf<DashboardListing>;
  'GET api/user/services': DashboardPageOf<DashboardListing>;
  'GET api/user/bookings': DashboardPageOf<DashboardBooking>;
  'GET api/user/reviews-given': { data: GivenReview[] };
  'GET api/user/settings': { data: UserSettings };
  'GET api/user/adverts/{id}': { data: Advert };
}
