/**
 * What the shell passes to remote parcels beyond events: the pages of the dashboard layout, one per
 * dashboard route of spec 000 §2 (`/dashboard-{page}`), and ours: the guest's trips (`/dashboard-trips`), the host's payouts (`/dashboard-payouts`), saved searches
 * (`/dashboard-saved-searches`) and saved homes with their shortlist (`/dashboard-favourites`).
 */
export type DashboardPage =
  | 'statistics'
  | 'portfolio'
  | 'services'
  | 'user-settings'
  | 'user-calendar'
  | 'bookings'
  | 'payouts'
  | 'trips'
  | 'saved-searches'
  | 'favourites'
  | 'reviews'
  | 'user-messages'
  | 'notifications';

/**
 * A page's first GET, started by the shell at boot beside the page's remote instead of after it has
 * loaded: the remote takes `answer` (which settles as `http.get(path)` would) for the same `path`.
 */
export interface StartedRequest {
  path: string;
  answer: Promise<unknown>;
}

/**
 * A started GET with its answer's value once it has come (`answered`, set by the shell), so a page mounted
 * after that renders with it at once instead of its loading state for a frame (the advert page).
 */
export type AnsweredRequest = StartedRequest & { answered?: { value: unknown } };
