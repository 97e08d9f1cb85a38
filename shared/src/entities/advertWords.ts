/**
 * The words a keyword search reads of an advert besides its title and description: the labels of its
 * features (shared's filter schema), as a person would type them ('garage', 'hot tub', 'chain free').
 * The database keeps them (migration 0341): its details' features by trigger, its own switches in the
 * text-search column's expression; the seed writes the details' words as the trigger would.
 */
import { ADVERT_FILTER_FLAGS, SEARCH_FILTER_FIELDS, type SearchFilterField, type SearchFilterKey } from './searchFilters';

type Kept = { kind: string; table: string };
const isDetailFeature = (field: Kept) => field.table === 'property_details' && (field.kind === 'flag' || field.kind === 'count');

/** The advert's details that are features, in the filter schema's order. */
export const DETAIL_FEATURE_WORDS = (Object.keys(SEARCH_FILTER_FIELDS) as SearchFilterKey[]).filter((key) =>
  isDetailFeature(SEARCH_FILTER_FIELDS[key]),
);

/** The advert's own switches that are features ('Auction', 'Chain Free'). */
export const ADVERT_FEATURE_WORDS = ADVERT_FILTER_FLAGS;

/** A details row's feature words: the labels of its ticked features (a count above zero), space-separated. */
export function detailFeatureWords(details: Partial<Record<string, unknown>>): string {
  return DETAIL_FEATURE_WORDS.filter((key) => {
    const field: SearchFilterField = SEARCH_FILTER_FIELDS[key];
    const value = details[field.column ?? key];
    return field.kind === 'count' ? Number(value) > 0 : value === true;
  })
    .map((key) => SEARCH_FILTER_FIELDS[key].label)
    .join(' ');
}
