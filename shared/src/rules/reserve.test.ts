import type { Discount } from '../entities';
import { formatDiscountFee, reserveLines, reserveQuote } from './reserve';

const discount = (type: string, term: number, fee: number, feeType: number): Discount => ({
  discount_type: { type },
  discount_term: term,
  discount_fee: fee,
  discount_fee_type: feeType,
});
const now = new Date('2024-07-01T09:00:00Z');

test('by night: price x quantity x nights plus fees per room and per pet', () => {
  const quote = reserveQuote({
    rentTypeId: 3,
    rooms: [
      { price: 100, quantity: 2 },
      { price: 50, quantity: 1 },
    ],
    start: '2024-08-01T14:00:00Z',
    end: '2024-08-04T11:00:00Z',
    guests: 2,
    pets: 1,
    cleaningFee: 10,
    serviceFee: 5,
    petFee: 20,
    now,
  });
  expect(quote.nights).toBe(3);
  expect(quote.roomsPrice).toBe(750);
  expect(quote.fees).toBe(3 * 10 + 3 * 5 + 20);
  expect(quote.total).toBe(815);
});

test('a same-day night stay counts as one night; by hour counts hours', () => {
  const base = { rooms: [{ price: 40, quantity: 1 }], guests: 1, pets: 0, now };
  expect(reserveQuote({ ...base, rentTypeId: 3, start: '2024-08-01T10:00:00Z', end: '2024-08-01T18:00:00Z' }).total).toBe(40);
  expect(reserveQuote({ ...base, rentTypeId: 2, start: '2024-08-01T10:00:00Z', end: '2024-08-01T12:30:00Z' }).total).toBe(100);
});

test('discounts are cumulative: percent for fee type 1, pounds otherwise, each only when it applies', () => {
  const base = { rentTypeId: 3, rooms: [{ price: 100, quantity: 1 }], pets: 0, now };
  const discounts = [discount('Number of Guests', 3, 10, 1), discount('Term', 7, 50, 2), discount('Last Minute', 3, 5, 1)];
  // 7 nights starting in 2 days with 3 guests: all three apply to £700.
  const all = reserveQuote({ ...base, guests: 3, start: '2024-07-03', end: '2024-07-10', discounts });
  expect(all.discounts).toEqual([
    { type: 'Number of Guests', amount: 70, detail: '10% off for 3 or more guests' },
    { type: 'Term', amount: 50, detail: '£50 off for 7 or more nights' },
    { type: 'Last Minute', amount: 35, detail: '5% off within 3 days of arrival' },
  ]);
  expect(all.total).toBe(545);
  // 2 guests, 6 nights, starting in 10 days: none applies.
  const none = reserveQuote({ ...base, guests: 2, start: '2024-07-11', end: '2024-07-17', discounts });
  expect(none.discounts).toEqual([]);
  expect(none.total).toBe(600);
});

test('discount fee label', () => {
  expect(formatDiscountFee({ discount_fee: 10, discount_fee_type: 1 })).toBe('10%');
  expect(formatDiscountFee({ discount_fee: 1500, discount_fee_type: 2 })).toBe('£1,500');
});

describe('boundaries', () => {
  const base = { rentTypeId: 3, rooms: [{ price: 100, quantity: 1 }], pets: 0, now };

  test('a discount whose term is met exactly applies, one short does not', () => {
    const discounts = [discount('Number of Guests', 4, 10, 1), discount('Term', 3, 20, 2), discount('Last Minute', 2, 5, 2)];
    const met = reserveQuote({ ...base, guests: 4, start: '2024-07-03', end: '2024-07-06', discounts });
    expect(met.discounts.map((d) => d.type)).toEqual(['Number of Guests', 'Term', 'Last Minute']);
    const short = reserveQuote({ ...base, guests: 3, start: '2024-07-04', end: '2024-07-06', discounts });
    expect(short.discounts).toEqual([]);
  });

  test('a stay across midnight counts calendar nights, not 24-hour periods', () => {
    expect(reserveQuote({ ...base, guests: 1, start: '2024-08-01T23:00:00Z', end: '2024-08-02T01:00:00Z' }).nights).toBe(1);
    expect(reserveQuote({ ...base, guests: 1, start: '2024-08-01T15:00:00Z', end: '2024-08-03T10:00:00Z' }).nights).toBe(2);
  });

  test('a Studio Flat is one room at its price: fees are charged once', () => {
    const quote = reserveQuote({ ...base, guests: 2, start: '2024-08-01', end: '2024-08-03', cleaningFee: 30, serviceFee: 10 });
    expect(quote.total).toBe(240);
  });

  test('discounts never take the total below zero; totals are in pennies', () => {
    expect(
      reserveQuote({ ...base, guests: 1, start: '2024-08-01', end: '2024-08-02', discounts: [discount('Number of Guests', 1, 500, 2)] })
        .total,
    ).toBe(0);
    const thirds = reserveQuote({
      ...base,
      rooms: [{ price: 33.33, quantity: 1 }],
      guests: 1,
      start: '2024-08-01',
      end: '2024-08-04',
      discounts: [discount('Term', 3, 10, 1)],
    });
    expect(thirds.total).toBe(89.99);
  });

  test('the breakdown lists the rooms, each fee charged, each discount and the total', () => {
    const quote = reserveQuote({
      ...base,
      guests: 3,
      pets: 1,
      start: '2024-07-03',
      end: '2024-07-05',
      cleaningFee: 20,
      petFee: 15,
      discounts: [discount('Number of Guests', 3, 10, 1)],
    });
    expect(reserveLines(quote)).toEqual([
      { kind: 'room', label: 'Whole place', detail: '£100.00 × 2 nights', amount: 200 },
      { kind: 'fee', label: 'Cleaning fee', detail: '£20.00 × 1 room', amount: 20 },
      { kind: 'fee', label: 'Pet fee', detail: '£15.00 × 1 pet', amount: 15 },
      { kind: 'discount', label: 'Number of Guests discount', detail: '10% off for 3 or more guests', amount: -23.5 },
      { kind: 'total', label: 'Total Price', amount: 211.5 },
    ]);
  });

  test('each room is priced by its own rent type: an hourly room in a nightly advert is charged by the hour', () => {
    const quote = reserveQuote({
      ...base,
      rooms: [
        { name: 'Double room', price: 100, quantity: 2, rentTypeId: 3 },
        { name: 'Meeting room', price: 14, quantity: 1, rentTypeId: 2 },
      ],
      guests: 2,
      // 15:00 to 11:00 two days later: 2 nights, 44 hours.
      start: '2024-08-01T15:00:00Z',
      end: '2024-08-03T11:00:00Z',
      cleaningFee: 10,
    });
    expect(quote.rooms.map((room) => [room.unit, room.units, room.amount])).toEqual([
      ['night', 2, 400],
      ['hour', 44, 616],
    ]);
    expect(quote.total).toBe(400 + 616 + 3 * 10);
    expect(reserveLines(quote).slice(0, 3)).toEqual([
      { kind: 'room', label: 'Double room × 2', detail: '£100.00 × 2 nights', amount: 400 },
      { kind: 'room', label: 'Meeting room', detail: '£14.00 × 44 hours', amount: 616 },
      { kind: 'fee', label: 'Cleaning fee', detail: '£10.00 × 3 rooms', amount: 30 },
    ]);
  });
});
