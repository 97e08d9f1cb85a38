import type { DashboardPage, UnreadCounts, StartedRequest } from '@marketplace/shared';

interface NavItem {
  page: DashboardPage;
  label: string;
  badge?: keyof UnreadCounts;
  /** Who sees it: an advertiser's pages (their adverts, the requests for them, their money) or everyone's. */
  for?: 'advertisers';
  /** What it is called for someone with no adverts, when that differs (their trips are their bookings). */
  moverLabel?: string;
}

/** The dashboard's navigation, in menu order; each page lives at /dashboard-<page>. */
export const DASHBOARD_PAGES: readonly NavItem[] = [
  { page: 'statistics', label: 'Statistics', moverLabel: 'Home' },
  { page: 'portfolio', label: 'Portfolio', for: 'advertisers' },
  { page: 'services', label: 'Services', for: 'advertisers' },
  { page: 'bookings', label: 'Bookings', for: 'advertisers' },
  { page: 'payouts', label: 'Payouts', for: 'advertisers' },
  { page: 'trips', label: 'Trips', moverLabel: 'Bookings' },
  { page: 'favourites', label: 'Saved homes' },
  { page: 'saved-searches', label: 'Saved searches' },
  { page: 'user-calendar', label: 'Calendar' },
  { page: 'user-messages', label: 'Messages', badge: 'messages' },
  { page: 'reviews', label: 'Reviews' },
  { page: 'notifications', label: 'Notifications', badge: 'notifications' },
  { page: 'user-settings', label: 'User Settings' },
];

/**
 * The menu a person sees: an advertiser's whole dashboard; for a renter, buyer or guest with no adverts,
 * their own home first, their trips, viewings and appointments as Bookings, and none of the advertiser's
 * pages (which would only read zero). Their bookings page and trips page are one page.
 */
export function dashboardNav(advertiser: boolean): Array<Omit<NavItem, 'for' | 'moverLabel'>> {
  return DASHBOARD_PAGES.filter((p) => advertiser || p.for !== 'advertisers').map(({ page, label, badge, moverLabel }) => ({
    page,
    label: advertiser ? label : (moverLabel ?? label),
    ...(badge && { badge }),
  }));
}

/** The menu entry a page is under: someone with no adverts has their bookings as guest at /dashboard-bookings too. */
export const navPageOf = (page: DashboardPage, advertiser: boolean): DashboardPage => (!advertiser && page === 'bookings' ? 'trips' : page);

export const dashboardPath = (page: DashboardPage) => `/dashboard-${page}`;

/**
 * What every page gets: the route's parameters (is_boarded, chat_room_id), and the shell's request for
 * the page's first GET when the dashboard opened on this page (useApi takes it).
 */
export type PageProps = { params: Record<string, string | undefined>; started?: StartedRequest };
