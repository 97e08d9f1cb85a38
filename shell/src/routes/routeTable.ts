import { generatePath } from 'react-router-dom';
import type { DashboardPage } from '@marketplace/shared';

/** Who may open a route: everyone, or signed-in users only (others go to login first). */
export type Access = 'guest' | 'login';

export type RouteId =
  | 'home'
  | 'about'
  | 'contact'
  | 'careers'
  | 'qna'
  | 'privacy-policy'
  | 'cookie-policy'
  | 'terms-and-conditions'
  | 'services'
  | 'login'
  | 'register'
  | 'forgot-password'
  | 'reset-password'
  | 'unsubscribe'
  | 'verify-email'
  | 'ad-details'
  | 'ad-service'
  | 'donate'
  | 'booking-payment'
  | 'add-review'
  | 'add-edit-ad'
  | 'add-edit-service'
  | 'add-submit-confirmation'
  | 'releases'
  | `dashboard-${DashboardPage}`;

export interface RouteEntry {
  id: RouteId;
  path: string;
  access: Access;
  /** The page's part of the document title. */
  title: string;
}

/** The dashboard's pages, their history paths and titles (spec 000 §2). */
export const dashboardRoutes: { page: DashboardPage; path: string; title: string }[] = [
  { page: 'statistics', path: '/dashboard-statistics/:is_boarded?', title: 'Dashboard' },
  { page: 'portfolio', path: '/dashboard-portfolio', title: 'Portfolio' },
  { page: 'services', path: '/dashboard-services', title: 'My services' },
  { page: 'user-settings', path: '/dashboard-user-settings', title: 'User Settings' },
  { page: 'user-calendar', path: '/dashboard-user-calendar', title: 'Calendar' },
  { page: 'bookings', path: '/dashboard-bookings', title: 'Bookings' },
  { page: 'payouts', path: '/dashboard-payouts', title: 'Payouts' },
  { page: 'trips', path: '/dashboard-trips', title: 'Trips' },
  { page: 'saved-searches', path: '/dashboard-saved-searches', title: 'Saved searches' },
  { page: 'favourites', path: '/dashboard-favourites', title: 'Saved homes' },
  { page: 'reviews', path: '/dashboard-reviews', title: 'Reviews' },
  { page: 'user-messages', path: '/dashboard-user-messages/:chat_room_id?', title: 'Messages' },
  { page: 'notifications', path: '/dashboard-notifications', title: 'Notifications' },
];

/** The route table of the spec (history paths). Anything else is the 404 page. */
export const routeTable: RouteEntry[] = [
  { id: 'home', path: '/', access: 'guest', title: 'Homes, lets and services across the UK' },
  { id: 'about', path: '/about', access: 'guest', title: 'About' },
  { id: 'contact', path: '/contact', access: 'guest', title: 'Contact' },
  { id: 'careers', path: '/careers', access: 'guest', title: 'Careers' },
  { id: 'qna', path: '/qna', access: 'guest', title: 'Q&A' },
  { id: 'privacy-policy', path: '/privacy-policy', access: 'guest', title: 'Privacy Policy' },
  { id: 'cookie-policy', path: '/cookie-policy', access: 'guest', title: 'Cookie Policy' },
  { id: 'terms-and-conditions', path: '/terms-and-conditions', access: 'guest', title: 'Terms and Conditions' },
  { id: 'services', path: '/services', access: 'guest', title: 'Services' },
  { id: 'login', path: '/login', access: 'guest', title: 'Login' },
  { id: 'register', path: '/register', access: 'guest', title: 'Register' },
  { id: 'forgot-password', path: '/forgot-password', access: 'guest', title: 'Forgot password' },
  { id: 'reset-password', path: '/reset-password', access: 'guest', title: 'Reset password' },
  // An alert mail's unsubscribe link works signed out (its token is the proof).
  { id: 'unsubscribe', path: '/unsubscribe', access: 'guest', title: 'Unsubscribe from alerts' },
  // A new account's confirmation link works signed out too (its signed token is the proof).
  { id: 'verify-email', path: '/verify-email', access: 'guest', title: 'Confirm your e-mail address' },
  { id: 'ad-details', path: '/ad-details/:id', access: 'guest', title: 'Property' },
  { id: 'ad-service', path: '/ad-service/:id', access: 'guest', title: 'Service' },
  { id: 'donate', path: '/donate', access: 'login', title: 'Donate' },
  { id: 'booking-payment', path: '/booking-payment/:token', access: 'login', title: 'Booking payment' },
  { id: 'add-review', path: '/add-review', access: 'login', title: 'Add a review' },
  { id: 'add-edit-ad', path: '/add-edit-ad/:id?', access: 'login', title: 'Add Property' },
  { id: 'add-edit-service', path: '/add-edit-service/:id?', access: 'login', title: 'Add Service' },
  {
    id: 'add-submit-confirmation',
    path: '/add-submit-confirmation/:id?/:type?/:paymentId?',
    access: 'login',
    title: 'Submitted',
  },
  // The release console: for release managers (the API answers 403 to anyone else, and so does the page).
  { id: 'releases', path: '/releases', access: 'login', title: 'Releases' },
  ...dashboardRoutes.map(({ page, path, title }): RouteEntry => ({
    id: `dashboard-${page}`,
    path,
    access: 'login',
    title,
  })),
];

export const NOT_FOUND_TITLE = 'Page not found';

/** "About – Roofline"; the home page leads with the brand. */
export function documentTitle(pageTitle: string, isHome = false): string {
  return isHome ? `Roofline – ${pageTitle}` : `${pageTitle} – Roofline`;
}

/** The link to a route of the table, its optional segments left out: '/dashboard-statistics'. */
export function pathTo(id: RouteId): string {
  const entry = routeTable.find((route) => route.id === id);
  if (!entry) throw new Error(`no route ${id}`);
  return generatePath(entry.path);
}
