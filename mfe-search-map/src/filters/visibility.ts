import {
  SEARCH_FILTER_FIELDS,
  canSwitchRentPeriod,
  defaultSearchFilters,
  searchFindsGroup,
  searchOffersFilter,
  type AdType,
  type LetTerm,
  type SearchFilterKey,
  type SearchFilters,
} from '@marketplace/shared';

/** Which ad-type-dependent filters show (spec 000 §2 Search filters panel). */
export interface FilterVisibility {
  /** Nothing that depends on the ad type shows before one is chosen: the panel asks for one. */
  advanced: boolean;
  dateRange: boolean;
  tenure: boolean;
  letTerm: boolean;
  guests: boolean;
  comingSoon: boolean;
  /** Cash, auction, investment and mixed-use. */
  saleStatus: boolean;
  /** wifi, breakfast, smoking_rooms, ... restaurant. */
  shortTermStay: boolean;
}

/** The ad-type-dependent filters, each with the adverts it finds (shared's ADVERT_GROUPS). */
const GROUPS = {
  dateRange: 'lettings',
  tenure: 'sales',
  letTerm: 'lets',
  guests: 'lets',
  comingSoon: 'on_the_market',
  saleStatus: 'sales',
  shortTermStay: 'short_term_stays',
} as const;

export function filterVisibility(adType: AdType | null, letTerm: LetTerm): FilterVisibility {
  const shown = Object.fromEntries(Object.entries(GROUPS).map(([part, group]) => [part, searchFindsGroup(group, adType, letTerm)])) as Omit<
    FilterVisibility,
    'advanced'
  >;
  return { advanced: adType !== null, ...shown };
}

type HideableKeys =
  | 'date_range'
  | 'date_start'
  | 'date_end'
  | 'tenure'
  | 'is_long_short_term'
  | 'guests'
  | 'is_coming_soon'
  | 'price_rent_type_id'
  | SearchFilterKey;

/**
 * The search as sent: a filter hidden for the chosen ad type goes back to its default, so a value
 * picked before switching type cannot narrow a search the visitor can no longer see it in.
 */
export function withoutHiddenFilters(filters: SearchFilters): SearchFilters {
  // A let term the ad type does not show is no let term (both), so it cannot hide what the type shows.
  const letTerm = filterVisibility(filters.ad_type, 3).letTerm ? filters.is_long_short_term : 3;
  const shown = filterVisibility(filters.ad_type, letTerm);
  const defaults = defaultSearchFilters();
  const reset: Array<[boolean, HideableKeys[]]> = [
    [shown.dateRange, ['date_range', 'date_start', 'date_end']],
    [shown.tenure, ['tenure']],
    [shown.letTerm, ['is_long_short_term']],
    [shown.guests, ['guests']],
    [shown.comingSoon, ['is_coming_soon']],
    // Each filter of shared's schema goes with the searches that can find the adverts it belongs to.
    ...(Object.keys(SEARCH_FILTER_FIELDS) as SearchFilterKey[]).map(
      (key) => [searchOffersFilter(key, filters.ad_type, letTerm), [key]] as [boolean, HideableKeys[]],
    ),
    // Per week or per month means something only while rents are shown by one of them.
    [canSwitchRentPeriod(filters), ['price_rent_type_id']],
  ];
  const next = { ...filters } as Record<string, unknown>;
  for (const [visible, keys] of reset) {
    if (!visible) for (const key of keys) next[key] = defaults[key];
  }
  return next as unknown as SearchFilters;
}
