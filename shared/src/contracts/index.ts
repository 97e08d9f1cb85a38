/**
 * What the shell passes to remote parcels beyond events: the pages of the dashboard layout, one per
 * dashboard route of spec 000 §2 (`/dashboard-{page}`), the guest's trips (`/dashboard-trips`, ours) and saved searches (`/dashboard-saved-searches`, ours).
 */
export type DashboardPage =
  | 'statistics'
  | 'portfolio'
  | 'services'
  | 'user-settings'
  | 'user-calendar'
  | 'bookings'
  | 'trips'
  | 'saved-searches'
  | 'reviews'
  | 'user-messages'
  | 'notifications';
