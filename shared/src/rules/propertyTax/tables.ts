/**
 * The residential rates of the three UK taxes on buying a home, as dated tables: the next budget is a
 * new entry here (with the day it takes effect), not a change to the rules that read them. Thresholds
 * are whole pounds, rates basis points (200 = 2%). docs/law.md says where each figure comes from.
 */
import type { Nation } from '../../entities/materialInformation';

/** A slice of the price up to `upTo` pounds (null: the rest), taxed at `rate` basis points. */
export interface TaxBand {
  upTo: number | null;
  rate: number;
}

export type PropertyTaxName = 'Stamp Duty Land Tax' | 'Land and Buildings Transaction Tax' | 'Land Transaction Tax';

export interface PropertyTaxTable {
  tax: PropertyTaxName;
  /** Where the tax applies. */
  nations: readonly Nation[];
  /** The first day of completion (effective date) these rates apply to, YYYY-MM-DD. */
  from: string;
  /** The authority's page the figures are taken from. */
  source: string;
  /** A buyer moving home (or buying their only home without first-time buyer relief). */
  main: readonly TaxBand[];
  /** First-time buyer relief: its bands, and the price above which it is lost (null: never). Null: no relief. */
  firstTimeBuyer: { bands: readonly TaxBand[]; maxPrice: number | null } | null;
  /**
   * A buyer who will own another home: the higher rates' bands (England, Wales), or the main bands plus
   * a supplement on the whole price (Scotland's Additional Dwelling Supplement), from `minPrice` pounds.
   */
  additionalHome: { bands: readonly TaxBand[]; wholePriceRate: number; minPrice: number };
}

const band = (upTo: number | null, percent: number): TaxBand => ({ upTo, rate: Math.round(percent * 100) });

/**
 * Stamp Duty Land Tax (Finance Act 2003 s.55; the temporary £250,000 nil band ended 31 March 2025).
 * Higher rates for additional dwellings are the main rates plus 5 points from 31 October 2024.
 */
const SDLT_2025_04_01: PropertyTaxTable = {
  tax: 'Stamp Duty Land Tax',
  nations: ['england', 'northern_ireland'],
  from: '2025-04-01',
  source: 'https://www.gov.uk/stamp-duty-land-tax/residential-property-rates',
  main: [band(125_000, 0), band(250_000, 2), band(925_000, 5), band(1_500_000, 10), band(null, 12)],
  firstTimeBuyer: { bands: [band(300_000, 0), band(500_000, 5)], maxPrice: 500_000 },
  additionalHome: {
    bands: [band(125_000, 5), band(250_000, 7), band(925_000, 10), band(1_500_000, 15), band(null, 17)],
    wholePriceRate: 0,
    minPrice: 40_000,
  },
};

/**
 * Land and Buildings Transaction Tax: residential bands unchanged since 1 April 2023, first-time buyer
 * relief's nil band £175,000, the Additional Dwelling Supplement 8% of the whole price from 5 December 2024.
 */
const LBTT_MAIN = [band(145_000, 0), band(250_000, 2), band(325_000, 5), band(750_000, 10), band(null, 12)];
const LBTT_2025_04_01: PropertyTaxTable = {
  tax: 'Land and Buildings Transaction Tax',
  nations: ['scotland'],
  from: '2025-04-01',
  source: 'https://revenue.scot/taxes/land-buildings-transaction-tax/residential-property',
  main: LBTT_MAIN,
  firstTimeBuyer: { bands: [band(175_000, 0), ...LBTT_MAIN.slice(1)], maxPrice: null },
  additionalHome: { bands: LBTT_MAIN, wholePriceRate: 800, minPrice: 40_000 },
};

/**
 * Land Transaction Tax: main residential rates from 10 October 2022, higher residential rates from
 * 11 December 2024 (SI 2024/1311). Wales has no first-time buyer relief.
 */
const LTT_2025_04_01: PropertyTaxTable = {
  tax: 'Land Transaction Tax',
  nations: ['wales'],
  from: '2025-04-01',
  source: 'https://www.gov.wales/land-transaction-tax-rates-and-bands',
  main: [band(225_000, 0), band(400_000, 6), band(750_000, 7.5), band(1_500_000, 10), band(null, 12)],
  firstTimeBuyer: null,
  additionalHome: {
    bands: [band(180_000, 5), band(250_000, 8.5), band(400_000, 10), band(750_000, 12.5), band(1_500_000, 15), band(null, 17)],
    wholePriceRate: 0,
    minPrice: 40_000,
  },
};

/** Every table, each tax's newest last; a new budget appends its table with its `from`. */
export const PROPERTY_TAX_TABLES: readonly PropertyTaxTable[] = [SDLT_2025_04_01, LBTT_2025_04_01, LTT_2025_04_01];
