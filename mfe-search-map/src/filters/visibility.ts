import {
  canSwitchRentPeriod,
  defaultSearchFilters,
  filtersOfSearch,
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
  eventsAllowed: boolean;
  /** Cash, auction, investment and mixed-use. */
  saleStatus: boolean;
  /** wifi, breakfast, smoking_rooms, ... restaurant. */
  shortTermStay: boolean;
}

export function filterVisibility(adType: AdType | null, letTerm: LetTerm): FilterVisibility {
  if (adType === null) {
    return {
      advanced: false,
      dateRange: false,
      tenure: false,
      letTerm: false,
      guests: false,
      comingSoon: false,
      eventsAllowed: false,
      saleStatus: false,
      shortTermStay: false,
    };
  }
  const lets = adType === 5 || adType === 6;
  return {
    advanced: true,
    dateRange: [2, 3, 5, 6].includes(adType),
    tenure: adType !== 2 && adType !== 5,
    letTerm: lets,
    guests: lets,
    comingSoon: adType >= 4 && (letTerm === 1 || letTerm === 3),
    eventsAllowed: lets,
    saleStatus: adType !== 2 && adType !== 5,
    shortTermStay: lets && (letTerm === 2 || letTerm === 3),
  };
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
  const shown = filterVisibility(filters.ad_type, filters.is_long_short_term);
  const defaults = defaultSearchFilters();
  const reset: Array<[boolean, HideableKeys[]]> = [
    [shown.dateRange, ['date_range', 'date_start', 'date_end']],
    [shown.tenure, ['tenure']],
    [shown.letTerm, ['is_long_short_term']],
    [shown.guests, ['guests']],
    [shown.comingSoon, ['is_coming_soon']],
    // Each filter of shared's schema goes with the searches it takes part in.
    [shown.eventsAllowed, filtersOfSearch('lets')],
    [shown.saleStatus, filtersOfSearch('sales')],
    [shown.shortTermStay, filtersOfSearch('short_term_stays')],
    // Per week or per month means something only while rents are shown by one of them.
    [canSwitchRentPeriod(filters), ['price_rent_type_id']],
  ];
  const next = { ...filters } as Record<string, unknown>;
  for (const [visible, keys] of reset) {
    if (!visible) for (const key of keys) next[key] = defaults[key];
  }
  return next as unknown as SearchFilters;
}
