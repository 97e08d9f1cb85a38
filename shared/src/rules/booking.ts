import type { BookingType } from '../entities/booking';
import type { BookingCalendar, BookingsByAd } from '../answers/bookings';
import { STUDIO_FLAT_TYPE_DETAIL_ID } from '../entities/advert';
import type { ServiceFields } from '../entities/service';
import { addDays, clockOf, dayKey, dayStart, formatDateTime, formatTime, momentAt } from './dates';
import { isValid as isValidPostcode, match as matchPostcodes, toNormalised as normalisedPostcode } from 'postcode';

/** 001 §9: the default booking window, the minute step and the form's limits. */
export const BOOKING_WINDOW_DAYS = 30;
export const MINUTE_STEP = 15;
export const QUARTERS = [0, 15, 30, 45] as const;
export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
export const MAX_GUESTS = 20;
export const MAX_PETS = 20;
export const JOB_DESCRIPTION_MIN = 10;
export const JOB_DESCRIPTION_MAX = 500;
export const SERVICE_ADDRESS_MIN = 3;
export const SERVICE_ADDRESS_MAX = 200;
/**
 * How long a viewing or an appointment holds the advertiser's diary (the spec is silent): an hour, as
 * Rightmove's viewing slots. A start is free only when the whole hour after it is.
 */
export const APPOINTMENT_MINUTES = 60;
/** Property viewings have no working hours of their own: they start in the day, 09:00 to 19:00 (UK time). */
export const VIEWING_HOURS = { from: '09:00', to: '19:00' } as const;
export const FLEXIBLE = 'Flexible';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;

/** Minutes after midnight of 'HH:mm' or 'HH:mm:ss'; null when it is not a time. */
export function minutesOfDay(time: string | null | undefined): number | null {
  const match = time ? /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim()) : null;
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= DAY_MINUTES ? minutes : null;
}

/** The part of a day a booking may start in: minutes [from, to). */
export interface DayWindow {
  from: number;
  to: number;
}

/**
 * A working window from its 'HH:mm' ends. Without both ends (flexible) the whole day is open; an end
 * at or before the start (a night shift) runs to midnight, since a start after midnight is another day.
 */
export function workingWindow(from: string | null | undefined, to: string | null | undefined): DayWindow {
  const start = minutesOfDay(from);
  const end = minutesOfDay(to);
  if (start === null || end === null) return { from: 0, to: DAY_MINUTES };
  return { from: start, to: end > start ? end : DAY_MINUTES };
}

/** 'HH:mm' of a policy time, or 'Flexible' when there is none. */
export function timeOrFlexible(time: string | null | undefined, flexible = false): string {
  return flexible || !time ? FLEXIBLE : formatTime(time);
}

/** A provider's working hours as the cards and the service page show them: 'HH:mm - HH:mm' (UK time), or 'Flexible'. */
export function workingHours(service: Pick<ServiceFields, 'working_hours_from' | 'working_hours_to'>): string {
  const from = formatTime(service.working_hours_from);
  const to = formatTime(service.working_hours_to);
  return from && to ? `${from} - ${to}` : FLEXIBLE;
}

/**
 * The first and last moment a booking may start (001 §4): from now (or the advert's first day) to the end
 * of the advert's last day when it gives one, otherwise of the day 30 days later (UK days).
 */
export interface BookingWindow {
  start: Date;
  end: Date;
}

export function bookingWindow(now: Date, advertStart?: string | null, advertEnd?: string | null): BookingWindow {
  const opens = advertStart ? dayStart(advertStart.slice(0, 10)) : null;
  const start = opens && opens > now ? opens : now;
  const last = advertEnd ? advertEnd.slice(0, 10) : addDays(dayKey(start), BOOKING_WINDOW_DAYS);
  // The last day is bookable until its end.
  return { start, end: new Date(dayStart(addDays(last, 1)).getTime() - 1) };
}

export function isWithinWindow(moment: Date, window: BookingWindow): boolean {
  return moment >= window.start && moment <= window.end;
}

/** Days of a window, 'YYYY-MM-DD', first to last. */
export function windowDays(window: BookingWindow): string[] {
  const days: string[] = [];
  for (let day = dayKey(window.start); day <= dayKey(window.end); day = addDays(day, 1)) days.push(day);
  return days;
}

/** A stretch of time a booking holds. */
export interface HeldTime {
  start: Date;
  end: Date;
}

/** What a viewing or appointment starting at `start` holds. */
export function appointmentSlot(start: Date): HeldTime {
  return { start, end: new Date(start.getTime() + APPOINTMENT_MINUTES * MINUTE_MS) };
}

export function overlaps(a: HeldTime, b: HeldTime): boolean {
  return a.start < b.end && b.start < a.end;
}

type TakenHours = Pick<BookingsByAd, 'booked_dates' | 'booked_date_hours' | 'booked_date_hour_minutes'>;

/**
 * The quarter-hour starts already taken by held times, as the API sends them: a start is taken when an
 * appointment from it would overlap a held time. Hours with all four quarters taken are listed whole;
 * days with every hour taken are booked dates.
 */
export function takenStarts(held: HeldTime[]): TakenHours {
  const taken = new Map<string, Map<number, Set<number>>>();
  const lead = APPOINTMENT_MINUTES * MINUTE_MS;
  const step = MINUTE_STEP * MINUTE_MS;
  for (const time of held) {
    // Starts in (start - an appointment, end) collide with this held time.
    const first = Math.floor((time.start.getTime() - lead) / step + 1) * step;
    for (let t = first; t < time.end.getTime(); t += step) {
      const at = clockOf(new Date(t));
      const hours = taken.get(at.day) ?? new Map<number, Set<number>>();
      taken.set(at.day, hours);
      const minutes = hours.get(at.hour) ?? new Set<number>();
      hours.set(at.hour, minutes);
      minutes.add(at.minute);
    }
  }
  const result: TakenHours = { booked_dates: [], booked_date_hours: {}, booked_date_hour_minutes: {} };
  for (const [day, hours] of [...taken].sort(([a], [b]) => a.localeCompare(b))) {
    const whole = [...hours]
      .filter(([, minutes]) => minutes.size === QUARTERS.length)
      .map(([hour]) => hour)
      .sort((a, b) => a - b);
    if (whole.length === HOURS.length) result.booked_dates.push(day);
    if (whole.length) result.booked_date_hours[day] = whole;
    const partly = [...hours].filter(([, minutes]) => minutes.size < QUARTERS.length).sort(([a], [b]) => a - b);
    if (partly.length) {
      result.booked_date_hour_minutes[day] = Object.fromEntries(
        partly.map(([hour, minutes]) => [String(hour), [...minutes].sort((a, b) => a - b)]),
      );
    }
  }
  return result;
}

/** Days and hours closed by the host's calendars, merged. */
export function closedByCalendars(calendars: BookingCalendar[]): { days: Set<string>; hours: Map<string, Set<number>> } {
  const days = new Set<string>();
  const hours = new Map<string, Set<number>>();
  for (const calendar of calendars) {
    calendar.disabled_dates.forEach((day) => days.add(day.slice(0, 10)));
    for (const [day, list] of Object.entries(calendar.disabled_hours)) {
      const set = hours.get(day) ?? new Set<number>();
      list.forEach((hour) => set.add(Number(hour)));
      hours.set(day, set);
    }
  }
  return { days, hours };
}

export interface DayContext {
  taken: TakenHours;
  calendars: BookingCalendar[];
  window: DayWindow;
  bookingWindow: BookingWindow;
}

/** Quarter-hour starts left in an hour of a day: inside the host's window, not taken, inside the booking window. */
export function quartersLeft(day: string, hour: number, context: DayContext): number[] {
  if ((context.taken.booked_date_hours[day] ?? []).includes(hour)) return [];
  const closed = closedByCalendars(context.calendars);
  if (closed.days.has(day) || closed.hours.get(day)?.has(hour)) return [];
  const takenMinutes = context.taken.booked_date_hour_minutes[day]?.[String(hour)] ?? [];
  return QUARTERS.filter((minute) => {
    const ofDay = hour * 60 + minute;
    if (ofDay < context.window.from || ofDay >= context.window.to) return false;
    if (takenMinutes.includes(minute)) return false;
    // A time the UK's clock skips (a spring night's hour) is no start.
    const moment = momentAt(day, ofDay);
    return moment !== null && isWithinWindow(moment, context.bookingWindow);
  });
}

/** Hours of a day with at least one quarter left (booked, closed and out-of-window hours dropped). */
export function hoursLeft(day: string, context: DayContext): number[] {
  if (context.taken.booked_dates.includes(day)) return [];
  return HOURS.filter((hour) => quartersLeft(day, hour, context).length > 0);
}

/** Whether a single-date picker should grey a day out. */
export function isDayUnavailable(day: string, context: DayContext): boolean {
  return hoursLeft(day, context).length === 0;
}

/** Whether a moment is a free quarter-hour start for a viewing or an appointment. */
export function isFreeStart(moment: Date, context: DayContext): boolean {
  if (moment.getUTCSeconds() || moment.getUTCMilliseconds()) return false;
  const at = clockOf(moment);
  return quartersLeft(at.day, at.hour, context).includes(at.minute);
}

/** Nights a stay holds, UK days 'YYYY-MM-DD': check-in day up to the check-out day; a same-day stay holds its day. */
export function stayNights(start: Date, end: Date): string[] {
  const nights: string[] = [];
  const last = dayKey(end);
  for (let day = dayKey(start); day < last; day = addDays(day, 1)) nights.push(day);
  return nights.length ? nights : [dayKey(start)];
}

export interface RoomStock {
  id: number;
  /** How many of this room the advert has. */
  quantity: number;
}

/**
 * Rooms free on every night of a stay, each with how many are left (the lowest over the nights).
 * Rooms listed as disabled on any night, or with none left, are dropped.
 */
export function roomsFreeOverRange<R extends RoomStock>(
  rooms: R[],
  booked: Pick<BookingsByAd, 'disabled_rooms' | 'booked_rooms'>,
  start: Date,
  end: Date,
): Array<R & { available: number }> {
  const nights = stayNights(start, end);
  return rooms
    .map((room) => {
      const disabled = nights.some((night) => (booked.disabled_rooms[night] ?? []).map(Number).includes(room.id));
      const taken = Math.max(0, ...nights.map((night) => Number(booked.booked_rooms[night]?.[String(room.id)] ?? 0)));
      return { ...room, available: disabled ? 0 : Math.max(0, room.quantity - taken) };
    })
    .filter((room) => room.available > 0);
}

/** A Studio Flat (type detail 8), or an advert without rooms, is booked whole: one unit, no room choice. */
export function isBookedWhole(advert: {
  property_type_details_id?: number | null;
  property_type_details?: { id: number } | null;
  property_rooms?: unknown[] | null;
}): boolean {
  const detail = advert.property_type_details_id ?? advert.property_type_details?.id ?? null;
  return detail === STUDIO_FLAT_TYPE_DETAIL_ID || !advert.property_rooms?.length;
}

/**
 * How many guests a stay may bring (26.4): each picked room's guests times its quantity; a place booked
 * whole takes the advert's guests. Null when a room or the advert sets no number (nothing to check).
 */
export function stayCapacity(rooms: Array<{ guests?: number | null; quantity: number }>, wholePlaceGuests?: number | null): number | null {
  if (!rooms.length) return wholePlaceGuests && wholePlaceGuests > 0 ? wholePlaceGuests : null;
  if (rooms.some((room) => !room.guests || room.guests < 1)) return null;
  return rooms.reduce((sum, room) => sum + Number(room.guests) * room.quantity, 0);
}

/** Why a stay's guests are refused: more than its rooms (or the place) take. */
export function overCapacityMessage(capacity: number, whole: boolean): string {
  const guests = `${capacity} guest${capacity === 1 ? '' : 's'}`;
  return whole
    ? `This place takes at most ${guests}. Please choose fewer guests.`
    : `These rooms take at most ${guests}. Please add a room or choose fewer guests.`;
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Why a viewing or an appointment outside the day's window is refused, naming the hours (25.4). */
export function outsideHoursMessage(kind: 'property' | 'service', window: DayWindow): string {
  const hours = `from ${clock(window.from)} to ${clock(window.to)}`;
  return kind === 'service'
    ? `This provider works ${hours}. Please pick a time between them.`
    : `Viewings are ${hours}. Please pick a time between them.`;
}

/** What a room is called in a booking: 'Double room', or the whole place for a suite (space type 8). */
export function roomLabel(type: string | null | undefined): string {
  if (!type) return 'Room';
  return type === 'Suite/Apartment' ? 'Whole place (Suite/Apartment)' : `${type} room`;
}

/** The picked rooms (a map of 'room_{id}' to a quantity) as ids and quantities above 0. */
export function pickedRoomList(picked: Record<string, unknown> | null | undefined): Array<{ id: number; quantity: number }> {
  return Object.entries(picked ?? {})
    .map(([key, quantity]) => ({ id: Number(/^room_(\d+)$/.exec(key)?.[1] ?? NaN), quantity: Number(quantity) }))
    .filter((room) => Number.isInteger(room.id) && Number.isInteger(room.quantity) && room.quantity > 0);
}

export type RequestMessageType = 'request_viewing' | 'request_reservation' | 'request_appointment';

export const REQUEST_MESSAGE_TYPES: Record<BookingType, RequestMessageType> = {
  view: 'request_viewing',
  reserve: 'request_reservation',
  appoint: 'request_appointment',
};

/** The request message sent to the advertiser (001 §7 Message text), in the booking user's words. */
export function requestMessage(type: BookingType, title: string | null, start: Date, end: Date | null): string {
  const about = title ? ` of "${title}"` : '';
  switch (type) {
    case 'view':
      return `I have requested a viewing${about} on ${formatDateTime(start)}.`;
    case 'reserve':
      return `I have requested a reservation${about} from ${formatDateTime(start)} to ${formatDateTime(end ?? start)}.`;
    case 'appoint':
      return `I have requested your service${title ? ` "${title}"` : ''} on ${formatDateTime(start)}.`;
  }
}

export const BOOKING_SUCCESS_MESSAGE = 'Your request was sent successfully. Please check your email for further information!';

/** What api/book says of a job's postcode that is not a UK postcode. */
export const JOB_POSTCODE_INVALID = 'The service user postcode must be a valid UK postcode.';

/** Whether a text is a UK postcode (the `postcode` library's check: 'sw1a2aa' is, 'SW1A 2A' is not). */
export const isUkPostcode = (text: string): boolean => isValidPostcode(text);

/**
 * The job's postcode (a UK postcode, as the `postcode` library validates it, written 'SW1A 2AA'): the one
 * picked with the address when valid, else the last one the typed address holds; null without one. The
 * booking dialog shows it and sends it; api/book keeps it the same way.
 */
export function jobPostcode(address: string | null | undefined, picked: string | null | undefined): string | null {
  if (picked && isUkPostcode(picked)) return normalisedPostcode(picked);
  const found = address ? matchPostcodes(address) : [];
  const last = found[found.length - 1];
  return last ? normalisedPostcode(last) : null;
}

/**
 * Where an appointment's job is, as the customer entered it, its postcode written as the Royal Mail does
 * ('sw1a2aa' typed reads 'SW1A 2AA'), or added when the address does not hold it (the provider's card,
 * conversation, calendar and booking page read it); null without either.
 */
export function jobAddress(b: { service_user_address: string | null; service_user_postcode: string | null }): string | null {
  const address = b.service_user_address?.trim() ?? '';
  const stored = b.service_user_postcode?.trim() ?? '';
  const postcode = jobPostcode(null, stored) ?? stored;
  if (!address) return postcode || null;
  if (!postcode) return address;
  // The postcode as typed: its characters in order, any spaces between, any case.
  const typed = new RegExp(
    postcode
      .replace(/\s+/g, '')
      .split('')
      .map((c) => c.replace(/[^A-Za-z0-9]/g, '\\$&'))
      .join('\\s*'),
    'i',
  );
  return typed.test(address) ? address.replace(typed, postcode) : `${address}, ${postcode}`;
}
