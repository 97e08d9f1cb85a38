/** Saved searches and their alerts (issue 29): the bodies of api/user/saved-searches and what it answers. */
import { z } from 'zod';
import { laravelBody, oneOf, optionalText, requiredText } from './laravel';

/** How often a saved search's alerts come: at once (the bell and an e-mail), a daily or weekly digest, or never. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** How many searches one person may keep, as Rightmove caps them. */
export const SAVED_SEARCHES_MAX = 50;
export const SAVED_SEARCH_NAME_MAX = 120;
export const TOO_MANY_SAVED_SEARCHES = `You can keep up to ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`;

/** Query strings of the results page: a drawn area's rings take most of it. */
const QUERY_MAX = 60_000;

/**
 * POST api/user/saved-searches: the name, the alert frequency (PECR: alerts are asked for, so no
 * default), the search body exactly as api/properties-list takes it (checked by the same rules there),
 * and the results page's query that restores it.
 */
export const SaveSearchBody = laravelBody(
  z.object({
    name: requiredText('name', { max: SAVED_SEARCH_NAME_MAX }),
    frequency: oneOf('frequency', ALERT_FREQUENCIES),
    search: z.record(z.string(), z.unknown(), { error: 'The search field is required.' }),
    query: optionalText('query', { max: QUERY_MAX }),
  }),
);

/** PUT api/user/saved-searches/{id}: rename, change the frequency, pause or resume its alerts. */
export const UpdateSavedSearchBody = laravelBody(
  z.object({
    name: optionalText('name', { max: SAVED_SEARCH_NAME_MAX }),
    frequency: oneOf('frequency', ALERT_FREQUENCIES, { required: false }),
    paused: z.boolean({ error: 'The paused field must be true or false.' }).optional(),
  }),
);

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
