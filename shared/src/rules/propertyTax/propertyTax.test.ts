/**
 * The three taxes at every band edge of every table (£100 below, at, £100 above each threshold) and the
 * authorities' worked examples:
 * - HMRC, gov.uk/stamp-duty-land-tax/residential-property-rates: a house bought in April 2025 for
 *   £295,000 owes £4,750 (0% on £125,000, 2% on £125,000, 5% on £45,000).
 * - HMRC Stamp Duty Land Tax Manual SDLTM29815: a first-time buyer paying £450,000 owes £7,500 (0% on
 *   £300,000, 5% on £150,000); above £500,000 the relief is lost.
 * - Revenue Scotland: first-time buyer relief raises the nil band to £175,000, worth at most £600; the
 *   Additional Dwelling Supplement is 8% of the whole price from 5 December 2024 (£16,000 on £200,000).
 * - Welsh Revenue Authority (as MoneyHelper reproduces it): a house for £410,000 owes £11,250 (0% on
 *   £225,000, 6% on £175,000, 7.5% on £10,000).
 */
import { propertyTax, propertyTaxTable, type BuyerKind } from './propertyTax';

const pounds = (n: number) => n * 100;
const taxOn = (nation: 'england' | 'scotland' | 'wales' | 'northern_ireland', price: number, buyer: BuyerKind) => {
  const table = propertyTaxTable(nation, '2025-04-01');
  if (!table) throw new Error(`no table for ${nation}`);
  return propertyTax(table, pounds(price), buyer);
};

// [price in pounds, tax in pounds]; computed by hand from the published bands.
const EDGES: Record<string, { nation: 'england' | 'scotland' | 'wales'; buyer: BuyerKind; cases: [number, number][] }> = {
  'SDLT moving home': {
    nation: 'england',
    buyer: 'moving',
    cases: [
      [124900, 0],
      [125000, 0],
      [125100, 2],
      [249900, 2498],
      [250000, 2500],
      [250100, 2505],
      [924900, 36245],
      [925000, 36250],
      [925100, 36260],
      [1499900, 93740],
      [1500000, 93750],
      [1500100, 93762],
    ],
  },
  'SDLT first-time buyer': {
    nation: 'england',
    buyer: 'first_time',
    // Above £500,000 the relief is lost and the main rates apply to the whole price.
    cases: [
      [299900, 0],
      [300000, 0],
      [300100, 5],
      [499900, 9995],
      [500000, 10000],
      [500100, 15005],
    ],
  },
  'SDLT additional home': {
    nation: 'england',
    buyer: 'additional',
    cases: [
      [124900, 6245],
      [125000, 6250],
      [125100, 6257],
      [249900, 14993],
      [250000, 15000],
      [250100, 15010],
      [924900, 82490],
      [925000, 82500],
      [925100, 82515],
      [1499900, 168735],
      [1500000, 168750],
      [1500100, 168767],
    ],
  },
  'LBTT moving home': {
    nation: 'scotland',
    buyer: 'moving',
    cases: [
      [144900, 0],
      [145000, 0],
      [145100, 2],
      [249900, 2098],
      [250000, 2100],
      [250100, 2105],
      [324900, 5845],
      [325000, 5850],
      [325100, 5860],
      [749900, 48340],
      [750000, 48350],
      [750100, 48362],
    ],
  },
  'LBTT first-time buyer': {
    nation: 'scotland',
    buyer: 'first_time',
    cases: [
      [174900, 0],
      [175000, 0],
      [175100, 2],
      [249900, 1498],
      [250000, 1500],
      [250100, 1505],
      [324900, 5245],
      [325000, 5250],
      [325100, 5260],
      [749900, 47740],
      [750000, 47750],
      [750100, 47762],
    ],
  },
  'LBTT additional home (with the 8% ADS)': {
    nation: 'scotland',
    buyer: 'additional',
    cases: [
      [144900, 11592],
      [145000, 11600],
      [145100, 11610],
      [249900, 22090],
      [250000, 22100],
      [250100, 22113],
      [324900, 31837],
      [325000, 31850],
      [325100, 31868],
      [749900, 108332],
      [750000, 108350],
      [750100, 108370],
    ],
  },
  'LTT main rates': {
    nation: 'wales',
    buyer: 'moving',
    cases: [
      [224900, 0],
      [225000, 0],
      [225100, 6],
      [399900, 10494],
      [400000, 10500],
      [400100, 10507],
      [749900, 36742],
      [750000, 36750],
      [750100, 36760],
      [1499900, 111740],
      [1500000, 111750],
      [1500100, 111762],
    ],
  },
  'LTT higher rates': {
    nation: 'wales',
    buyer: 'additional',
    cases: [
      [179900, 8995],
      [180000, 9000],
      [180100, 9008],
      [249900, 14941],
      [250000, 14950],
      [250100, 14960],
      [399900, 29940],
      [400000, 29950],
      [400100, 29962],
      [749900, 73687],
      [750000, 73700],
      [750100, 73715],
      [1499900, 186185],
      [1500000, 186200],
      [1500100, 186217],
    ],
  },
};

describe.each(Object.entries(EDGES))('%s at every band edge', (_name, { nation, buyer, cases }) => {
  it.each(cases)('£%i owes £%i', (price, tax) => {
    expect(taxOn(nation, price, buyer).total).toBe(pounds(tax));
  });
});

describe('the authorities’ worked examples', () => {
  it('HMRC: £295,000 in April 2025 owes £4,750, slice by slice', () => {
    const result = taxOn('england', 295_000, 'moving');
    expect(result.total).toBe(pounds(4_750));
    expect(result.slices.filter((s) => s.taxable > 0).map((s) => [s.taxable / 100, s.rate, s.tax / 100])).toEqual([
      [125_000, 0, 0],
      [125_000, 200, 2_500],
      [45_000, 500, 2_250],
    ]);
    expect(result.table.tax).toBe('Stamp Duty Land Tax');
  });

  it('HMRC SDLTM29815: a first-time buyer paying £450,000 owes £7,500', () => {
    const result = taxOn('england', 450_000, 'first_time');
    expect(result.relief).toBe(true);
    expect(result.total).toBe(pounds(7_500));
  });

  it('Northern Ireland pays Stamp Duty Land Tax as England does', () => {
    expect(taxOn('northern_ireland', 295_000, 'moving').total).toBe(pounds(4_750));
  });

  it('Revenue Scotland: first-time buyer relief is worth at most £600, at any price', () => {
    for (const price of [175_000, 250_000, 400_000, 2_000_000]) {
      const saving = taxOn('scotland', price, 'moving').total - taxOn('scotland', price, 'first_time').total;
      expect(saving).toBe(pounds(600));
    }
  });

  it('Revenue Scotland: the ADS is 8% of the whole price (£16,000 on £200,000) on top of LBTT', () => {
    const result = taxOn('scotland', 200_000, 'additional');
    expect(result.supplement).toBe(pounds(16_000));
    expect(result.total).toBe(pounds(1_100 + 16_000));
  });

  it('Welsh Revenue Authority: £410,000 owes £11,250; Wales has no first-time buyer relief', () => {
    expect(taxOn('wales', 410_000, 'moving').total).toBe(pounds(11_250));
    const ftb = taxOn('wales', 410_000, 'first_time');
    expect(ftb.relief).toBe(false);
    expect(ftb.total).toBe(pounds(11_250));
  });
});

describe('the rules around the tables', () => {
  it('an additional home under £40,000 pays the main rates, from £40,000 the higher rates', () => {
    expect(taxOn('england', 39_999, 'additional').total).toBe(0);
    expect(taxOn('england', 40_000, 'additional').total).toBe(pounds(2_000));
    expect(taxOn('scotland', 39_999, 'additional').total).toBe(0);
    expect(taxOn('scotland', 40_000, 'additional').total).toBe(pounds(3_200));
    expect(taxOn('wales', 39_999, 'additional').total).toBe(0);
    expect(taxOn('wales', 40_000, 'additional').total).toBe(pounds(2_000));
  });

  it('rounds the tax down to the pound, not the slices', () => {
    // 7.5% of £1 over £400,000 is 7.5p: £10,500.075 owes £10,500.
    expect(taxOn('wales', 400_001, 'moving').total).toBe(pounds(10_500));
    expect(taxOn('england', 125_049, 'moving').total).toBe(0);
    expect(taxOn('england', 125_050, 'moving').total).toBe(pounds(1));
  });

  it('states the effective rate to a tenth of a percent', () => {
    // £4,750 on £295,000 is 1.61%, shown as 1.6%.
    expect(taxOn('england', 295_000, 'moving').effectiveRate).toBe(160);
    expect(taxOn('england', 100_000, 'moving').effectiveRate).toBe(0);
  });

  it('has no table before the rates it holds took effect', () => {
    expect(propertyTaxTable('england', '2025-03-31')).toBeNull();
    expect(propertyTaxTable('wales', '2026-12-07')?.tax).toBe('Land Transaction Tax');
  });
});
