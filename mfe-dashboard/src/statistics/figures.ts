import { formatPounds, type DashboardStatistics } from '@marketplace/shared';

export interface Figure {
  label: string;
  value: string;
  /** Stable hook for tests and journeys comparing with the API. */
  key: string;
}

const stars = (r: { count: number; average: number | null }) =>
  r.average === null ? 'No reviews' : `${r.average.toFixed(1)} / 5 (${r.count})`;

/** The statistics page's figures, in reading order, as the API computed them. */
export function figuresOf(s: DashboardStatistics): Figure[] {
  return [
    { key: 'adverts-published', label: 'Published adverts', value: String(s.adverts.published) },
    { key: 'adverts-unpublished', label: 'Unpublished adverts', value: String(s.adverts.unpublished) },
    { key: 'services-published', label: 'Published services', value: String(s.services.published) },
    { key: 'views', label: 'Views', value: String(s.views) },
    { key: 'favourites', label: 'Saved by others', value: String(s.favourites) },
    { key: 'enquiries', label: 'Enquiries', value: String(s.enquiries) },
    { key: 'bookings-pending', label: 'Bookings awaiting you', value: String(s.bookings.pending) },
    { key: 'bookings-accepted', label: 'Upcoming bookings', value: String(s.bookings.accepted) },
    { key: 'bookings-completed', label: 'Completed bookings', value: String(s.bookings.completed) },
    { key: 'bookings-declined', label: 'Declined bookings', value: String(s.bookings.declined) },
    { key: 'bookings-cancelled', label: 'Cancelled bookings', value: String(s.bookings.cancelled) },
    { key: 'bookings-expired', label: 'Requests left unanswered', value: String(s.bookings.expired) },
    { key: 'unread-messages', label: 'Unread messages', value: String(s.unread_messages) },
    { key: 'earnings', label: 'Earnings', value: formatPounds(s.earnings, { decimals: 2 }) },
    { key: 'host-rating', label: 'Host rating', value: stars(s.reviews.host) },
    { key: 'service-rating', label: 'Service rating', value: stars(s.reviews.service) },
    { key: 'guest-rating', label: 'Guest rating', value: stars(s.reviews.guest) },
  ];
}

/** A day of the activity table and the chart's axis, as '25 Nov' (UTC, the API's days). */
export const activityDay = (day: string): string =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
