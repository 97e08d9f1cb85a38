import type { BookingCalendar, BookingsByAd } from '@marketplace/shared/src/answers/bookings.ts';
import {
  appointmentSlot,
  bookingWindow,
  isBookedWhole,
  stayNights,
  takenStarts,
  timeOrFlexible,
  VIEWING_HOURS,
  workingWindow,
  type DayContext,
  type HeldTime,
} from '@marketplace/shared/src/rules/booking.ts';
import type { HoldingBooking, Subject } from './subject.ts';

/** Whether a stay at this advert books it whole (a Studio Flat, or no rooms listed). */
export function bookedWhole(subject: Subject): boolean {
  return subject.kind === 'property' && isBookedWhole({ property_type_details_id: subject.typeDetailId, property_rooms: subject.rooms });
}

/** What an advert's live bookings hold: timed slots, room units by night and whole nights. */
export function occupancy(bookings: HoldingBooking[]) {
  const held: HeldTime[] = [];
  const roomNights = new Map<string, Map<number, number>>();
  const wholeNights = new Set<string>();
  for (const booking of bookings) {
    const start = new Date(booking.date_start);
    if (booking.booking_type !== 'reserve') {
      held.push(booking.date_end ? { start, end: new Date(booking.date_end) } : appointmentSlot(start));
      continue;
    }
    const nights = stayNights(start, new Date(booking.date_end ?? start));
    if (!booking.rooms?.length) {
      nights.forEach((night) => wholeNights.add(night));
      continue;
    }
    for (const night of nights) {
      const taken = roomNights.get(night) ?? new Map<number, number>();
      roomNights.set(night, taken);
      for (const room of booking.rooms) taken.set(room.property_room_id, (taken.get(room.property_room_id) ?? 0) + room.quantity);
    }
  }
  return { held, roomNights, wholeNights };
}

/** The host's closed days and hours as one calendar (api/bookings-calendar's data[0]). */
export function calendarOf(blocks: Array<{ day: string; hours: number[] | null }>): BookingCalendar {
  const calendar: BookingCalendar = { disabled_dates: [], disabled_hours: {} };
  for (const block of blocks) {
    if (block.hours === null) calendar.disabled_dates.push(block.day);
    else
      calendar.disabled_hours[block.day] = [...new Set([...(calendar.disabled_hours[block.day] ?? []), ...block.hours.map(Number)])].sort(
        (a, b) => a - b,
      );
  }
  return calendar;
}

/** api/bookings-by-ad-id: what is taken, the check-in and check-out windows and the full rooms. */
export function bookingsByAd(subject: Subject, bookings: HoldingBooking[]): BookingsByAd {
  const { held, roomNights, wholeNights } = occupancy(bookings);
  const taken = takenStarts(held);
  const disabledRooms: Record<string, number[]> = {};
  const bookedRooms: Record<string, Record<string, number>> = {};
  const fullNights: string[] = [];
  for (const [night, rooms] of [...roomNights].sort(([a], [b]) => a.localeCompare(b))) {
    bookedRooms[night] = Object.fromEntries([...rooms].map(([id, quantity]) => [String(id), quantity]));
    const full = subject.rooms.filter((room) => (rooms.get(room.id) ?? 0) >= room.quantity).map((room) => room.id);
    if (full.length) disabledRooms[night] = full;
    if (subject.rooms.length && full.length === subject.rooms.length) fullNights.push(night);
  }
  const bookedDates = [...new Set([...taken.booked_dates, ...wholeNights, ...fullNights])].sort();
  return {
    booked_dates: bookedDates,
    booked_date_hours: taken.booked_date_hours,
    booked_date_hour_minutes: taken.booked_date_hour_minutes,
    check_in_from: timeOrFlexible(subject.checkIn.from, subject.checkIn.flexible),
    check_in_to: timeOrFlexible(subject.checkIn.to, subject.checkIn.flexible),
    check_out_from: timeOrFlexible(subject.checkOut.from, subject.checkOut.flexible),
    check_out_to: timeOrFlexible(subject.checkOut.to, subject.checkOut.flexible),
    disabled_rooms: disabledRooms,
    booked_rooms: bookedRooms,
  };
}

/** The window a viewing or an appointment may start in: the service's working hours, else daytime viewings. */
export function dayWindowOf(subject: Subject) {
  return subject.kind === 'service'
    ? workingWindow(subject.workingFrom, subject.workingTo)
    : workingWindow(VIEWING_HOURS.from, VIEWING_HOURS.to);
}

/** Everything the hour and quarter rules need to judge a start on this advert. */
export function dayContext(subject: Subject, bookings: HoldingBooking[], calendar: BookingCalendar, now: Date): DayContext {
  const byAd = bookingsByAd(subject, bookings);
  return {
    taken: byAd,
    calendars: [calendar],
    window: dayWindowOf(subject),
    bookingWindow: bookingWindow(now, subject.dateStart, subject.dateEnd),
  };
}
