import {
  appointmentSlot,
  bookingWindow,
  hoursLeft,
  isBookedWhole,
  isFreeStart,
  outsideHoursMessage,
  overCapacityMessage,
  pickedRoomList,
  quartersLeft,
  requestMessage,
  roomLabel,
  roomsFreeOverRange,
  stayCapacity,
  stayNights,
  takenStarts,
  timeOrFlexible,
  windowDays,
  workingHours,
  workingWindow,
  type DayContext,
} from './booking';
import { dayKey, formatBookingDate, parseDashDate } from './dates';

const at = (iso: string) => new Date(iso);
const now = at('2026-03-10T08:20:00Z');

describe('booking window', () => {
  test('runs from now to the end of the 30th UK day after', () => {
    const window = bookingWindow(now);
    expect(window.start).toEqual(now);
    // 9 April 2026 is in British Summer Time: its day ends at 23:00 UTC.
    expect(window.end.toISOString()).toBe('2026-04-09T22:59:59.999Z');
    expect(windowDays(window)).toHaveLength(31);
  });

  test("starts on the advert's start when that is later, and runs to the advert's end date when it gives one", () => {
    const window = bookingWindow(now, '2026-03-20', '2026-03-25');
    expect(window.start.toISOString()).toBe('2026-03-20T00:00:00.000Z');
    expect(window.end.toISOString()).toBe('2026-03-25T23:59:59.999Z');
    // 001 §4: 30 days later 'unless the ad gives an end date', months away included.
    expect(bookingWindow(now, null, '2026-09-30').end.toISOString()).toBe('2026-09-30T22:59:59.999Z');
    expect(windowDays(bookingWindow(now, '2026-03-01', '2026-06-30'))).toHaveLength(113);
  });
});

describe('hours and quarter hours left on a day', () => {
  const context = (overrides: Partial<DayContext> = {}): DayContext => ({
    taken: { booked_dates: [], booked_date_hours: {}, booked_date_hour_minutes: {} },
    calendars: [],
    window: workingWindow('09:30', '17:15'),
    bookingWindow: bookingWindow(now),
    ...overrides,
  });

  test('a one-hour booking at 10:00 takes hour 10 whole and the quarters of hour 9 that would run into it', () => {
    const taken = takenStarts([appointmentSlot(at('2026-03-12T10:00:00Z'))]);
    expect(taken.booked_date_hours).toEqual({ '2026-03-12': [10] });
    expect(taken.booked_date_hour_minutes).toEqual({ '2026-03-12': { '9': [15, 30, 45] } });
    expect(taken.booked_dates).toEqual([]);
  });

  test('a booking just before midnight takes the first quarters of the next day', () => {
    const taken = takenStarts([appointmentSlot(at('2026-03-12T23:30:00Z'))]);
    expect(taken.booked_date_hour_minutes['2026-03-13']).toEqual({ '0': [0, 15] });
    expect(taken.booked_date_hour_minutes['2026-03-12']).toEqual({ '22': [45] });
    expect(taken.booked_date_hours['2026-03-12']).toEqual([23]);
  });

  test('a day held from midnight to midnight is a booked date', () => {
    const taken = takenStarts([{ start: at('2026-03-12T00:00:00Z'), end: at('2026-03-13T00:00:00Z') }]);
    expect(taken.booked_dates).toEqual(['2026-03-12']);
  });

  test('the hour list drops booked hours, calendar hours and hours outside the working window', () => {
    const taken = takenStarts([appointmentSlot(at('2026-03-12T12:00:00Z'))]);
    const hours = hoursLeft('2026-03-12', context({ taken, calendars: [{ disabled_dates: [], disabled_hours: { '2026-03-12': [14] } }] }));
    expect(hours).toEqual([9, 10, 11, 13, 15, 16, 17]);
  });

  test('on boundary hours, quarters outside the window and booked minutes go', () => {
    const taken = takenStarts([appointmentSlot(at('2026-03-12T12:00:00Z'))]);
    const ctx = context({ taken });
    expect(quartersLeft('2026-03-12', 9, ctx)).toEqual([30, 45]);
    expect(quartersLeft('2026-03-12', 17, ctx)).toEqual([0]);
    expect(quartersLeft('2026-03-12', 11, ctx)).toEqual([0]);
  });

  test('a closed day, a past hour today and a day past the window have nothing left', () => {
    const ctx = context({ calendars: [{ disabled_dates: ['2026-03-13'], disabled_hours: {} }], window: workingWindow(null, null) });
    expect(hoursLeft('2026-03-13', ctx)).toEqual([]);
    expect(hoursLeft('2026-03-10', ctx)[0]).toBe(8);
    expect(quartersLeft('2026-03-10', 8, ctx)).toEqual([30, 45]);
    expect(hoursLeft('2026-04-09', ctx)).toHaveLength(24);
    expect(hoursLeft('2026-04-10', ctx)).toEqual([]);
  });

  test('a free start is a quarter hour that is left', () => {
    const ctx = context();
    expect(isFreeStart(at('2026-03-12T10:15:00Z'), ctx)).toBe(true);
    expect(isFreeStart(at('2026-03-12T10:10:00Z'), ctx)).toBe(false);
    expect(isFreeStart(at('2026-03-12T08:00:00Z'), ctx)).toBe(false);
  });

  test('a window without both ends is flexible, and times read HH:mm or Flexible', () => {
    expect(workingWindow('09:00', null)).toEqual({ from: 0, to: 1440 });
    expect(workingWindow('22:00:00', '02:00:00')).toEqual({ from: 1320, to: 1440 });
    expect(timeOrFlexible('15:00:00')).toBe('15:00');
    expect(timeOrFlexible(null)).toBe('Flexible');
    expect(timeOrFlexible('15:00:00', true)).toBe('Flexible');
  });

  test("a provider's working hours read 'from - to' on the UK clock, or 'Flexible' when either end is unset", () => {
    expect(workingHours({ working_hours_from: '08:00:00', working_hours_to: '17:30' })).toBe('08:00 - 17:30');
    expect(workingHours({ working_hours_from: '08:00', working_hours_to: null })).toBe('Flexible');
    expect(workingHours({ working_hours_from: null, working_hours_to: null })).toBe('Flexible');
  });
});

describe("in summer the hours and days are the UK clock's", () => {
  const july = at('2027-07-01T12:00:00Z');
  const context = (overrides: Partial<DayContext> = {}): DayContext => ({
    taken: { booked_dates: [], booked_date_hours: {}, booked_date_hour_minutes: {} },
    calendars: [],
    window: workingWindow('09:00', '19:00'),
    bookingWindow: bookingWindow(july),
    ...overrides,
  });

  test('a viewing from 09:00 on the UK clock starts at 08:00 UTC, and 18:45 is the last start', () => {
    expect(quartersLeft('2027-07-12', 9, context())).toEqual([0, 15, 30, 45]);
    expect(isFreeStart(at('2027-07-12T08:00:00Z'), context())).toBe(true);
    expect(isFreeStart(at('2027-07-12T07:45:00Z'), context())).toBe(false);
    expect(isFreeStart(at('2027-07-12T17:45:00Z'), context())).toBe(true);
    expect(isFreeStart(at('2027-07-12T18:00:00Z'), context())).toBe(false);
  });

  test('a booking at 23:30 UTC takes the first hour of the next UK day', () => {
    const taken = takenStarts([appointmentSlot(at('2027-07-12T23:30:00Z'))]);
    expect(taken.booked_date_hours).toEqual({ '2027-07-13': [0] });
    expect(taken.booked_date_hour_minutes).toEqual({ '2027-07-12': { '23': [45] }, '2027-07-13': { '1': [0, 15] } });
  });

  test("a host's closed hour is an hour on the UK clock", () => {
    const calendars = [{ disabled_dates: [], disabled_hours: { '2027-07-12': [10] } }];
    expect(isFreeStart(at('2027-07-12T09:15:00Z'), context({ calendars }))).toBe(false);
    expect(isFreeStart(at('2027-07-12T10:15:00Z'), context({ calendars }))).toBe(true);
  });

  test("a window opens at the start of the advert's first UK day and ends with its last", () => {
    const window = bookingWindow(july, '2027-07-10', '2027-07-20');
    expect(window.start.toISOString()).toBe('2027-07-09T23:00:00.000Z');
    expect(window.end.toISOString()).toBe('2027-07-20T22:59:59.999Z');
    expect(windowDays(window)).toHaveLength(11);
    expect(bookingWindow(at('2027-07-01T23:30:00Z')).end.toISOString()).toBe('2027-08-01T22:59:59.999Z');
  });

  test('a stay checking in at 00:30 on the UK clock holds the nights from that UK day', () => {
    expect(stayNights(at('2027-07-10T23:30:00Z'), at('2027-07-12T10:00:00Z'))).toEqual(['2027-07-11']);
  });

  test('the hour the clock skips in spring has no starts; the day still has its others', () => {
    const spring = context({ window: workingWindow(null, null), bookingWindow: bookingWindow(at('2027-03-20T00:00:00Z')) });
    expect(quartersLeft('2027-03-28', 1, spring)).toEqual([]);
    expect(hoursLeft('2027-03-28', spring)).toHaveLength(23);
  });
});

describe('rooms free over a range', () => {
  const rooms = [
    { id: 1, quantity: 2 },
    { id: 2, quantity: 1 },
    { id: 3, quantity: 3 },
  ];
  const booked = {
    disabled_rooms: { '2026-03-14': [2] },
    booked_rooms: { '2026-03-13': { '1': 1 }, '2026-03-14': { '2': 1, '3': 1 }, '2026-03-15': { '3': 2 } },
  };

  test('keeps the rooms free on every night, with the fewest left over the nights', () => {
    const free = roomsFreeOverRange(rooms, booked, at('2026-03-13T15:00:00Z'), at('2026-03-16T11:00:00Z'));
    expect(free.map((room) => [room.id, room.available])).toEqual([
      [1, 1],
      [3, 1],
    ]);
  });

  test('the check-out day is not a night: a room taken from then is still free', () => {
    const free = roomsFreeOverRange(rooms, booked, at('2026-03-12T15:00:00Z'), at('2026-03-14T11:00:00Z'));
    expect(free.map((room) => room.id)).toEqual([1, 2, 3]);
    expect(stayNights(at('2026-03-12T15:00:00Z'), at('2026-03-14T11:00:00Z'))).toEqual(['2026-03-12', '2026-03-13']);
    expect(stayNights(at('2026-03-12T10:00:00Z'), at('2026-03-12T14:00:00Z'))).toEqual(['2026-03-12']);
  });

  test('a Studio Flat, or an advert without rooms, is booked whole', () => {
    expect(isBookedWhole({ property_type_details_id: 8, property_rooms: [{}] })).toBe(true);
    expect(isBookedWhole({ property_type_details: { id: 3 }, property_rooms: [] })).toBe(true);
    expect(isBookedWhole({ property_type_details_id: 3, property_rooms: [{}] })).toBe(false);
  });

  test("a stay's guests fit its rooms: each room's guests times its quantity, or the whole place's guests", () => {
    expect(
      stayCapacity([
        { guests: 2, quantity: 2 },
        { guests: 1, quantity: 1 },
      ]),
    ).toBe(5);
    expect(stayCapacity([{ guests: 1, quantity: 1 }])).toBe(1);
    expect(stayCapacity([], 4)).toBe(4);
    // Nothing to check when a room or the place sets no number.
    expect(stayCapacity([{ guests: null, quantity: 1 }])).toBeNull();
    expect(stayCapacity([], 0)).toBeNull();
    expect(overCapacityMessage(1, false)).toBe('These rooms take at most 1 guest. Please add a room or choose fewer guests.');
    expect(overCapacityMessage(4, true)).toBe('This place takes at most 4 guests. Please choose fewer guests.');
  });

  test('rooms are named by their space type; a suite is the whole place', () => {
    expect(roomLabel('Double')).toBe('Double room');
    expect(roomLabel('Suite/Apartment')).toBe('Whole place (Suite/Apartment)');
    expect(roomLabel(null)).toBe('Room');
  });

  test('picked rooms keep quantities above 0', () => {
    expect(pickedRoomList({ room_4: 2, room_5: 0, room_x: 1, room_6: '1' })).toEqual([
      { id: 4, quantity: 2 },
      { id: 6, quantity: 1 },
    ]);
  });
});

test('booking dates travel as DD-MM-YYYY HH:mm in UTC and read back the same', () => {
  const date = at('2026-03-01T09:05:00Z');
  expect(formatBookingDate(date)).toBe('01-03-2026 09:05');
  expect(parseDashDate(formatBookingDate(date))).toEqual(date);
  expect(dayKey(date)).toBe('2026-03-01');
  expect(formatBookingDate(at('2027-07-01T08:05:00Z'))).toBe('01-07-2027 08:05');
});

test("a time outside the host's hours is refused naming the hours", () => {
  expect(outsideHoursMessage('property', workingWindow('09:00', '19:00'))).toBe(
    'Viewings are from 09:00 to 19:00. Please pick a time between them.',
  );
  expect(outsideHoursMessage('service', workingWindow('08:00', '17:30'))).toBe(
    'This provider works from 08:00 to 17:30. Please pick a time between them.',
  );
});

test('the request message names what was requested and when', () => {
  expect(requestMessage('view', 'Flat in Leeds', at('2026-03-12T10:00:00Z'), null)).toBe(
    'I have requested a viewing of "Flat in Leeds" on 12-03-2026 10:00.',
  );
  expect(requestMessage('reserve', null, at('2026-03-12T15:00:00Z'), at('2026-03-14T11:00:00Z'))).toBe(
    'I have requested a reservation from 12-03-2026 15:00 to 14-03-2026 11:00.',
  );
  expect(requestMessage('appoint', 'Plumber in Leeds', at('2026-03-12T10:00:00Z'), null)).toBe(
    'I have requested your service "Plumber in Leeds" on 12-03-2026 10:00.',
  );
  // A person reads it on the UK clock: in summer an hour ahead of the moment sent in UTC.
  expect(requestMessage('view', null, at('2027-07-12T08:00:00Z'), null)).toBe('I have requested a viewing on 12-07-2027 09:00.');
});
