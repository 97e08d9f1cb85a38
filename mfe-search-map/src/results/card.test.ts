import type { AdvertCard } from '@marketplace/shared';
import { cardAddress, cardCouncilTax, cardCounts, cardFlags, cardPrice, cardTenure, cardWanted } from './card';

// Cards with only the fields a rule reads: the rules must cope with what a partial answer leaves out.
const card = (over: Record<string, unknown> = {}): AdvertCard => ({ id: 1, ...over }) as AdvertCard;

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
    expect(cardTenure(card({ is_sale: true, is_freehold: true }))).toBe('Freehold');
    expect(cardTenure(card({ is_sale: true, is_freehold: false }))).toBe('Leasehold');
    expect(cardTenure(card({ is_let: true, is_freehold: true }))).toBeNull();
    expect(cardTenure(card({ is_rent: true, is_freehold: false }))).toBeNull();
  });

  it('lists the set flags, in the search filters’ words', () => {
    expect(cardFlags(card({ is_auction: true, is_cash: false, is_coming_soon: true, is_waterfront: true, is_new_build: true }))).toEqual([
      'Coming Soon',
      'Auction',
      'New Build',
      'Waterfront',
    ]);
  });

  it('uses the full address, else its parts', () => {
    expect(cardAddress(card({ address: { full_address: '1 High St, York' } }))).toBe('1 High St, York');
    expect(cardAddress(card({ address: { full_address: '', line_1: '1 High St', city: 'York', postcode: 'YO1 7HH' } }))).toBe(
      '1 High St, York, YO1 7HH',
    );
  });
});

describe('a result card’s price', () => {
  it('says what it is per, and a monthly rent per week beside it (pcm = pw x 52 / 12)', () => {
    expect(cardPrice(card({ is_let: true, price: 1500, property_rent_type_id: 5 }))).toEqual({
      shown: '£1,500 per month',
      other: '£346 per week',
      fees: null,
    });
    expect(cardPrice(card({ is_rent: true, price: 300, property_rent_type_id: 4 }))).toEqual({
      shown: '£300 per week',
      other: '£1,300 per month',
      fees: null,
    });
  });

  it("shows a let by its rooms by its cheapest room per month, and that room's rent per week beside it", () => {
    const share = (rooms: Array<[number, number]>) =>
      card({
        is_let: true,
        property_category_id: 1,
        price: 150,
        property_rent_type_id: 4,
        property_rooms: rooms.map(([price, property_rent_type_id]) => ({ price, property_rent_type_id })),
      });
    expect(
      cardPrice(
        share([
          [150, 4],
          [150, 4],
        ]),
      ),
    ).toEqual({ shown: '£650 per month a room', other: '£150 per week', fees: null });
    expect(
      cardPrice(
        share([
          [150, 4],
          [700, 5],
        ]),
      ),
    ).toEqual({ shown: 'Rooms from £650 per month', other: null, fees: null });
  });

  it('shows a sale price, a night’s range or a price to be discussed alone', () => {
    expect(cardPrice(card({ is_sale: true, price: 425000, property_rent_type_id: 1 }))).toEqual({
      shown: '£425,000',
      other: null,
      fees: null,
    });
    const stay = card({
      is_let: true,
      is_short_term: true,
      price: 50,
      property_rent_type_id: 3,
      property_rooms: [
        { price: 50, property_rent_type_id: 3 },
        { price: 80, property_rent_type_id: 3 },
      ],
    });
    expect(cardPrice(stay)).toEqual({ shown: '£50 - £80 per night', other: null, fees: null });
    expect(cardPrice(card({ is_let: true, price: 0, property_rent_type_id: 6 }))).toEqual({
      shown: 'To Be Discussed',
      other: null,
      fees: null,
    });
  });

  it('a short stay: with dates searched its total for them, without them its nightly price with the fees as plainly beside it', () => {
    const stay = card({
      is_let: true,
      is_short_term: true,
      price: 50,
      property_rent_type_id: 3,
      property_rooms: [{ price: 50, property_rent_type_id: 3 }],
      stay_fees: { cleaning_fee: 40, service_fee: 12.5 },
      stay_total: 262.5,
    });
    const dates = { start: '2026-07-10', end: '2026-07-14', guests: 2 };
    expect(cardPrice(stay, dates)).toEqual({ shown: '£262.50 total for 4 nights', other: null, fees: null });
    expect(cardPrice(stay, null)).toEqual({
      shown: '£50 per night',
      other: null,
      fees: '+ £40 cleaning, £12.50 service per room per stay',
    });
    // A place booked whole is charged its fees once.
    const whole = card({
      is_let: true,
      is_short_term: true,
      price: 90,
      property_rent_type_id: 3,
      property_rooms: [],
      stay_fees: { cleaning_fee: 40, service_fee: null },
    });
    expect(cardPrice(whole).fees).toBe('+ £40 cleaning per stay');
  });

  it('says when an advert is someone looking for a home', () => {
    expect(cardWanted(card({ is_rent: true }))).toBe('Looking to rent');
    expect(cardWanted(card({ is_buy: true }))).toBe('Looking to buy');
    expect(cardWanted(card({ is_let: true }))).toBeNull();
  });
});

describe('Part A on the card', () => {
  test('the council tax band and the tenure a sale states, as Rightmove shows them', () => {
    expect(cardCouncilTax(card({ council_tax_band: 'C' }))).toBe('Council tax band C');
    expect(cardCouncilTax(card({ council_tax_band: 'exempt' }))).toBe('Council tax exempt');
    expect(cardCouncilTax(card({ council_tax_band: null }))).toBeNull();
    expect(cardTenure(card({ is_let: false, is_sale: true, tenure_type: 'share_of_freehold' }))).toBe('Share of freehold');
    expect(cardTenure(card({ is_let: true, tenure_type: 'leasehold' }))).toBeNull();
  });

  test("a let's pets read 'Pets considered'", () => {
    expect(cardFlags(card({ is_let: true, is_sale: false, is_pet_friendly: true }))).toContain('Pets considered');
    expect(cardFlags(card({ is_let: false, is_sale: true, is_pet_friendly: true }))).toContain('Pet Friendly');
  });
});
