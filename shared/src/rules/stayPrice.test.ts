import type { Discount } from '../entities';
import {
  mandatoryFeesText,
  nightsOf,
  searchedNights,
  searchedStay,
  stayOfQuery,
  stayQuery,
  stayGuests,
  stayOffer,
  stayPriceShown,
  stayTotalText,
  type StayListing,
  type StayRoomOption,
} from './stayPrice';
import { reserveLines } from './reserve';

const now = new Date('2026-06-01T09:00:00Z');
const dates = { start: '2026-07-10', end: '2026-07-13' };
const room = (id: number, price: number, guests: number | null, available: number, rentTypeId: number | null = 3): StayRoomOption => ({
  id,
  price,
  guests,
  available,
  rentTypeId,
});
const listing = (over: Partial<StayListing> = {}): StayListing => ({
  price: 120,
  rentTypeId: 3,
  bookedWhole: false,
  wholeFree: true,
  wholeGuests: null,
  rooms: [],
  cleaningFee: null,
  serviceFee: null,
  discounts: [],
  ...over,
});
const discount = (type: string, term: number, fee: number, feeType: number): Discount => ({
  discount_type: { type },
  discount_term: term,
  discount_fee: fee,
  discount_fee_type: feeType,
});

test('a place booked whole: nights at its price plus cleaning and service once, the total the booking charges', () => {
  const offer = stayOffer(listing({ bookedWhole: true, cleaningFee: 40, serviceFee: 12.5 }), { ...dates, guests: 2 }, now);
  expect(offer?.rooms).toEqual([]);
  expect(offer?.quote.nights).toBe(3);
  expect(offer?.quote.total).toBe(3 * 120 + 40 + 12.5);
  expect(reserveLines(offer!.quote).at(-1)).toEqual({ kind: 'total', label: 'Total Price', amount: 412.5 });
});

test('a place booked whole: taken, or a party one over what it sleeps, has no offer; exactly what it sleeps has', () => {
  expect(stayOffer(listing({ bookedWhole: true, wholeFree: false }), { ...dates, guests: 1 }, now)).toBeNull();
  expect(stayOffer(listing({ bookedWhole: true, wholeGuests: 4 }), { ...dates, guests: 5 }, now)).toBeNull();
  expect(stayOffer(listing({ bookedWhole: true, wholeGuests: 4 }), { ...dates, guests: 4 }, now)?.guests).toBe(4);
  // Not said: any party.
  expect(stayOffer(listing({ bookedWhole: true, wholeGuests: 0 }), { ...dates, guests: 20 }, now)).not.toBeNull();
});

test('one night: a same-day check-out still counts as one night', () => {
  expect(stayOffer(listing({ bookedWhole: true }), { start: '2026-07-10', end: '2026-07-11', guests: 1 }, now)?.quote.total).toBe(120);
  expect(stayOffer(listing({ bookedWhole: true }), { start: '2026-07-10', end: '2026-07-10', guests: 1 }, now)?.quote.nights).toBe(1);
});

test('rooms: the cheapest set that sleeps the party, fees charged per room taken', () => {
  const rooms = [room(1, 60, 1, 2), room(2, 100, 2, 1), room(3, 150, 4, 1)];
  // Two guests: one double (3 x 100 + fees 30) beats two singles (2 x (3 x 60 + 30)).
  const two = stayOffer(listing({ rooms, cleaningFee: 20, serviceFee: 10 }), { ...dates, guests: 2 }, now);
  expect(two?.rooms).toEqual([{ id: 2, quantity: 1 }]);
  expect(two?.quote.total).toBe(330);
  // Without fees two singles (360) still lose to the double (300); with one guest a single wins.
  expect(stayOffer(listing({ rooms }), { ...dates, guests: 1 }, now)?.rooms).toEqual([{ id: 1, quantity: 1 }]);
  // Five guests: the family room and a single.
  const five = stayOffer(listing({ rooms }), { ...dates, guests: 5 }, now);
  expect(five?.rooms).toEqual([
    { id: 1, quantity: 1 },
    { id: 3, quantity: 1 },
  ]);
});

test('rooms: the party at exactly the free beds has an offer, one more has none', () => {
  const rooms = [room(1, 60, 1, 2), room(2, 100, 2, 1)];
  expect(stayOffer(listing({ rooms }), { ...dates, guests: 4 }, now)?.rooms).toEqual([
    { id: 1, quantity: 2 },
    { id: 2, quantity: 1 },
  ]);
  expect(stayOffer(listing({ rooms }), { ...dates, guests: 5 }, now)).toBeNull();
  expect(stayOffer(listing({ rooms: [room(1, 60, 2, 0)] }), { ...dates, guests: 1 }, now)).toBeNull();
});

test('two sets of the same price: the one with fewer rooms', () => {
  const rooms = [room(1, 50, 1, 2), room(2, 100, 2, 1)];
  expect(stayOffer(listing({ rooms }), { ...dates, guests: 2 }, now)?.rooms).toEqual([{ id: 2, quantity: 1 }]);
});

test('a room priced by the hour is no offer for dates; a room that does not say its guests takes the party', () => {
  expect(stayOffer(listing({ rooms: [room(1, 20, 2, 1, 2)] }), { ...dates, guests: 1 }, now)).toBeNull();
  expect(stayOffer(listing({ rentTypeId: 2, bookedWhole: true }), { ...dates, guests: 1 }, now)).toBeNull();
  expect(stayOffer(listing({ rooms: [room(1, 80, null, 1)] }), { ...dates, guests: 6 }, now)?.rooms).toEqual([{ id: 1, quantity: 1 }]);
});

test('no party said is one guest', () => {
  expect(stayGuests(null)).toBe(1);
  expect(stayGuests(0)).toBe(1);
  expect(stayOffer(listing({ rooms: [room(1, 60, 1, 1)] }), { ...dates, guests: null }, now)?.guests).toBe(1);
});

test('discounts apply as the booking applies them, at their edges: a term of 3 nights on a 3-night stay, 3 guests of 3', () => {
  const discounts = [discount('Term', 3, 10, 1), discount('Number of Guests', 3, 15, 2)];
  const base = listing({ bookedWhole: true, cleaningFee: 30, discounts });
  // 3 x 120 + 30 = 390; 10% is 39; 3 guests take £15 more.
  expect(stayOffer(base, { ...dates, guests: 2 }, now)?.quote.total).toBe(351);
  expect(stayOffer(base, { ...dates, guests: 3 }, now)?.quote.total).toBe(336);
  expect(stayOffer(base, { start: '2026-07-10', end: '2026-07-12', guests: 2 }, now)?.quote.total).toBe(270);
});

test('a last-minute discount counts the days from today', () => {
  const base = listing({ bookedWhole: true, discounts: [discount('Last Minute', 3, 20, 1)] });
  expect(stayOffer(base, { start: '2026-06-04', end: '2026-06-05', guests: 1 }, now)?.quote.total).toBe(96);
  expect(stayOffer(base, { start: '2026-06-05', end: '2026-06-06', guests: 1 }, now)?.quote.total).toBe(120);
});

test('pennies: fees and prices with pence add up to the penny', () => {
  const offer = stayOffer(listing({ rooms: [room(1, 33.33, 2, 1)], cleaningFee: 10.01, serviceFee: 0.99 }), { ...dates, guests: 2 }, now);
  expect(offer?.quote.total).toBe(110.99);
});

test('the totals read as a sentence', () => {
  expect(stayTotalText(412.5, 3)).toBe('£412.50 total for 3 nights');
  expect(stayTotalText(120, 1)).toBe('£120.00 total for 1 night');
});

test('without dates the mandatory fees are stated, per stay or per room', () => {
  expect(mandatoryFeesText({ cleaning_fee: 40 }, true)).toBe('+ £40 cleaning per stay');
  expect(mandatoryFeesText({ cleaning_fee: 40, service_fee: 12.5 }, false)).toBe('+ £40 cleaning, £12.50 service per room per stay');
  expect(mandatoryFeesText({ service_fee: 0, cleaning_fee: null }, true)).toBeNull();
  expect(mandatoryFeesText(null, true)).toBeNull();
});

test('the nights a search asks for: a check-in alone, or a same-day check-out, is one night', () => {
  expect(searchedNights('2026-07-10', '2026-07-13')).toEqual({ start: '2026-07-10', end: '2026-07-13' });
  expect(searchedNights('2026-07-10', null)).toEqual({ start: '2026-07-10', end: '2026-07-11' });
  expect(searchedNights('2026-07-31', '2026-07-31')).toEqual({ start: '2026-07-31', end: '2026-08-01' });
  expect(searchedNights(null, '2026-12-31')).toEqual({ start: '2026-12-31', end: '2027-01-01' });
  expect(searchedNights(null, null)).toBeNull();
});

test('a stay shown with dates leads with its total; without, its nightly price with the fees as plainly beside it', () => {
  const fees = { cleaning_fee: 40, service_fee: null };
  expect(stayPriceShown('£80 per night', { total: 280, nights: 3, fees, bookedWhole: true })).toEqual({
    headline: '£280.00 total for 3 nights',
    fees: null,
    total: true,
  });
  expect(stayPriceShown('£80 per night', { total: null, nights: 3, fees, bookedWhole: true })).toEqual({
    headline: '£80 per night',
    fees: '+ £40 cleaning per stay',
    total: false,
  });
});

test("a search form's dates are a stay; the advert's address carries it there and back", () => {
  const stay = searchedStay({ date_start: '10-07-2026', date_end: '13-07-2026', guests: 2 });
  expect(stay).toEqual({ start: '2026-07-10', end: '2026-07-13', guests: 2 });
  expect(nightsOf(stay!)).toBe(3);
  expect(stayQuery(stay)).toBe('?check_in=2026-07-10&check_out=2026-07-13&guests=2');
  expect(stayOfQuery(stayQuery(stay))).toEqual(stay);
  expect(searchedStay({ date_start: null, date_end: null, guests: 3 })).toBeNull();
  expect(stayQuery(null)).toBe('');
  // A hand-edited address: a wrong date is no stay, a wrong party is one guest.
  expect(stayOfQuery('?check_in=2026-13-45&check_out=2026-07-13')).toEqual({ start: '2026-07-13', end: '2026-07-14', guests: 1 });
  expect(stayOfQuery('?check_in=2026-07-10&guests=99')).toEqual({ start: '2026-07-10', end: '2026-07-11', guests: 1 });
  expect(stayOfQuery('?guests=2')).toBeNull();
});
