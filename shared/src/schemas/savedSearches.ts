/** Saved searches and their alerts (issue 29): the bodies of api/user/saved-searches and what it answers. */
import { z } from 'zod';
import { laravelBody, oneOf, optionalText, requiredText } from './laravel';
import { ALERT_FREQUENCIES, SAVED_SEARCH_POINTS_MAX, drawnAreaPoints, tooManyPoints } from '../entities/savedSearch';

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
    search: z.record(z.string(), z.unknown(), { error: 'The search field is required.' }).superRefine((search, ctx) => {
      const points = drawnAreaPoints(search.drawbboxs);
      if (points > SAVED_SEARCH_POINTS_MAX) ctx.addIssue({ code: 'custom', message: tooManyPoints(points) });
    }),
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
