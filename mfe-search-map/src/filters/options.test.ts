import {
  BED_OPTIONS,
  BATHROOM_OPTIONS,
  FLOOR_OPTIONS,
  GUEST_OPTIONS,
  PRICE_STEPS,
  SQUARE_METRE_OPTIONS,
  SQUARE_METRE_STEPS,
} from './options';

describe('search option lists', () => {
  it('offers beds 1 to 10 and 11+, guests 1 to 19 and 20+, bathrooms and floors 1 to 4 and 5+', () => {
    expect(BED_OPTIONS.map((o) => o.label)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11+']);
    expect(GUEST_OPTIONS).toHaveLength(20);
    expect(GUEST_OPTIONS.at(-1)).toEqual({ value: 20, label: '20+' });
    expect(BATHROOM_OPTIONS.map((o) => o.label)).toEqual(['1', '2', '3', '4', '5+']);
    expect(FLOOR_OPTIONS.map((o) => o.value)).toEqual([1, 2, 3, 4, 5]);
  });

  it('steps prices as the spec lists them', () => {
    expect(PRICE_STEPS.slice(0, 19)).toEqual([
      0, 50, 100, 150, 200, 250, 500, 750, 1000, 1250, 1500, 1750, 2000, 3000, 4000, 5000, 10000, 20000, 30000,
    ]);
    expect(PRICE_STEPS).toContain(100_000);
    expect(PRICE_STEPS).toContain(110_000);
    expect(PRICE_STEPS).toContain(500_000);
    expect(PRICE_STEPS).not.toContain(510_000);
    expect(PRICE_STEPS).toContain(550_000);
    expect(PRICE_STEPS).toContain(1_000_000);
    expect(PRICE_STEPS).not.toContain(1_050_000);
    expect(PRICE_STEPS).toContain(1_250_000);
    expect(PRICE_STEPS.slice(-6)).toEqual([4_750_000, 5_000_000, 7_500_000, 10_000_000, 15_000_000, 20_000_000]);
    expect([...PRICE_STEPS].sort((a, b) => a - b)).toEqual(PRICE_STEPS);
    expect(new Set(PRICE_STEPS).size).toBe(PRICE_STEPS.length);
  });

  it('steps square metres as the spec lists them, the last open-ended', () => {
    expect(SQUARE_METRE_STEPS).toEqual([
      0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 150, 200, 250, 300, 350, 400, 450, 500, 750, 1000, 1250, 1500, 1750, 2000, 3000, 4000,
      5000, 6000, 7000, 8000, 9000, 10000,
    ]);
    expect(SQUARE_METRE_OPTIONS.at(-1)?.label).toBe('10,000+ m²');
  });
});
