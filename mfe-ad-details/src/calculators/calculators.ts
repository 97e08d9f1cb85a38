import {
  formatPounds,
  isRoomAdvert,
  propertyTaxTable,
  ukToday,
  type Advert,
  type PropertyTaxTable,
  type TaxSlice,
} from '@marketplace/shared';

/** Residential and Luxury: homes, taxed at the residential rates (commercial and land pay other rates). */
const RESIDENTIAL_CATEGORIES = [1, 5];

/**
 * The table for a home on sale in the UK at its price, or null: only a sale advert of a home (not a room,
 * a let, a stay or a service) with a price and a UK nation gets the calculators.
 */
export function calculatorTable(
  advert: Pick<Advert, 'is_sale' | 'price' | 'nation' | 'property_category_id' | 'is_room'>,
  day = ukToday(),
): PropertyTaxTable | null {
  const home = RESIDENTIAL_CATEGORIES.includes(advert.property_category_id) && !isRoomAdvert(advert);
  if (!advert.is_sale || !home || !advert.price || advert.price <= 0 || !advert.nation) return null;
  return propertyTaxTable(advert.nation, day);
}

/** 'Up to £125,000', '£125,001 to £250,000', 'Above £1,500,000': how the authorities name a band. */
export function bandName(slice: Pick<TaxSlice, 'from' | 'to'>): string {
  if (slice.from === 0) return slice.to === null ? 'The whole price' : `Up to ${formatPounds(slice.to / 100)}`;
  if (slice.to === null) return `Above ${formatPounds(slice.from / 100)}`;
  return `${formatPounds(slice.from / 100 + 1)} to ${formatPounds(slice.to / 100)}`;
}

/** Basis points as a percent: '2%', '7.5%'. */
export const percent = (basisPoints: number) => `${Number((basisPoints / 100).toFixed(2))}%`;

/** Pence as pounds, pence shown only when there are any. */
export const money = (pence: number) => formatPounds(pence / 100);

/**
 * Pounds typed by a person ('£250,000', '250000.50') as pence; null when it is not an amount. The
 * advert's prices are whole pounds, so is what we ask for.
 */
export function parsePounds(text: string): number | null {
  const cleaned = text.replace(/[£,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/** A number typed by a person ('4.5', '25'); null when it is not one or is negative. */
export function parseNumber(text: string): number | null {
  const cleaned = text.replace(/[%\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}
