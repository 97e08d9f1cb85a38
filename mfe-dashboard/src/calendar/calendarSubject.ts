import type { DashboardListing } from '@marketplace/shared';

/** Whose calendar the page shows: one of the user's adverts or services. */
export interface CalendarSubject {
  kind: 'adverts' | 'services';
  id: number;
  title: string;
  /** A short stay, whose calendar syncs with other platforms' (calendar sync). */
  stay?: boolean;
}

/** A listing as a calendar's subject. */
export const subjectOf = (kind: CalendarSubject['kind'], listing: DashboardListing): CalendarSubject => ({
  kind,
  id: listing.id,
  title: listing.title,
  stay: Boolean(listing.pricing?.is_let && listing.pricing.is_short_term),
});

/** The calendar API's query key for a subject: api/user/calendar?property_id=… or ?service_id=…. */
export const subjectKey = (s: CalendarSubject): 'property_id' | 'service_id' => (s.kind === 'adverts' ? 'property_id' : 'service_id');

/**
 * The picker's choices: the page of listings the search found, with the chosen one kept first when
 * that page does not hold it, so a host paging or searching never loses sight of the calendar shown.
 */
export function pickerChoices(
  found: readonly DashboardListing[],
  kind: CalendarSubject['kind'],
  chosen: CalendarSubject | null,
): CalendarSubject[] {
  const choices = found.map((l) => subjectOf(kind, l));
  if (!chosen || choices.some((c) => c.kind === chosen.kind && c.id === chosen.id)) return choices;
  return [chosen, ...choices];
}

/** A choice as the picker's option value, and back. */
export const choiceValue = (s: CalendarSubject) => `${s.kind}:${s.id}`;
export const choiceOf = (choices: readonly CalendarSubject[], value: string) => choices.find((c) => choiceValue(c) === value) ?? null;
