import type { DashboardPage } from '@marketplace/shared';

/** The dashboard's navigation, in menu order; each page lives at /dashboard-<page>. */
export const DASHBOARD_PAGES: readonly { page: DashboardPage; label: string }[] = [
  { page: 'statistics', label: 'Statistics' },
  { page: 'portfolio', label: 'Portfolio' },
  { page: 'services', label: 'Services' },
  { page: 'bookings', label: 'Bookings' },
  { page: 'user-calendar', label: 'Calendar' },
  { page: 'user-messages', label: 'Messages' },
  { page: 'reviews', label: 'Reviews' },
  { page: 'notifications', label: 'Notifications' },
  { page: 'user-settings', label: 'User Settings' },
];

export const dashboardPath = (page: DashboardPage) => `/dashboard-${page}`;
