/**
 * What a buyer pays in tax on buying a home in each UK nation, from the dated tables: the slice of the
 * price in each band at its rate, rounded down to the pound at the end as HMRC, Revenue Scotland and the
 * Welsh Revenue Authority all do. Money is in pence.
 */
import type { Nation } from '../../entities/materialInformation';
import { PROPERTY_TAX_TABLES, type PropertyTaxTable, type TaxBand } from './tables';

/** Who is buying: the tables' three cases. */
export const BUYER_KINDS = ['first_time', 'moving', 'additional'] as const;
export type BuyerKind = (typeof BUYER_KINDS)[number];

export const BUYER_KIND_LABELS: Record<BuyerKind, string> = {
  first_time: 'First-time buyer',
  moving: 'Moving home',
  additional: 'Additional home',
};

export interface TaxSlice {
  /** The slice's bounds in pence (to: null for the open top band). */
  from: number;
  to: number | null;
  rate: number;
  /** The price in this slice and its tax, in pence (tax to the penny, before the pound is rounded down). */
  taxable: number;
  tax: number;
}

export interface PropertyTaxResult {
  table: PropertyTaxTable;
  /** Whether first-time buyer relief was applied (false when asked for above its price limit or where none exists). */
  relief: boolean;
  slices: TaxSlice[];
  /** A supplement on the whole price (Scotland's ADS), pence; 0 when none. */
  supplement: number;
  /** The tax due in pence, whole pounds. */
  total: number;
  /** total / price in basis points, to one decimal of a percent. */
  effectiveRate: number;
}

/** The table in force on `day` (YYYY-MM-DD) for a home in `nation`; null when there is none. */
export function propertyTaxTable(nation: Nation, day: string): PropertyTaxTable | null {
  return PROPERTY_TAX_TABLES.filter((t) => t.nations.includes(nation) && t.from <= day).at(-1) ?? null;
}

/** The bands' slices of `price` pence, the tax on each unrounded (in hundredths of a penny, then floored to the penny). */
function slices(bands: readonly TaxBand[], price: number): { slices: TaxSlice[]; exact: number } {
  let lower = 0;
  let exact = 0;
  const out: TaxSlice[] = [];
  for (const { upTo, rate } of bands) {
    const upper = upTo === null ? null : upTo * 100;
    const taxable = Math.max(0, Math.min(price, upper ?? price) - lower);
    exact += taxable * rate;
    out.push({ from: lower, to: upper, rate, taxable, tax: Math.floor((taxable * rate) / 10_000) });
    if (upper === null) break;
    lower = upper;
  }
  return { slices: out, exact };
}

/** The tax on buying a home for `price` pence by `buyer`, under `table`. */
export function propertyTax(table: PropertyTaxTable, price: number, buyer: BuyerKind): PropertyTaxResult {
  const additional = buyer === 'additional' && price >= table.additionalHome.minPrice * 100;
  const ftb = table.firstTimeBuyer;
  const relief = buyer === 'first_time' && ftb !== null && (ftb.maxPrice === null || price <= ftb.maxPrice * 100);
  const bands = additional ? table.additionalHome.bands : relief && ftb ? ftb.bands : table.main;
  const sliced = slices(bands, price);
  const supplementExact = additional ? price * table.additionalHome.wholePriceRate : 0;
  // Rates are basis points: exact sums are in 1/10,000 of a penny; the tax is rounded down to the pound.
  const total = Math.floor((sliced.exact + supplementExact) / 1_000_000) * 100;
  return {
    table,
    relief,
    slices: sliced.slices,
    supplement: Math.floor(supplementExact / 10_000),
    total,
    effectiveRate: price > 0 ? Math.round((total * 10_000) / price / 10) * 10 : 0,
  };
}
