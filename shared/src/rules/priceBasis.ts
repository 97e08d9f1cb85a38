import type { AdType, SearchFilters } from '../entities';
import { PRICE_TO_BE_DISCUSSED } from './advert';
import { formatPounds } from './format';

/**
 * The rent types a price can be asked for by (property_rent_type_id): 2 per hour, 3 per night,
 * 4 per week, 5 per month. 1 (N/A) and 6 (To Be Discussed) are no price per anything.
 */
export type PricePeriod = 2 | 3 | 4 | 5;
export const PRICE_PERIODS: readonly PricePeriod[] = [2, 3, 4, 5];

export function isPricePeriod(value: unknown): value is PricePeriod {
  return value === 2 || value === 3 || value === 4 || value === 5;
}

/** UK letting agents turn weekly rent into monthly rent as pw × 52 / 12: a year of weeks over its months. */
const WEEKS_PER_YEAR = 52;
const MONTHS_PER_YEAR = 12;

/**
 * The factor that turns a price per `from` into a price per `to`: 1 for the same period, 52 / 12 from a
 * week to a month and 12 / 52 back. Null when one cannot stand for the other: a night's or an hour's
 * rate is no share of a month's rent (a holiday let's nightly price times 30 is not what it lets for
 * by the month), and N/A or To Be Discussed is no price per anything.
 */
export function rentConversionFactor(from: number | null | undefined, to: PricePeriod): number | null {
  if (!isPricePeriod(from)) return null;
  if (from === to) return 1;
  if (from === 4 && to === 5) return WEEKS_PER_YEAR / MONTHS_PER_YEAR;
  if (from === 5 && to === 4) return MONTHS_PER_YEAR / WEEKS_PER_YEAR;
  return null;
}

/** A price per `from` as a price per `to`, to the penny; null when it cannot be converted. */
export function convertRent(amount: number, from: number | null | undefined, to: PricePeriod): number | null {
  const factor = rentConversionFactor(from, to);
  return factor === null ? null : Math.round(amount * factor * 100) / 100;
}

/** What a search's minimum and maximum price are compared with. */
export interface PriceBasis {
  /** Sale adverts and wanted-to-buy adverts: their price as it is. */
  sale: boolean;
  /**
   * Lets and wanted-to-rent adverts: their price (or a room's) per this period, converted where it can
   * be; an advert priced by a period that cannot be converted to it does not match a bounded price.
   * Null when the search has no lets or rents.
   */
  period: PricePeriod | null;
}

const SALE_SIDE: ReadonlySet<AdType> = new Set([1, 3, 4, 6]);
const RENT_SIDE: ReadonlySet<AdType> = new Set([2, 3, 5, 6]);
const LET_SIDE: ReadonlySet<AdType> = new Set([5, 6]);

export type PriceBasisFilters = Pick<SearchFilters, 'ad_type' | 'is_long_short_term' | 'property_rent_type_id' | 'price_rent_type_id'>;

/**
 * The price filter follows the search: sale prices for sales, rent per month for lets and rents (per
 * week when the person asks for it, as UK portals offer), per night for short stays, and the chosen
 * frequency's own period when the search is narrowed to one.
 */
export function priceBasis(filters: PriceBasisFilters): PriceBasis {
  const adType = filters.ad_type;
  if (adType === null) return { sale: false, period: null };
  const sale = SALE_SIDE.has(adType);
  if (!RENT_SIDE.has(adType)) return { sale, period: null };
  if (isPricePeriod(filters.property_rent_type_id)) return { sale, period: filters.property_rent_type_id };
  if (LET_SIDE.has(adType) && filters.is_long_short_term === 2) return { sale, period: 3 };
  return { sale, period: filters.price_rent_type_id === 4 ? 4 : 5 };
}

/** Whether the person may switch the price between per month and per week (lets and rents by the month or week). */
export function canSwitchRentPeriod(filters: PriceBasisFilters): boolean {
  const { period } = priceBasis(filters);
  return (period === 4 || period === 5) && !isPricePeriod(filters.property_rent_type_id);
}

/**
 * Whether a service's price is to be agreed with the provider rather than asked up front: its payment type
 * is 'To Be Discussed' (service_payment_types 4), or it states no amount (0). Nothing is due on booking it.
 */
export function isServicePriceToBeDiscussed(price: number | null | undefined, paymentType: string | null | undefined): boolean {
  return paymentType === PRICE_TO_BE_DISCUSSED || price === 0;
}

/**
 * A service's price as cards, pins, its page and the booking dialog read it: '£45 per hour', '£120 per
 * job', 'To Be Discussed' (never '£0'); '' when there is none to show.
 */
export function servicePriceText(price: number | null | undefined, paymentType: string | null | undefined): string {
  if (isServicePriceToBeDiscussed(price, paymentType)) return PRICE_TO_BE_DISCUSSED;
  const amount = formatPounds(price ?? null);
  if (!amount) return '';
  return paymentType && paymentType !== 'N/A' ? `${amount} per ${paymentType.toLowerCase()}` : amount;
}
