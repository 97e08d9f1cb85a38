import { AD_TYPE_LABELS, filtersStore, priceBasis, serviceFiltersStore, type SearchLocation } from '@marketplace/shared';
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
  const basis = priceBasis(filters);
  const { min_price: min, max_price: max } = filters;
  const price =
    min !== null && max !== null
      ? `${priceLabel(min, basis)} to ${priceLabel(max, basis)}`
      : max !== null
        ? `up to ${priceLabel(max, basis)}`
        : min !== null
          ? `from ${priceLabel(min, basis)}`
          : null;
  return [filters.ad_type === null ? 'Any ad type' : AD_TYPE_LABELS[filters.ad_type], placeName(filters), price]
    .filter(Boolean)
    .join(' · ');
}
