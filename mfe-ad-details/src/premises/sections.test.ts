import { advertFixture, detailsFixture, roomFixture } from '../test/fixtures';
import { discountLines, houseRules, policyRows, premisesSections, type DetailSection } from './sections';

const section = (sections: DetailSection[], key: DetailSection['key']) => sections.find((s) => s.key === key);
const value = (sections: DetailSection[], key: DetailSection['key'], label: string) =>
  section(sections, key)?.rows.find((row) => row.label === label)?.value;
const details = (d: Parameters<typeof detailsFixture>[0]) => ({ property_details: detailsFixture(d) });

describe('premises sections', () => {
  it('shows only sections with content', () => {
    const sections = premisesSections(advertFixture());
    expect(sections.map((s) => s.key)).toEqual(['premises']);
  });

  it('prices a long-term let once, per its rent type', () => {
    expect(value(premisesSections(advertFixture({ price: 1200 })), 'premises', 'Price')).toBe('£1,200 per month');
  });

  it('prices a short-term let by its rooms: night beats hour', () => {
    const advert = advertFixture({
      is_short_term: true,
      property_rooms: [
        roomFixture({ id: 1, price: 106.5, property_rent_type_id: 3 }),
        roomFixture({ id: 2, price: 39, property_rent_type_id: 2 }),
        roomFixture({ id: 3, price: 64.5, property_rent_type_id: 3 }),
      ],
    });
    expect(value(premisesSections(advert), 'premises', 'Price')).toBe('£64.50 - £106.50 per night');
  });

  it('prices a room let by its rooms, each its own tenancy: the cheapest room per month, £180 a week being £780', () => {
    const advert = advertFixture({
      property_category_id: 7,
      is_room: true,
      property_rooms: [
        roomFixture({ id: 1, price: 180, property_rent_type_id: 4 }),
        roomFixture({ id: 2, price: 700, property_rent_type_id: 5 }),
        roomFixture({ id: 3, price: 180, property_rent_type_id: 4 }),
      ],
    });
    expect(value(premisesSections(advert), 'premises', 'Price')).toBe('Rooms from £700 per month');
  });

  it('treats a short-term studio flat as long term: its own price', () => {
    const advert = advertFixture({
      is_short_term: true,
      price: 95,
      property_rent_type_id: 3,
      property_rent_type: { id: 3, type: 'Night' },
      property_type_details: { id: 8, type_detail: 'Studio Flat' },
      property_rooms: [roomFixture({ id: 1, price: 40, property_rent_type_id: 3 })],
    });
    expect(value(premisesSections(advert), 'premises', 'Price')).toBe('£95 per night');
  });

  it('hides tenure for let and rent, and EPC for rent and buy', () => {
    const sale = premisesSections(advertFixture({ is_let: false, is_sale: true, is_freehold: false, epc_rating: 'B' }));
    expect(value(sale, 'premises', 'Tenure')).toBe('Leasehold');
    expect(value(sale, 'premises', 'EPC Rating')).toBe('B');
    const sale2 = premisesSections(advertFixture({ is_let: false, is_sale: true, epc_rating: 'B' }));
    expect(value(sale2, 'premises', 'Tenure')).toBe('Freehold');

    const lets = premisesSections(advertFixture({ epc_rating: 'C' }));
    expect(value(lets, 'premises', 'Tenure')).toBeUndefined();
    expect(value(lets, 'premises', 'EPC Rating')).toBe('C');

    const buy = premisesSections(advertFixture({ is_let: false, is_buy: true, epc_rating: 'C' }));
    expect(value(buy, 'premises', 'Tenure')).toBe('Freehold');
    expect(value(buy, 'premises', 'EPC Rating')).toBeUndefined();

    const rent = premisesSections(advertFixture({ is_let: false, is_rent: true, epc_rating: 'C' }));
    expect(value(rent, 'premises', 'Tenure')).toBeUndefined();
    expect(value(rent, 'premises', 'EPC Rating')).toBeUndefined();
  });

  it('labels people as guests for short stays and tenants otherwise, and shows the area', () => {
    const short = premisesSections(advertFixture({ is_short_term: true, tenants_guests: 13, property_square_meter: 253 }));
    expect(value(short, 'premises', 'Max Guests')).toBe('13');
    expect(value(short, 'premises', 'Area')).toBe('253 m²');
    expect(value(premisesSections(advertFixture({ tenants_guests: 4 })), 'premises', 'Max Tenants')).toBe('4');
  });

  it('shows status and investment only when set', () => {
    const advert = advertFixture({
      is_cash: true,
      is_investment: true,
      investment_property_details: {
        roi: 7.5,
        roa: null,
        yield: 4,
        share_percentage: 25,
        cash_flow: 12500,
        maintenance_cost: 800,
        number_of_flats: 12,
        number_of_blocks: null,
        number_of_units: null,
      },
    });
    const sections = premisesSections(advert);
    expect(section(sections, 'status')?.rows).toEqual([
      { label: 'Cash Only', value: 'Yes' },
      { label: 'Investment', value: 'Yes' },
    ]);
    expect(section(sections, 'investment')?.rows).toEqual([
      { label: 'ROI', value: '7.5%' },
      { label: 'Yield', value: '4%' },
      { label: 'Share Percentage', value: '25%' },
      { label: 'Cashflow', value: '£12,500' },
      { label: 'Maintenance Cost', value: '£800' },
      { label: 'Number of Flats', value: '12' },
    ]);
  });

  it('lists twin to family rooms only for short stays and room adverts', () => {
    const rooms = { single_room: 1, double_room: 2, twin_room: 1, family_room: 1, studio_room: 0, living_room: 1 };
    expect(section(premisesSections(advertFixture(details(rooms))), 'rooms')?.rows.map((r) => r.label)).toEqual([
      'Single Rooms',
      'Double Rooms',
      'Living Rooms',
    ]);
    expect(section(premisesSections(advertFixture({ ...details(rooms), is_short_term: true })), 'rooms')?.rows.map((r) => r.label)).toEqual(
      ['Single Rooms', 'Double Rooms', 'Twin Rooms', 'Family Rooms', 'Living Rooms'],
    );
  });

  it('shows suite bedrooms, kitchen, bathroom and structural items that are there', () => {
    const sections = premisesSections(
      advertFixture(
        details({
          single_room_suite: 1,
          double_room_suite: 0,
          kitchen: 1,
          oven: true,
          fridge: false,
          bath_room: 2,
          shower: true,
          shed: true,
          floors: 3,
        }),
      ),
    );
    expect(section(sections, 'suite')?.rows).toEqual([{ label: 'Single Bedrooms', value: '1' }]);
    expect(section(sections, 'kitchen')?.rows).toEqual([
      { label: 'Kitchens', value: '1' },
      { label: 'Oven', value: 'Yes' },
    ]);
    expect(section(sections, 'bathroom')?.rows).toEqual([
      { label: 'Bathrooms', value: '2' },
      { label: 'Shower', value: 'Yes' },
    ]);
    expect(section(sections, 'structural')?.rows).toEqual([
      { label: 'Shed', value: 'Yes' },
      { label: 'Floors', value: '3' },
    ]);
  });

  it('says whether parking is paid only for short stays', () => {
    const parking = { parking: true, parking_paid: true, parking_fee: 15 };
    expect(value(premisesSections(advertFixture({ ...details(parking), is_short_term: true })), 'structural', 'Parking')).toBe(
      'Paid (£15)',
    );
    expect(value(premisesSections(advertFixture({ ...details({ parking: true }), is_short_term: true })), 'structural', 'Parking')).toBe(
      'Free',
    );
    expect(value(premisesSections(advertFixture(details(parking))), 'structural', 'Parking')).toBe('Yes');
  });

  it('shows additional info with the pet fee', () => {
    const sections = premisesSections(
      advertFixture({ is_furnished: true, is_pet_friendly: true, pet_friendly_paid: true, pet_friendly_fee: 25, easements: true }),
    );
    expect(section(sections, 'additional')?.rows).toEqual([
      { label: 'Furnished', value: 'Yes' },
      // A let's words for pets (Renters' Rights Act 2025).
      { label: 'Pets considered', value: 'Paid (£25)' },
      { label: 'Easements and Covenants', value: 'Yes' },
    ]);
    expect(value(premisesSections(advertFixture({ is_pet_friendly: true })), 'additional', 'Pets considered')).toBe('Free');
    expect(
      value(premisesSections(advertFixture({ is_let: false, is_sale: true, is_pet_friendly: true })), 'additional', 'Pet Friendly'),
    ).toBe('Free');
    expect(value(premisesSections(advertFixture({ is_new_build: true })), 'additional', 'New Build')).toBe('Yes');
  });

  it('shows services and amenities as Yes, Free or Paid with the room service and cleaning fees', () => {
    const sections = premisesSections(
      advertFixture(
        details({
          room_service: true,
          room_service_paid: true,
          service_fee: 20,
          cleaning_service: true,
          cleaning_service_paid: true,
          cleaning_fee: 45,
          wifi: true,
          wifi_paid: false,
          gym: true,
          gym_paid: true,
          bar: true,
          stove: true,
        }),
      ),
    );
    expect(section(sections, 'amenities')?.rows).toEqual([
      { label: 'Room Service', value: 'Paid (£20)' },
      { label: 'Cleaning Service', value: 'Paid (£45)' },
      { label: 'Wifi', value: 'Free' },
      { label: 'Gym', value: 'Paid' },
      { label: 'Bar', value: 'Yes' },
      { label: 'Stove', value: 'Yes' },
    ]);
  });

  it('reads policies sent flat on the advert, as the API does', () => {
    const advert = advertFixture({
      check_in_flexible: false,
      check_in_from: '14:00',
      check_in_to: '21:00',
      check_out_flexible: true,
      check_in_instructions: { id: 3, type: 'Smart lock' },
      cancellation_period: 7,
      cancellation_rule: { id: 1, rule: 'Free Cancellation' },
    });
    expect(section(premisesSections(advert), 'policies')?.rows).toEqual([
      { label: 'Check-in', value: '14:00 - 21:00' },
      { label: 'Check-out', value: 'Flexible' },
      { label: 'Check-in Instructions', value: 'Smart lock' },
      { label: 'Cancellation Period', value: '7 days' },
      { label: 'Cancellation Rule', value: 'Free Cancellation' },
    ]);
  });
});

describe('policy rows', () => {
  // An advert with no policy set: each test sets the fields it is about.
  const base = advertFixture();

  it("shows the fee only for 'Fixed Fee Charged'", () => {
    expect(policyRows({ ...base, cancellation_rule: { rule: 'Fixed Fee Charged' }, cancellation_fee: 75, cancellation_period: 1 })).toEqual(
      [
        { label: 'Cancellation Period', value: '1 day' },
        { label: 'Cancellation Rule', value: 'Fixed Fee Charged' },
        { label: 'Cancellation Fee', value: '£75' },
      ],
    );
    expect(policyRows({ ...base, cancellation_rule: { rule: 'Full Price Charged' }, cancellation_fee: 75 })).toEqual([
      { label: 'Cancellation Rule', value: 'Full Price Charged' },
    ]);
  });

  it('shows times as HH:mm on the UK clock', () => {
    expect(policyRows({ ...base, check_out_from: '07:00:00', check_out_to: '12:00:00' })).toEqual([
      { label: 'Check-out', value: '07:00 - 12:00' },
    ]);
  });

  it('is empty without policies', () => {
    expect(policyRows(null)).toEqual([]);
  });
});

it('shows discount fees as percent for fee type 1 and pounds otherwise', () => {
  expect(
    discountLines([
      { discount_type: { type: 'Term' }, discount_term: 7, discount_fee: 100, discount_fee_type: 2 },
      { discount_type: { type: 'Last Minute' }, discount_term: 3, discount_fee: 5, discount_fee_type: 1 },
    ]),
  ).toEqual([
    { type: 'Term', term: '7', fee: '£100' },
    { type: 'Last Minute', term: '3', fee: '5%' },
  ]);
});

it('lists house rules that have text', () => {
  expect(houseRules({ rules: [{ rule: 'No smoking inside' }, { rule: ' ' }, { rule: 'No parties' }] })).toEqual([
    'No smoking inside',
    'No parties',
  ]);
});
