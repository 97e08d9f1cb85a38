import { dayInWords, formatPounds, type DashboardStatistics } from '@marketplace/shared';

export interface Figure {
  label: string;
  value: string;
  /** Stable hook for tests and journeys comparing with the API. */
  key: string;
}

const stars = (r: { count: number; average: number | null }) =>
  r.average === null ? 'No reviews' : `${r.average.toFixed(1)} / 5 (${r.count})`;

/** The statistics page's figures, in reading order, each read from what the API computed. */
const FIGURES: Array<{ key: string; label: string; value(s: DashboardStatistics): string }> = [
  { key: 'adverts-published', label: 'Published adverts', value: (s) => String(s.adverts.published) },
  { key: 'adverts-unpublished', label: 'Unpublished adverts', value: (s) => String(s.adverts.unpublished) },
  { key: 'services-published', label: 'Published services', value: (s) => String(s.services.published) },
  { key: 'views', label: 'Views', value: (s) => String(s.views) },
  { key: 'favourites', label: 'Saved by others', value: (s) => String(s.favourites) },
  { key: 'enquiries', label: 'Enquiries', value: (s) => String(s.enquiries) },
  { key: 'bookings-pending', label: 'Bookings awaiting you', value: (s) => String(s.bookings.pending) },
  { key: 'bookings-accepted', label: 'Upcoming bookings', value: (s) => String(s.bookings.accepted) },
  { key: 'bookings-completed', label: 'Completed bookings', value: (s) => String(s.bookings.completed) },
  { key: 'bookings-declined', label: 'Declined bookings', value: (s) => String(s.bookings.declined) },
  { key: 'bookings-cancelled', label: 'Cancelled bookings', value: (s) => String(s.bookings.cancelled) },
  { key: 'bookings-expired', label: 'Requests left unanswered', value: (s) => String(s.bookings.expired) },
  { key: 'unread-messages', label: 'Unread messages', value: (s) => String(s.unread_messages) },
  { key: 'earnings', label: 'Earnings', value: (s) => formatPounds(s.earnings, { decimals: 2 }) },
  { key: 'host-rating', label: 'Host rating', value: (s) => stars(s.reviews.host) },
  { key: 'service-rating', label: 'Service rating', value: (s) => stars(s.reviews.service) },
  { key: 'guest-rating', label: 'Guest rating', value: (s) => stars(s.reviews.guest) },
];

/** The statistics page's figures, in reading order, as the API computed them. */
export const figuresOf = (s: DashboardStatistics): Figure[] => FIGURES.map(({ key, label, value }) => ({ key, label, value: value(s) }));

/** The figures' places before the API answers: the page keeps its shape while they arrive. */
export const FIGURE_SLOTS: ReadonlyArray<Omit<Figure, 'value'>> = FIGURES.map(({ key, label }) => ({ key, label }));

/** A UK day of the activity table and the chart's axis, as '25 Nov'. */
export const activityDay = (day: string): string => dayInWords(day, { day: 'numeric', month: 'short' });
