import { PROPERTY_TYPE_GROUPS, type AdType, type PropertyTypeGroup, type SearchFilters } from '@marketplace/shared';
import { TYPE_LABELS } from '../filters/labels';
import { placeName, priceRange } from '../filters/summary';

/** What the adverts are, after the kind: 'flats to let'. */
const AD_TYPE_PHRASES: Record<AdType, string> = {
  1: 'wanted to buy',
  2: 'wanted to rent',
  3: 'wanted to buy or rent',
  4: 'for sale',
  5: 'to let',
  6: 'for sale or to let',
};

const GROUPS = Object.keys(PROPERTY_TYPE_GROUPS) as PropertyTypeGroup[];

/** 'flats', 'houses and flats'; 'properties' for none or more than two kinds. */
function kinds(filters: SearchFilters): string {
  const ticked = GROUPS.filter((group) => filters[group]);
  if (ticked.length === 0 || ticked.length > 2) return 'properties';
  return ticked.map((group) => TYPE_LABELS[group].toLowerCase()).join(' and ');
}

/** '2+ bed ', '3 bed ' or nothing. */
function beds(filters: SearchFilters): string {
  const { min_beds: min, max_beds: max } = filters;
  if (min === null || min < 1) return '';
  return min === max ? `${min} bed ` : `${min}+ bed `;
}

/**
 * The name a saved search is offered under, from its place and main filters, as Rightmove names them:
 * '2+ bed flats to let in Manchester, up to £1,500 pcm'. The person can change it before saving.
 */
export function proposedSearchName(filters: SearchFilters): string {
  const what = [`${beds(filters)}${kinds(filters)}`, filters.ad_type === null ? null : AD_TYPE_PHRASES[filters.ad_type]]
    .filter(Boolean)
    .join(' ');
  const place = placeName(filters);
  const where = filters.drawbboxs?.length ? `in an area drawn near ${place}` : `in ${place}`;
  const price = priceRange(filters);
  const name = `${what} ${where}${price ? `, ${price}` : ''}`;
  return name.charAt(0).toUpperCase() + name.slice(1);
}
