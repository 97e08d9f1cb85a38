export * from './common';
export * from './user';
export * from './advert';
export * from './room';
export * from './review';
export * from './search';
export * from './searchFilters';
export * from './advertGroups';
export * from './materialInformation';
export * from './agency';
export * from './marketStatus';
export * from './misc';
export * from './service';
export * from './booking';
export * from './dashboard';
export * from './releases';
export * from './savedSearch';
// Answers' types, derived from their schemas (the schemas themselves stay out of the browser's bundle).
export type { AdvertCard } from '../answers/search';
export type { Favourite } from '../answers/favourites';
export type { Advert, OwnAdvert } from '../answers/advert';
export type {
  Booking,
  BookingCalendar,
  BookingPaymentView,
  BookingsByAd,
  CancellationPolicy,
  DashboardBooking,
  PriceLine,
} from '../answers/bookings';
export type { DashboardPageOf } from '../answers/common';
export type {
  CalendarBlock,
  CalendarMonth,
  DashboardHome,
  DashboardListing,
  DashboardStatistics,
  GivenReview,
  ReviewAverage,
  StatisticsDay,
  UserPhoto,
  UserSettings,
} from '../answers/dashboard';
export type { ChatRoom, RoomPage, StoredChatMessage } from '../answers/messages';
export type { Notification, NotificationList, UnreadCounts } from '../answers/notifications';
export type { PropertyCategoryList, PropertyTypeDetailList, PropertyTypeList } from '../answers/catalogue';
export type { Draft, LoadedDraft } from '../answers/drafts';
export type { DonationStart, HostPayouts, HostTransaction, PaymentMode, PaymentStart, PaymentStatus } from '../answers/payments';
export type {
  ReleaseAuditAction,
  ReleaseAuditEntry,
  ReleaseCanary,
  ReleaseCanaryAnalysis,
  ReleaseDelivery,
  ReleaseDeliveryFigures,
  ReleasePreview,
  ReleaseSurfaceChange,
  ReleaseRemote,
  ReleasesOverview,
  ReleaseVersion,
  ReleaseVersionHealth,
  ReleaseVital,
} from '../answers/releases';
export type { ReportSent } from '../answers/report';
export type { StayTerms } from '../answers/stays';
export type { CalendarSync, ImportedCalendar } from '../answers/calendarSync';
export type { GuestReview, HostReview, NeighbourhoodReview, ReviewAddress, ReviewPerson, ServiceReview } from '../answers/reviews';
export type { OpenedSavedSearch, SavedSearch, Unsubscribed } from '../answers/savedSearches';
export type { AdvertImages, AdvertLookups, ListingDeleted, ListingPublished, ServiceImages, ServiceLookups } from '../answers/supply';
export type { OwnService, Service, ServicePin, ServicePinColumns, ServicesMap } from '../answers/services';
export * from './shortlist';
