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
  expect(quote.units).toBe(3);
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
    { type: 'Number of Guests', amount: 70 },
    { type: 'Term', amount: 50 },
    { type: 'Last Minute', amount: 35 },
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
    expect(reserveQuote({ ...base, guests: 1, start: '2024-08-01T23:00:00Z', end: '2024-08-02T01:00:00Z' }).units).toBe(1);
    expect(reserveQuote({ ...base, guests: 1, start: '2024-08-01T15:00:00Z', end: '2024-08-03T10:00:00Z' }).units).toBe(2);
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
      { label: 'Rooms', amount: 200 },
      { label: 'Cleaning fee', amount: 20 },
      { label: 'Pet fee', amount: 15 },
      { label: 'Number of Guests discount', amount: -23.5 },
      { label: 'Total Price', amount: 211.5 },
    ]);
  });
});
