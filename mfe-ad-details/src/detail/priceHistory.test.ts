import { priceChangeLine, priceHistoryLines } from './priceHistory';

describe('an advert’s price history', () => {
  it('says how the price changed, when and from what, in British form', () => {
    expect(priceChangeLine({ old_price: 450000, new_price: 425000, changed_at: '2026-11-12T10:00:00Z' })).toBe(
      'Reduced on 12/11/2026 from £450,000',
    );
    expect(priceChangeLine({ old_price: 425000, new_price: 440000, changed_at: '2026-11-20T23:30:00Z' })).toBe(
      'Increased on 20/11/2026 from £425,000',
    );
  });

  it('lists the newest change first, and nothing without a history', () => {
    const lines = priceHistoryLines([
      { old_price: 500000, new_price: 450000, changed_at: '2026-10-01T10:00:00Z' },
      { old_price: 450000, new_price: 425000, changed_at: '2026-11-12T10:00:00Z' },
    ]);
    expect(lines).toEqual(['Reduced on 12/11/2026 from £450,000', 'Reduced on 01/10/2026 from £500,000']);
    expect(priceHistoryLines(undefined)).toEqual([]);
  });
});
