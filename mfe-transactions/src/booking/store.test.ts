import { BOOKING_SUCCESS_MESSAGE, HttpError } from '@marketplace/shared';
import { advertOf, fakeApi, NOW, nothingTaken, room, serviceOf } from './fixtures';
import { BookingStore, timeOptions, type BookingRequest } from './store';

const reserve: BookingRequest = { kind: 'booking', advertId: 41, adType: 'Property', mode: 'reserve', hostId: 3 };
const view: BookingRequest = { ...reserve, mode: 'view' };
const appoint: BookingRequest = { kind: 'booking', advertId: 5, adType: 'Service', mode: 'appoint', hostId: 4 };

afterEach(() => jest.useRealTimers());

async function opened(request: BookingRequest, api = fakeApi()) {
  const store = new BookingStore(api, () => NOW);
  await store.open(request, 9);
  return { store, api };
}

describe('reserve', () => {
  test('the total reads nothing until both dates are picked, then follows rooms, guests and discounts', async () => {
    const { store } = await opened(reserve);
    expect(store.quote).toBeNull();
    expect(store.freeRooms).toEqual([]);
    store.setRange('2026-03-20', null);
    expect(store.quote).toBeNull();
    store.setRange('2026-03-20', '2026-03-22');
    expect(store.checkInTime).toBe('15:00');
    expect(store.checkOutTime).toBe('11:00');
    expect(store.checkOutLocked).toBe(true);
    expect(store.checkInLocked).toBe(false);
    store.setRoomQuantity(7, 2);
    store.setGuests(3);
    // 2 doubles x 2 nights = 400, + 2 x 20 cleaning + 2 x 5 service = 450, less 10% for 3 guests.
    expect(store.quote?.total).toBe(405);
    store.setRoomQuantity(7, 5);
    expect(store.picked).toEqual({ room_7: 2 });
  });

  test('opened on a searched stay: its dates, its party and the rooms its total was for, the same total the search showed', async () => {
    const stay = { start: '2026-03-20', end: '2026-03-22', guests: 3 };
    const { store, api } = await opened({ ...reserve, stay }, fakeApi({ instantBook: true }));
    expect([store.rangeFrom, store.rangeTo, store.guests]).toEqual(['2026-03-20', '2026-03-22', 3]);
    // A double and the single sleep three for less than two doubles.
    expect(store.picked).toEqual({ room_7: 1, room_8: 1 });
    expect(store.quote?.total).toBe(store.offer?.quote.total);
    // (2 x 100 + 2 x 60 + 2 x 25 fees) less 10% for 3 guests.
    expect(store.quote?.total).toBe(333);
    expect(store.instantBook).toBe(true);
    expect(api.stayTerms).toHaveBeenCalledWith(41);
  });

  test('a change of range keeps only rooms free on every night, capping quantities at what is left', async () => {
    const bookings = nothingTaken({ disabled_rooms: { '2026-03-21': [8] }, booked_rooms: { '2026-03-21': { '7': 1, '8': 1 } } });
    const { store } = await opened(reserve, fakeApi({ bookings }));
    store.setRange('2026-03-19', '2026-03-20');
    store.setRoomQuantity(7, 2);
    store.setRoomQuantity(8, 1);
    store.setRange('2026-03-20', '2026-03-23');
    expect(store.freeRooms.map((r) => [r.id, r.available])).toEqual([[7, 1]]);
    expect(store.picked).toEqual({ room_7: 1 });
  });

  test('a Studio Flat books whole at its price, with no room choice', async () => {
    const studio = advertOf({
      property_type_details_id: 8,
      property_type_details: { id: 8, type_detail: 'Studio Flat' },
      property_rooms: [room(9, 'Suite/Apartment', 200, 1)],
      price: 70,
      property_details: null,
      discounts: [],
    });
    const { store } = await opened(reserve, fakeApi({ advert: studio }));
    store.setRange('2026-03-20', '2026-03-23');
    expect(store.bookedWhole).toBe(true);
    expect(store.quote?.total).toBe(210);
    expect(store.canSubmit).toBe(true);
  });

  test('sends the spec payload with the session user, then keeps the request and its next steps until another is started', async () => {
    jest.useFakeTimers({ now: NOW });
    const { store, api } = await opened(reserve);
    store.setRange('2026-03-20', '2026-03-22');
    store.setRoomQuantity(7, 1);
    store.setRoomQuantity(8, 0);
    expect(await store.submit()).toBe(true);
    expect(api.booked[0]).toEqual({
      booking_type: 'reserve',
      user_id: 9,
      host_id: 3,
      price: 225,
      pets: 0,
      guests: 1,
      date_start: '20-03-2026 15:00',
      date_end: '22-03-2026 11:00',
      date_now: '10-03-2026 00:00',
      property_id: 41,
      picked_rooms: '{"room_7":1}',
      picked_room: 'null',
    });
    expect(store.success).toBe(BOOKING_SUCCESS_MESSAGE);
    expect(store.lastBooking?.payment_token).toBe('tok');
    // The same request cannot go twice: the button is gone and a second submit sends nothing.
    expect(store.canSubmit).toBe(false);
    expect(await store.submit()).toBe(false);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(store.success).toBe(BOOKING_SUCCESS_MESSAGE);
    expect(api.booked).toHaveLength(1);
    // What is taken was read again, for the next request.
    expect(api.bookingsByAd).toHaveBeenCalledTimes(2);
    store.startAnother();
    expect(store.lastBooking).toBeNull();
    expect(store.rangeFrom).toBeNull();
  });
});

describe('what a stay is charged and who it takes', () => {
  test('each room is priced by its own rent type: an hourly room in a nightly advert is charged by the hour', async () => {
    const advert = advertOf({
      property_rooms: [room(7, 'Double', 90, 1, 2), room(8, 'Meeting', 14, 1, 1, 2)],
      property_details: null,
      discounts: [],
    });
    const { store } = await opened(reserve, fakeApi({ advert }));
    store.setRange('2026-03-20', '2026-03-22');
    store.setRoomQuantity(7, 1);
    store.setRoomQuantity(8, 1);
    // 15:00 to 11:00 two days later: 2 nights and 44 hours.
    expect(store.lines.map((line) => [line.label, line.detail, line.amount])).toEqual([
      ['Double room', '£90.00 × 2 nights', 180],
      ['Meeting room', '£14.00 × 44 hours', 616],
      ['Total Price', undefined, 796],
    ]);
  });

  test("the rooms' guests bound the stay: more guests than they take is said before sending", async () => {
    const { store } = await opened(reserve);
    store.setRange('2026-03-20', '2026-03-22');
    store.setRoomQuantity(8, 1);
    store.setGuests(2);
    expect(store.capacityError).toBe('These rooms take at most 1 guest. Please add a room or choose fewer guests.');
    expect(store.blockedReason).toBe(store.capacityError);
    expect(store.canSubmit).toBe(false);
    store.setRoomQuantity(7, 1);
    expect(store.capacityError).toBeNull();
    expect(store.canSubmit).toBe(true);
  });

  test("the dates run to the advert's end date, past 30 days", async () => {
    const { store } = await opened(reserve, fakeApi({ advert: advertOf({ date_end: '2026-06-30' }) }));
    // 30 June is in British Summer Time: its UK day ends at 23:00 UTC.
    expect(store.window.end.toISOString()).toBe('2026-06-30T22:59:59.999Z');
    expect(store.isDayDisabled('2026-06-01')).toBe(false);
    expect(store.isDayDisabled('2026-07-01')).toBe(true);
  });

  test('the button says why it waits: dates, then rooms', async () => {
    const { store } = await opened(reserve);
    expect(store.blockedReason).toBe('Pick your check-in and check-out dates first.');
    store.setRange('2026-03-20', '2026-03-22');
    expect(store.blockedReason).toBe('Pick at least one room.');
    const service = await opened(appoint, fakeApi({ service: serviceOf() }));
    expect(service.store.blockedReason).toBe('Pick a date first.');
    service.store.setDay('2026-03-12');
    expect(service.store.blockedReason).toBe('Pick a time on that day.');
    service.store.setHour(9);
    expect(service.store.blockedReason).toBeNull();
  });
});

describe('view and appoint', () => {
  test('the hour list drops booked and out-of-hours hours; boundary quarters and booked minutes go', async () => {
    const bookings = nothingTaken({
      booked_date_hours: { '2026-03-12': [11] },
      booked_date_hour_minutes: { '2026-03-12': { '10': [15, 30, 45] } },
    });
    const { store } = await opened(view, fakeApi({ bookings }));
    store.setDay('2026-03-12');
    expect(store.hours).toEqual([9, 10, 12, 13, 14, 15, 16, 17, 18]);
    store.setHour(10);
    expect(store.quarters).toEqual([0]);
    expect(store.minute).toBe(0);
    expect(store.start?.toISOString()).toBe('2026-03-12T10:00:00.000Z');
  });

  test('a long-term room let asks for one room, and the price follows it', async () => {
    const { store } = await opened(view, fakeApi({ advert: advertOf({ is_short_term: false }) }));
    store.setDay('2026-03-12');
    store.setHour(10);
    expect(store.asksForRoom).toBe(true);
    expect(store.canSubmit).toBe(false);
    store.setPickedRoom(8);
    expect(store.price).toBe(60);
    expect(store.canSubmit).toBe(true);
  });

  test("a service's hours follow its working window", async () => {
    const { store } = await opened(appoint, fakeApi({ service: serviceOf() }));
    store.setDay('2026-03-12');
    expect(store.hours).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    store.setHour(17);
    expect(store.quarters).toEqual([0, 15]);
  });

  test('a service booking is checked before sending: address 3 to 200, description 10 to 500', async () => {
    const { store, api } = await opened(appoint);
    store.setDay('2026-03-12');
    store.setHour(9);
    store.setAddress('ab');
    store.setDescription('leak');
    expect(await store.submit()).toBe(false);
    expect(store.fieldErrors).toEqual({
      service_user_address: ['The minimum required length is 3 characters'],
      service_user_job_description: ['The minimum required length is 10 characters'],
    });
    expect(api.booked).toEqual([]);
    store.setAddress('10 Park Row, Leeds', 'LS1 5HD');
    store.setDescription('The kitchen tap drips all night.');
    expect(store.descriptionCount).toBe('32 / 500');
    expect(await store.submit()).toBe(true);
    expect(api.booked[0]).toMatchObject({
      service_id: 5,
      service_user_address: '10 Park Row, Leeds',
      service_user_postcode: 'LS1 5HD',
      price: 90,
      date_start: '12-03-2026 09:00',
    });
  });
});

describe('errors', () => {
  test('errors of the reads clear after 3 s; errors of book stay until the next attempt', async () => {
    jest.useFakeTimers({ now: NOW });
    const api = fakeApi();
    api.bookingsByAd = jest.fn(async () => {
      throw new HttpError(422, { message: 'bad', errors: { property_id: ['The selected property id is invalid.'] } });
    });
    const { store } = await opened(view, api);
    expect(store.readErrors).toEqual({ property_id: ['The selected property id is invalid.'] });
    await jest.advanceTimersByTimeAsync(3000);
    expect(store.readErrors).toBeNull();

    api.bookingsByAd = jest.fn(async () => nothingTaken());
    api.bookImpl = async () => {
      throw new HttpError(422, {
        message: 'taken',
        errors: { date_start: ['This time has just been booked by someone else. Please pick another.'] },
      });
    };
    await store.load();
    store.setDay('2026-03-12');
    store.setHour(10);
    expect(await store.submit()).toBe(false);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(store.bookErrors?.date_start).toHaveLength(1);
  });
});

test('time options run in quarter hours across a window; a flexible window offers the whole day', () => {
  expect(timeOptions('15:00', '16:00')).toEqual(['15:00', '15:15', '15:30', '15:45', '16:00']);
  expect(timeOptions('11:00', '11:00')).toEqual(['11:00']);
  expect(timeOptions('Flexible', 'Flexible')).toHaveLength(96);
});
