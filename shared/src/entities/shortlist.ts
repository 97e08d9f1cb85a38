/**
 * A mover's shortlist (issue 43.7): where a person is with each favourite, in the order a move goes, as
 * the API stores it (favourites.status) and the dashboard's board shows its columns.
 */
export const SHORTLIST_STATUSES = ['interested', 'viewing', 'offer', 'not_for_me'] as const;
export type ShortlistStatus = (typeof SHORTLIST_STATUSES)[number];

/** The longest private note on a favourite. */
export const SHORTLIST_NOTE_MAX = 1000;
