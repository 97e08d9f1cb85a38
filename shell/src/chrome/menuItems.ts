import { signInLink } from '../auth/redirect';
import { pathTo, type RouteId } from '../routes/routeTable';

/** What the menu needs to know about the session; `sessionStore` from @marketplace/shared fits it. */
export interface MenuSession {
  hasContactEmail: boolean;
  isHost: boolean;
  isReleaseManager?: boolean;
}

export type MenuItem =
  { kind: 'route'; label: string; to: string } | { kind: 'external'; label: string; href: string } | { kind: 'logout'; label: string };

const route = (label: string, id: RouteId): MenuItem => ({ kind: 'route', label, to: pathTo(id) });

/** Where the person is: the Login and Register items bring them back here once signed in. */
export interface MenuLocation {
  pathname: string;
  search: string;
  hash?: string;
}

const visitorItems = (here: MenuLocation): MenuItem[] => [
  { kind: 'route', label: 'Login', to: signInLink(pathTo('login'), here) },
  { kind: 'route', label: 'Register', to: signInLink(pathTo('register'), here) },
];

const userItems: MenuItem[] = [
  route('Dashboard', 'dashboard-statistics'),
  route('Portfolio', 'dashboard-portfolio'),
  route('Messages', 'dashboard-user-messages'),
  // A renter's and a buyer's own places, one tap from anywhere (as Rightmove's and Zoopla's menus have them).
  route('Saved homes', 'dashboard-favourites'),
  route('Saved searches', 'dashboard-saved-searches'),
  route('User Settings', 'dashboard-user-settings'),
  route('Add Property', 'add-edit-ad'),
  route('Add Service', 'add-edit-service'),
];

/**
 * The account menu of the spec: Login and Register until there is a user with a contact email;
 * then the user's pages, the Financial Dashboard for hosts only, Releases for release managers only,
 * and Logout last.
 */
export function menuItems(session: MenuSession, financialDashboardUrl: string, here: MenuLocation): MenuItem[] {
  if (!session.hasContactEmail) return visitorItems(here);
  const hostItems: MenuItem[] = session.isHost ? [{ kind: 'external', label: 'Financial Dashboard', href: financialDashboardUrl }] : [];
  const releaseItems: MenuItem[] = session.isReleaseManager ? [route('Releases', 'releases')] : [];
  return [...userItems, ...hostItems, ...releaseItems, { kind: 'logout', label: 'Logout' }];
}
