/** What the menu needs to know about the session; `sessionStore` from @marketplace/shared fits it. */
export interface MenuSession {
  hasContactEmail: boolean;
  isHost: boolean;
}

export type MenuItem =
  | { kind: 'route'; label: string; to: string }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'logout'; label: string };

const visitorItems: MenuItem[] = [
  { kind: 'route', label: 'Login', to: '/login' },
  { kind: 'route', label: 'Register', to: '/register' },
];

const userItems: MenuItem[] = [
  { kind: 'route', label: 'Dashboard', to: '/dashboard-statistics' },
  { kind: 'route', label: 'Portfolio', to: '/dashboard-portfolio' },
  { kind: 'route', label: 'Messages', to: '/dashboard-user-messages' },
  { kind: 'route', label: 'User Settings', to: '/dashboard-user-settings' },
  { kind: 'route', label: 'Add Property', to: '/add-edit-ad' },
  { kind: 'route', label: 'Add Service', to: '/add-edit-service' },
];

/**
 * The account menu of the spec: Login and Register until there is a user with a contact email;
 * then the user's pages, the Financial Dashboard for hosts only, and Logout last.
 */
export function menuItems(session: MenuSession, financialDashboardUrl: string): MenuItem[] {
  if (!session.hasContactEmail) return visitorItems;
  const hostItems: MenuItem[] = session.isHost
    ? [{ kind: 'external', label: 'Financial Dashboard', href: financialDashboardUrl }]
    : [];
  return [...userItems, ...hostItems, { kind: 'logout', label: 'Logout' }];
}
