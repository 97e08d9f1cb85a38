import type { AdvertCard } from '@marketplace/shared';
import { cardAddress, cardCounts, cardFlags, cardTenure } from './card';

const card = (over: Partial<AdvertCard> & Record<string, unknown> = {}): AdvertCard => ({ id: 1, ...over });

describe('result card rules', () => {
  it('counts beds, living rooms, bathrooms, downstairs WC, garden and parking, leaving out zeros', () => {
    const counts = cardCounts(
      card({
        property_details: {
          bedrooms: 3,
          living_room: 1,
          bath_room: 2,
          downstairs_wc: 0,
          front_garden: true,
          rear_garden: true,
          parking_spaces: 2,
          garage: 1,
        },
      }),
    );
    expect(counts.map((c) => [c.label, c.value])).toEqual([
      ['Beds', 3],
      ['Living Rooms', 1],
      ['Bathrooms', 2],
      ['Garden', 2],
      ['Parking', 3],
    ]);
  });

  it('counts beds from the rooms when the total is missing', () => {
    expect(cardCounts(card({ property_details: { single_room: 1, double_room: 2 } }))[0]).toMatchObject({ label: 'Beds', value: 3 });
    expect(cardCounts(card())).toEqual([]);
  });

  it('shows tenure for sales only', () => {
    expect(cardTenure(card({ is_sale: 1, is_freehold: 1 }))).toBe('Freehold');
    expect(cardTenure(card({ is_sale: true, is_freehold: false }))).toBe('Leasehold');
    expect(cardTenure(card({ is_let: 1, is_freehold: 1 }))).toBeNull();
    expect(cardTenure(card({ is_rent: 1, is_freehold: 0 }))).toBeNull();
  });

  it('lists the set flags', () => {
    expect(cardFlags(card({ is_auction: 1, is_cash: 0, is_coming_soon: true, is_waterfront: 1 }))).toEqual([
      'Coming Soon',
      'Auction',
      'Waterfront',
    ]);
  });

  it('uses the full address, else its parts', () => {
    expect(cardAddress(card({ address: { full_address: '1 High St, York' } as never }))).toBe('1 High St, York');
    expect(cardAddress(card({ address: { full_address: '', line_1: '1 High St', city: 'York', postcode: 'YO1 7HH' } as never }))).toBe(
      '1 High St, York, YO1 7HH',
    );
  });
});
