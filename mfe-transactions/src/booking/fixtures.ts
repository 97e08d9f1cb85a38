import type { Advert, Booking, BookingsByAd, Service } from '@marketplace/shared';
import type { BookingApi } from './api';

/** Test support: the adverts, services and answers the Booking dialog reads. */

export const NOW = new Date('2026-03-10T08:20:00Z');

export const room = (
  id: number,
  type: string,
  price: number,
  quantity: number,
  guests = 2,
  rentTypeId = 3,
): Advert['property_rooms'][number] => ({
  id,
  room_type_id: id,
  property_room_type: { id, type },
  price,
  quantity,
  guests,
  property_rent_type_id: rentTypeId,
  property_rent_type: rentTypeId === 2 ? { id: 2, type: 'Hour' } : { id: 3, type: 'Night' },
  discount: null,
  discount_rate: null,
  smoking_room: false,
  pet_friendly_room: false,
  rooms: [],
  property_room_detail: null,
});

export function advertOf(overrides: Partial<Advert> = {}): Advert {
  const advert: Partial<Advert> = {
    id: 41,
    user_id: 3,
    property_title: 'Canal-side rooms',
    price: 80,
    date_start: null,
    date_end: null,
    is_short_term: true,
    is_let: true,
    is_pet_friendly: true,
    pet_friendly_paid: true,
    pet_friendly_fee: 15,
    property_rent_type_id: 3,
    property_type_details: { id: 1, type_detail: 'Detached' },
    property_type_details_id: 1,
    // The dialog reads only the fees of the details.
    property_details: { cleaning_fee: 20, service_fee: 5 } as Advert['property_details'],
    property_rooms: [room(7, 'Double', 100, 2, 2), room(8, 'Single', 60, 1, 1)],
    cancellation_period: 7,
    cancellation_rule: { id: 1, rule: 'Free Cancellation' },
    cancellation_fee: null,
    cancellation_late_rule_id: 3,
    discounts: [
      {
        id: 1,
        discount_type_id: 1,
        discount_type: { id: 1, type: 'Number of Guests' },
        discount_term: 3,
        discount_fee: 10,
        discount_fee_type: 1,
      },
      { id: 2, discount_type_id: 2, discount_type: { id: 2, type: 'Term' }, discount_term: 7, discount_fee: 50, discount_fee_type: 2 },
    ],
    ...overrides,
  };
  return advert as Advert;
}

export function serviceOf(overrides: Partial<Service> = {}): Service {
  const service: Partial<Service> = {
    id: 5,
    user_id: 4,
    service_title: 'Plumber in Leeds',
    price: 90,
    service_payment_type_id: 3,
    service_payment_type: { id: 3, type: 'Job' },
    working_hours_from: '08:00',
    working_hours_to: '17:30',
    ...overrides,
  };
  return service as Service;
}

export const nothingTaken = (overrides: Partial<BookingsByAd> = {}): BookingsByAd => ({
  booked_dates: [],
  booked_date_hours: {},
  booked_date_hour_minutes: {},
  check_in_from: '15:00',
  check_in_to: '20:00',
  check_out_from: '11:00',
  check_out_to: '11:00',
  disabled_rooms: {},
  booked_rooms: {},
  ...overrides,
});

/** What api/book answers: the stay just requested, unpaid, in its conversation. */
export function bookingOf(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 1,
    booking_type: 'reserve',
    status: 'pending',
    property_id: 41,
    service_id: null,
    user_id: 9,
    host_id: 3,
    date_start: '2026-03-20T15:00:00.000Z',
    date_end: '2026-03-22T11:00:00.000Z',
    guests: 1,
    pets: 0,
    price: 225,
    amount_due: 225,
    price_lines: [],
    rooms: [{ property_room_id: 7, quantity: 1, name: 'Double room' }],
    service_user_address: null,
    service_user_postcode: null,
    service_user_job_description: null,
    title: 'Canal-side rooms',
    paid_at: null,
    paid_amount: 0,
    refunded_amount: 0,
    refunded_at: null,
    expires_at: '2026-03-11T08:20:00.000Z',
    cancellation_policy: null,
    cancellation_charge: null,
    status_note: null,
    instant_book: false,
    chat_room_id: 5,
    payment_token: 'tok',
    created_at: '2026-03-10T08:20:00.000Z',
    ...overrides,
  };
}

/** A BookingApi over fixed answers that records what was booked. */
export function fakeApi(answers: { advert?: Advert; service?: Service; bookings?: BookingsByAd; instantBook?: boolean } = {}) {
  const booked: Array<Record<string, unknown>> = [];
  const api: BookingApi & { booked: typeof booked; bookImpl: BookingApi['book'] | null } = {
    booked,
    bookImpl: null,
    advert: jest.fn(async () => answers.advert ?? advertOf()),
    service: jest.fn(async () => answers.service ?? serviceOf()),
    bookingsByAd: jest.fn(async () => answers.bookings ?? nothingTaken()),
    calendar: jest.fn(async () => [{ disabled_dates: [], disabled_hours: {} }]),
    async book(body) {
      booked.push(body);
      if (api.bookImpl) return api.bookImpl(body);
      return bookingOf({ price: Number(body.price), amount_due: body.booking_type === 'view' ? 0 : Number(body.price) });
    },
    geocode: jest.fn(async () => []),
    stayTerms: jest.fn(async () => ({ instant_book: answers.instantBook ?? false, offer: null, dated: false })),
  };
  return api;
}
