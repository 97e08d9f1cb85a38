import type { DashboardPage, UnreadCounts } from '@marketplace/shared';
import type { StartedRequest } from '../public-surface';

/** The dashboard's navigation, in menu order; each page lives at /dashboard-<page>. */
export const DASHBOARD_PAGES: readonly { page: DashboardPage; label: string; badge?: keyof UnreadCounts }[] = [
  { page: 'statistics', label: 'Statistics' },
  { page: 'portfolio', label: 'Portfolio' },
  { page: 'services', label: 'Services' },
  { page: 'bookings', label: 'Bookings' },
  { page: 'trips', label: 'Trips' },
  { page: 'saved-searches', label: 'Saved searches' },
  { page: 'user-calendar', label: 'Calendar' },
  { page: 'user-messages', label: 'Messages', badge: 'messages' },
  { page: 'reviews', label: 'Reviews' },
  { page: 'notifications', label: 'Notifications', badge: 'notifications' },
  { page: 'user-settings', label: 'User Settings' },
];

export const dashboardPath = (page: DashboardPage) => `/dashboard-${page}`;

/**
 * What every page gets: the route's parameters (is_boarded, chat_room_id), and the shell's request for
 * the page's first GET when the dashboard opened on this page (useApi takes it).
 */
export type PageProps = { params: Record<string, string | undefined>; started?: StartedRequest };
