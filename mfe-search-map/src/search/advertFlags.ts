import { ADVERT_FILTER_FLAGS, SEARCH_FILTER_FIELDS, advertKindOf, filterLabel, type AdvertFilterFlag } from '@marketplace/shared';

type FlagKey = 'is_coming_soon' | 'is_short_term' | AdvertFilterFlag;

const isSaleStatus = (key: AdvertFilterFlag) => SEARCH_FILTER_FIELDS[key].kind === 'tri_state';

/**
 * Coming Soon and Short-Term Stay, then the advert's own columns that are search filters with the
 * filters' words: the sale statuses (Cash Only, Auction...) before the rest. The card and the map's
 * popup both say an advert's flags with them.
 */
const FLAG_LABELS: ReadonlyArray<readonly [FlagKey, string]> = [
  ['is_coming_soon', 'Coming Soon'],
  ['is_short_term', 'Short-Term Stay'],
  ...[...ADVERT_FILTER_FLAGS.filter(isSaleStatus), ...ADVERT_FILTER_FLAGS.filter((key) => !isSaleStatus(key))].map(
    (key) => [key, SEARCH_FILTER_FIELDS[key].label] as const,
  ),
];

/** The advert's set flags in a fixed order, each in the search's words (a let's own where it has them); a flag the advert does not carry is not set. */
export function advertFlags(advert: Partial<Record<FlagKey | 'is_sale' | 'is_let' | 'is_buy' | 'is_rent', unknown>>): string[] {
  const kind = advertKindOf(advert);
  return FLAG_LABELS.filter(([key]) => Boolean(advert[key])).map(([key, label]) =>
    key in SEARCH_FILTER_FIELDS ? filterLabel(key as AdvertFilterFlag, kind) : label,
  );
}
