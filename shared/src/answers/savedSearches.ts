import { z } from 'zod';
import { ALERT_FREQUENCIES } from '../entities/savedSearch';
import { Instant, dashboardPageAnswer } from './common';

/**
 * A person's saved searches (issue 29): the dashboard's list and the results panel's save. Declared once
 * here: mfe-dashboard and mfe-search-map read the `SavedSearch` type, the API serialises and checks them.
 */

/** A saved search as the dashboard lists it: without the search itself, which only opening one needs. */
export const SavedSearchAnswer = z.strictObject({
  id: z.number(),
  name: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  /** Alerts held without losing the frequency chosen. */
  paused: z.boolean(),
  /**
   * Adverts that matched when the alert job last counted (at most every few minutes; issue 40); null until
   * its first count, moments after saving.
   */
  matches: z.number().nullable(),
  /** The search's criteria as short chips ('To Let', 'Ancoats', '£800 – £1,200 pcm', '2+ beds'), in reading order. */
  criteria: z.array(z.string()),
  last_alert_at: Instant.nullable(),
  created_at: Instant,
});

/** GET api/user/saved-searches?page=N: a page of the user's saved searches, newest first. */
export const SavedSearchListAnswer = dashboardPageAnswer(SavedSearchAnswer);

/** POST api/user/saved-searches (201) and PUT api/user/saved-searches/{id}: the search as saved now. */
export const SavedSearchDataAnswer = z.strictObject({ data: SavedSearchAnswer });

/**
 * GET api/user/saved-searches/{id}: one search opened, with the link that restores it on the results page
 * ('/?ad_type=5&…') and the search body it keeps (the results page's filters as sent).
 */
export const SavedSearchWithBodyAnswer = z.strictObject({
  data: SavedSearchAnswer.extend({ url: z.string(), search: z.record(z.string(), z.unknown()) }),
});

/** DELETE api/user/saved-searches/{id}. */
export const SavedSearchDeletedAnswer = z.strictObject({ id: z.number(), deleted: z.literal(true) });

/** GET api/alerts/unsubscribe?token=: what the link would turn off (one saved search, or all of a person's), changing nothing. */
export const UnsubscribeCheckAnswer = z.strictObject({
  data: z.strictObject({ scope: z.enum(['search', 'person']), searches: z.array(z.string()) }),
});

/** POST api/alerts/unsubscribe: the alerts turned off, in a sentence and by name. */
export const UnsubscribedAnswer = z.strictObject({ message: z.string(), data: z.strictObject({ searches: z.array(z.string()) }) });

export type SavedSearch = z.infer<typeof SavedSearchAnswer>;
export type OpenedSavedSearch = z.infer<typeof SavedSearchWithBodyAnswer>['data'];
export type Unsubscribed = z.infer<typeof UnsubscribedAnswer>;
