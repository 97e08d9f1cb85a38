import { advertBadge, advertHeadline, advertPrice, availabilityLine, formatAdvertPrice } from './advert';

test('badge by the advert flag', () => {
  expect(advertBadge({ is_sale: 1 })).toBe('FOR SALE');
  expect(advertBadge({ is_let: true })).toBe('TO LET');
  expect(advertBadge({ is_buy: 1 })).toBe('TO BUY');
  expect(advertBadge({ is_rent: 1 })).toBe('TO RENT');
  expect(advertBadge({})).toBeNull();
});

describe('headline', () => {
  const residential = { id: 1, type: 'Residential' };
  test('type plus type detail', () => {
    expect(
      advertHeadline({
        property_category_id: 1,
        property_category: residential,
        property_type: { id: 1, type: 'House' },
        property_type_details: { id: 1, type_detail: 'Detached' },
      }),
    ).toBe('House - Detached');
  });
  test('category plus type without a detail', () => {
    expect(advertHeadline({ property_category_id: 1, property_category: residential, property_type: { id: 2, type: 'Flat' } })).toBe(
      'Residential - Flat',
    );
  });
  test('a part the other already says is not doubled', () => {
    const flat = { id: 2, type: 'Flat' };
    expect(
      advertHeadline({
        property_category_id: 1,
        property_category: residential,
        property_type: flat,
        property_type_details: { id: 9, type_detail: 'Flat' },
      }),
    ).toBe('Flat');
    expect(
      advertHeadline({
        property_category_id: 1,
        property_category: residential,
        property_type: flat,
        property_type_details: { id: 8, type_detail: 'Studio Flat' },
      }),
    ).toBe('Studio Flat');
    expect(
      advertHeadline({ property_category_id: 4, property_category: { id: 4, type: 'Land' }, property_type: { id: 30, type: 'Land' } }),
    ).toBe('Land');
    expect(
      advertHeadline({
        property_category_id: 1,
        property_category: residential,
        property_type: flat,
        property_type_details: { id: 10, type_detail: 'Maisonette' },
      }),
    ).toBe('Flat - Maisonette');
  });
  test('the category alone for rooms or without a type', () => {
    expect(
      advertHeadline({ property_category_id: 7, property_category: { id: 7, type: 'Room' }, property_type: { id: 1, type: 'House' } }),
    ).toBe('Room');
    expect(advertHeadline({ property_category_id: 4, property_category: { id: 4, type: 'Land' }, property_type: null })).toBe('Land');
  });
});

test('availability line', () => {
  expect(availabilityLine({ is_let: 1, date_start: '2024-05-01', date_end: '2024-06-01' })).toEqual({
    label: 'Availability:',
    value: '01/05/2024 - 01/06/2024',
  });
  expect(availabilityLine({ is_rent: 1, date_start: '2024-05-01', date_end: null })).toEqual({
    label: 'Required Dates:',
    value: '01/05/2024 - TBD',
  });
  expect(availabilityLine({ is_let: 1, date_start: null })).toEqual({ label: 'Availability:', value: 'None' });
  expect(availabilityLine({ is_sale: 1, date_start: '2024-05-01' })).toBeNull();
});

describe('price display', () => {
  const rooms = [
    { price: 80, property_rent_type_id: 2 },
    { price: 120, property_rent_type_id: 3 },
    { price: 95, property_rent_type_id: 3 },
  ];
  test('short-term let: range of the night rooms, night beating hour', () => {
    expect(formatAdvertPrice({ is_let: 1, is_short_term: 1, price: 10, property_rooms: rooms })).toBe('£95 - £120 per night');
  });
  test('hour range when no room is priced by night; one value when equal', () => {
    const hourly = [
      { price: 20, property_rent_type_id: 2 },
      { price: 20, property_rent_type_id: 2 },
    ];
    expect(advertPrice({ is_let: 1, is_short_term: 1, property_rooms: hourly })).toEqual({ min: 20, max: 20, per: 'hour' });
    expect(formatAdvertPrice({ is_let: 1, is_short_term: 1, property_rooms: hourly })).toBe('£20 per hour');
  });
  test("a long let by its rooms: each room's own rent, the cheapest per month first, never a range of one rent", () => {
    const share = (prices: Array<[number, number]>) => ({
      is_let: 1 as const,
      property_category_id: 1,
      price: 9999,
      property_rooms: prices.map(([price, property_rent_type_id]) => ({ price, property_rent_type_id })),
    });
    // £150 a week is £650 a month (pw × 52 ÷ 12).
    expect(
      advertPrice(
        share([
          [750, 5],
          [150, 4],
        ]),
      ),
    ).toEqual({ min: 650, max: 750, per: 'month', rooms: 2 });
    expect(
      formatAdvertPrice(
        share([
          [750, 5],
          [150, 4],
        ]),
      ),
    ).toBe('Rooms from £650 per month');
    expect(
      formatAdvertPrice(
        share([
          [700, 5],
          [700, 5],
        ]),
      ),
    ).toBe('£700 per month a room');
    expect(formatAdvertPrice(share([[700, 5]]))).toBe('£700 per month');
    // A short stay is no tenancy: its rooms' nightly range stays.
    expect(
      formatAdvertPrice({
        ...share([
          [80, 3],
          [95, 3],
        ]),
        is_short_term: 1,
      }),
    ).toBe('£80 - £95 per night');
  });
  test('wanted rooms: week beats month', () => {
    const roomAdvert = {
      is_rent: 1 as const,
      property_category_id: 7,
      property_rooms: [
        { price: 1500, property_rent_type_id: 5 },
        { price: 300, property_rent_type_id: 4 },
        { price: 350, property_rent_type_id: 4 },
      ],
    };
    expect(formatAdvertPrice(roomAdvert)).toBe('£300 - £350 per week');
  });
  test('a studio flat is long-term: its own price per rent type', () => {
    expect(
      formatAdvertPrice({
        is_let: 1,
        is_short_term: 1,
        price: 1250,
        property_type_details: { id: 8, type_detail: 'Studio Flat' },
        property_rent_type: { id: 5, type: 'Month' },
        property_rooms: rooms,
      }),
    ).toBe('£1,250 per month');
  });
  test('sale shows one price with no period; rent uses its rent type', () => {
    expect(formatAdvertPrice({ is_sale: 1, price: 1250000, property_rent_type_id: 5 })).toBe('£1,250,000');
    expect(formatAdvertPrice({ is_rent: 1, price: 900, property_rent_type_id: 4 })).toBe('£900 per week');
    expect(formatAdvertPrice({ is_let: 1, price: 900, property_rent_type_id: 1 })).toBe('£900');
    // A price left to be agreed is not '£0'.
    expect(formatAdvertPrice({ is_let: 1, price: 0, property_rent_type_id: 6 })).toBe('To Be Discussed');
    expect(formatAdvertPrice({ is_sale: 1, price: null })).toBe('');
  });
  test('no price, no text', () => {
    expect(formatAdvertPrice({ is_sale: 1, price: null })).toBe('');
  });
});
