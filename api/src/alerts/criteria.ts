import { AD_TYPE_LABELS } from '@marketplace/shared/src/rules/adType.ts';
import { formatPounds } from '@marketplace/shared/src/rules/format.ts';
import { INCLUDE_FILTERS, SEARCH_FILTER_FIELDS } from '@marketplace/shared/src/entities/searchFilters.ts';
import type { AdType } from '@marketplace/shared/src/entities/index.ts';
import { PROPERTY_CATEGORIES, PROPERTY_ROOM_TYPES, PROPERTY_TYPE_DETAILS, PROPERTY_TYPES } from '../db/catalogue.ts';
import type { SearchQuery } from '../discovery/filters.ts';

/** What a rent is per, as portals write it after a price. */
const PER: Record<number, string> = { 2: 'per hour', 3: 'per night', 4: 'pw', 5: 'pcm' };

const pounds = (n: number) => formatPounds(n);

function priceChip(q: SearchQuery): string | null {
  const { minPrice: min, maxPrice: max } = q;
  if (min === null && max === null) return null;
  const per = q.priceBasis.period !== null && !q.priceBasis.sale ? ` ${PER[q.priceBasis.period] ?? ''}`.trimEnd() : '';
  if (min !== null && max !== null) return `${pounds(min)} – ${pounds(max)}${per}`;
  return min !== null ? `From ${pounds(min)}${per}` : `Up to ${pounds(max as number)}${per}`;
}

function rangeChip(min: number | null, max: number | null, one: string, many: string): string | null {
  if (min === null && max === null) return null;
  if (min !== null && max !== null) return min === max ? `${min} ${min === 1 ? one : many}` : `${min}–${max} ${many}`;
  return min !== null ? `${min}+ ${many}` : `Up to ${max} ${many}`;
}

/**
 * An 'Include' filter turned off, where it matters to the search ('Excluding Under Offer, Sold STC' on a
 * search of sales): homes in those statuses are listed unless left out, so only leaving them out is news.
 */
function excludedChips(q: SearchQuery): string[] {
  const applies = { for_sale: q.wants.sale, long_lets: q.wants.let && q.letTerm !== 2 };
  return INCLUDE_FILTERS.filter((key) => {
    const field = SEARCH_FILTER_FIELDS[key];
    return applies[field.searches] && !field.statuses.some((status) => q.listedStatuses.includes(status));
  }).map((key) => SEARCH_FILTER_FIELDS[key].label.replace(/^Include/, 'Excluding'));
}

function placeChip(q: SearchQuery): string | null {
  const place = q.address.split(',')[0]?.trim() ?? '';
  switch (q.area.kind) {
    case 'polygons':
      return place ? `Area drawn near ${place}` : 'Area drawn on the map';
    case 'circle': {
      const miles = Math.round((q.area.metres / 1609.344) * 10) / 10;
      return `Within ${miles} ${miles === 1 ? 'mile' : 'miles'}${place ? ` of ${place}` : ''}`;
    }
    default:
      return place || null;
  }
}

/** The kinds of home ticked, by name: a whole category, a type or a detail ('Flats', 'Studio Flat'), up to three. */
function kindChips(q: SearchQuery): string[] {
  if (!q.types) return [];
  const { categoryIds, typeIds, detailIds, roomTypeIds } = q.types;
  const names = [
    ...categoryIds.map((id) => PROPERTY_CATEGORIES.find((c) => c.id === id)?.type),
    ...typeIds.map((id) => PROPERTY_TYPES.find((t) => t.id === id)?.type),
    ...detailIds.map((id) => PROPERTY_TYPE_DETAILS.find((d) => d.id === id)?.detail),
    ...roomTypeIds.map((id) => PROPERTY_ROOM_TYPES.find((r) => r.id === id)?.type),
  ].filter((name): name is string => Boolean(name));
  return names.length > 3 ? [...names.slice(0, 3), `+${names.length - 3} more kinds`] : names;
}

/**
 * A saved search's criteria as short chips, in the order a person reads a search (what, where, price,
 * size, kind, then each ticked filter): ['To Let', 'Long lets', 'Ancoats', '£800 – £1,200 pcm',
 * '2+ beds', 'Furnished']. The dashboard shows them under the search's name, as Rightmove's and
 * Zoopla's saved searches do; the name alone may have been changed to anything.
 */
export function searchCriteria(q: SearchQuery): string[] {
  const lets = q.wants.let || q.wants.rent;
  const tri = Object.entries(q.triStates).map(([key, value]) => {
    const label = SEARCH_FILTER_FIELDS[key as keyof typeof SEARCH_FILTER_FIELDS].label;
    return value === 2 ? `${label} only` : `No ${label.toLowerCase()}`;
  });
  return [
    AD_TYPE_LABELS[q.adType as AdType] ?? null,
    lets && q.letTerm === 1 ? 'Long lets' : lets && q.letTerm === 2 ? 'Short stays' : null,
    placeChip(q),
    priceChip(q),
    rangeChip(q.minBeds, q.maxBeds, 'bed', 'beds'),
    q.bathrooms ? `${q.bathrooms}+ baths` : null,
    q.guests ? `${q.guests}+ guests` : null,
    q.tenure === 2 ? 'Freehold' : q.tenure === 3 ? 'Leasehold' : null,
    ...kindChips(q),
    q.keywords ? `Keywords: ${q.keywords}` : null,
    q.comingSoonOnly ? 'Coming soon' : null,
    ...q.windows.map((key) => SEARCH_FILTER_FIELDS[key].label),
    ...q.features.map((key) => SEARCH_FILTER_FIELDS[key].label),
    ...tri,
    ...excludedChips(q),
  ].filter((chip): chip is string => Boolean(chip));
}
