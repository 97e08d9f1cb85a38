/**
 * What the shell passes to remote parcels beyond events: the pages of the dashboard layout, one per
 * dashboard route of spec 000 §2 (`/dashboard-{page}`), and the guest's trips (`/dashboard-trips`, ours).
 */
export type DashboardPage =
  | 'statistics'
  | 'portfolio'
  | 'services'
  | 'user-settings'
  | 'user-calendar'
  | 'bookings'
  | 'trips'
  | 'reviews'
  | 'user-messages'
  | 'notifications';
