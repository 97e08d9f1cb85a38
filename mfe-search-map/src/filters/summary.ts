import {
  AD_TYPE_LABELS,
  filtersStore,
  priceBasis,
  serviceFiltersStore,
  type SearchFilters,
  type SearchLocation,
} from '@marketplace/shared';
import { serviceSearchStore } from '../services/store';
import { priceLabel } from './price';

/** The searched place in a word or two: the town, else the first part of the location text. */
export function placeName(location: Pick<SearchLocation, 'city' | 'address'>): string {
  return location.city || location.address.split(',')[0]?.trim() || 'Anywhere';
}

/** 'To Let · Leeds · up to £1,500 pcm': what the results are of, for the phone's filters button. */
export function searchSummary(): string {
  if (serviceSearchStore.active) {
    const filters = serviceFiltersStore.filters;
    const occupation = serviceSearchStore.lookups?.occupations.find((o) => o.id === filters.service_type_occupation_id)?.type;
    return ['Services', occupation, placeName(filters)].filter(Boolean).join(' · ');
  }
  const filters = filtersStore.filters;
  return [filters.ad_type === null ? 'Any ad type' : AD_TYPE_LABELS[filters.ad_type], placeName(filters), priceRange(filters)]
    .filter(Boolean)
    .join(' · ');
}

/** 'up to £1,500 pcm', 'from £200,000', '£1,000 pcm to £1,500 pcm'; null when the price is open. */
export function priceRange(filters: SearchFilters): string | null {
  const basis = priceBasis(filters);
  const { min_price: min, max_price: max } = filters;
  if (min !== null && max !== null) return `${priceLabel(min, basis)} to ${priceLabel(max, basis)}`;
  if (max !== null) return `up to ${priceLabel(max, basis)}`;
  if (min !== null) return `from ${priceLabel(min, basis)}`;
  return null;
}
