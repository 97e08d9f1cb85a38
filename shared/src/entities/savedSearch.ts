// The saved-search record, kept free of zod so the pages that only show saved searches do not load it;
// shared/src/schemas/savedSearches.ts checks the bodies.

/** How often a saved search's alerts come: at once (the bell and an e-mail), a daily or weekly digest, or never. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** A saved search as the dashboard lists it. */
export interface SavedSearch {
  id: number;
  name: string;
  frequency: AlertFrequency;
  /** Alerts held without losing the frequency chosen. */
  paused: boolean;
  /** The results page with the search restored: '/?ad_type=5&…'. */
  url: string;
  /** Adverts that match now. */
  matches: number;
  last_alert_at: string | null;
  created_at: string;
}
