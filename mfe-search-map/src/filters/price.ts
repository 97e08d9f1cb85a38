import {
  convertRent,
  formatPounds,
  formatPriceRange,
  priceBasis,
  type AdvertPrice,
  type PriceBasis,
  type PriceBasisFilters,
  type SearchFilters,
} from '@marketplace/shared';
import { PRICE_STEPS, type Option } from './options';

/** How UK portals write a price's period beside it. */
const PERIOD_SUFFIX: Record<NonNullable<PriceBasis['period']>, string> = {
  2: ' per hour',
  3: ' per night',
  4: ' pw',
  5: ' pcm',
};

/** The periods by the names shared's advertPrice gives them ('month'). */
const PERIOD_OF: Record<string, NonNullable<PriceBasis['period']>> = { hour: 2, night: 3, week: 4, month: 5 };

/** A map tag's period: pcm and pw as the filters write them; a stay's night or hour after a slash, so the tag stays short. */
const TAG_PERIOD: Record<NonNullable<PriceBasis['period']>, string> = { ...PERIOD_SUFFIX, 2: '/hr', 3: '/night' };

/**
 * '£1,200 pcm', '£1,235 pw', '£68 - £260/night', '£250,000': an advert's price on its map tag, the card's
 * price in whole pounds (a tag is read at a glance, and pence only widen it) with a short period.
 */
export function shortPrice(price: AdvertPrice | null): string {
  const amount = formatPriceRange(price && { min: Math.round(price.min), max: Math.round(price.max), per: null });
  const period = price?.per && price.max > 0 ? PERIOD_OF[price.per] : undefined;
  return period ? `${amount}${TAG_PERIOD[period]}` : amount;
}

/** The spec's steps (000 §9) within a range that fits the period. */
const stepsBetween = (low: number, high: number) => PRICE_STEPS.filter((step) => step >= low && step <= high);

/**
 * The price steps offered for a basis: the spec's steps where they fit (sale prices from £10,000,
 * monthly rent £100 to £50,000, weekly £50 to £10,000, a night £50 to £1,000); an hour's price is
 * smaller than the spec's steps go, so it has its own from £10. Sales and rents together (For Sale &
 * To Let) offer every step.
 */
export function priceSteps(basis: PriceBasis): readonly number[] {
  if (basis.sale && basis.period !== null) return PRICE_STEPS.filter((step) => step > 0);
  if (basis.sale) return stepsBetween(10_000, Infinity);
  switch (basis.period) {
    case 2:
      return [10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200, 250];
    case 3:
      return stepsBetween(50, 1_000);
    case 4:
      return stepsBetween(50, 10_000);
    case 5:
      return stepsBetween(100, 50_000);
    default:
      return PRICE_STEPS.filter((step) => step > 0);
  }
}

/** '£1,500 pcm', '£350 pw', '£100 per night', '£250,000': a price as the filter offers it. */
export function priceLabel(amount: number, basis: PriceBasis): string {
  const suffix = !basis.sale && basis.period !== null ? PERIOD_SUFFIX[basis.period] : '';
  return `${formatPounds(amount)}${suffix}`;
}

/** The options of the price selects; a value the steps lack (from a shared link) is offered too, in its place. */
export function priceOptions(basis: PriceBasis, current: Array<number | null> = []): Option[] {
  const values = new Set(priceSteps(basis));
  for (const value of current) if (value !== null && value > 0) values.add(value);
  return [...values].sort((a, b) => a - b).map((value) => ({ value, label: priceLabel(value, basis) }));
}

/** What the price filter compares, in words beside it. */
export function priceHint(filters: PriceBasisFilters): string {
  const basis = priceBasis(filters);
  const letsBoth = (filters.ad_type === 5 || filters.ad_type === 6) && filters.is_long_short_term === 3;
  const period = basis.period === 5 ? 'per month' : basis.period === 4 ? 'per week' : basis.period === 3 ? 'per night' : 'per hour';
  if (basis.sale && basis.period !== null) return `Sale price, or rent ${period}.`;
  if (basis.sale) return 'Sale price.';
  if (basis.period === null) return '';
  const rent = `Rent ${period}${basis.period === 4 || basis.period === 5 ? ' (pcm = pw × 52 ÷ 12)' : ''}.`;
  // A price per month or week cannot be compared with a night's: those stays are left out while a price is set.
  return letsBoth && (basis.period === 4 || basis.period === 5)
    ? `${rent} Short stays are priced per night: choose Short-Term Stay for them.`
    : rent;
}

/**
 * The price bounds once the basis changes: per month and per week convert into each other (to the
 * pound: £1,500 pcm is £346 pw, offered beside the steps); any other change leaves nothing they could
 * still mean, so they are cleared.
 */
export function pricesForBasis(
  filters: Pick<SearchFilters, 'min_price' | 'max_price'>,
  from: PriceBasis,
  to: PriceBasis,
): Pick<SearchFilters, 'min_price' | 'max_price'> {
  if (from.sale === to.sale && from.period === to.period) return { min_price: filters.min_price, max_price: filters.max_price };
  const convert = (amount: number | null) => {
    if (amount === null || from.sale || to.sale || from.period === null || to.period === null) return null;
    const converted = convertRent(amount, from.period, to.period);
    return converted === null ? null : Math.round(converted);
  };
  return { min_price: convert(filters.min_price), max_price: convert(filters.max_price) };
}

/** A change of the search, with the price bounds carried over to the basis it leads to (or cleared). */
export function withPricesCarried(values: SearchFilters, change: Partial<SearchFilters>): Partial<SearchFilters> {
  return { ...change, ...pricesForBasis(values, priceBasis(values), priceBasis({ ...values, ...change })) };
}
