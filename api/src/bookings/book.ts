import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { BookingType } from '@marketplace/shared/src/entities/booking.ts';
import type { PriceLine } from '@marketplace/shared/src/answers/bookings.ts';
import {
  appointmentSlot,
  bookingWindow,
  closedByCalendars,
  isFreeStart,
  MINUTE_STEP,
  minutesOfDay,
  outsideHoursMessage,
  overCapacityMessage,
  pickedRoomList,
  roomLabel,
  stayCapacity,
  roomsFreeOverRange,
  stayNights,
} from '@marketplace/shared/src/rules/booking.ts';
import { requestExpiry } from '@marketplace/shared/src/rules/bookingStatus.ts';
import { addDays, clockOf, dayKey, dayStart, formatDashDate } from '@marketplace/shared/src/rules/dates.ts';
import { formatPounds } from '@marketplace/shared/src/rules/format.ts';
import { isServicePriceToBeDiscussed } from '@marketplace/shared/src/rules/priceBasis.ts';
import { reserveLines, reserveQuote } from '@marketplace/shared/src/rules/reserve.ts';
import type { Database } from '../db/index.ts';
import { addError, ValidationError, type Errors } from '../http/errors.ts';
import type { BookRequestBody } from '@marketplace/shared/src/schemas/bookings.ts';
import { bookedWhole, bookingsByAd, calendarOf, dayContext, dayWindowOf, occupancy } from './availability.ts';
import { calendarBlocks, holdingBookings, loadSubject, type Subject, type SubjectRef } from './subject.ts';
import { instantFor } from '../common/instant.ts';

export const OWN_ADVERT = 'You cannot book your own advert.';
export const SLOT_TAKEN = 'This time has just been booked by someone else. Please pick another.';
export const DATES_TAKEN = 'These dates are no longer available. Please pick other dates.';
export const TIME_CLOSED = 'The host has closed this time. Please pick another.';

/** The advert of a request, published, or a 422 on its id field. */
export async function requireSubject(db: Database, ref: SubjectRef, errors: Errors): Promise<Subject | null> {
  const subject = await loadSubject(db, ref);
  if (!subject || !subject.published) {
    addError(errors, `${ref.kind}_id`, `The selected ${ref.kind} id is invalid.`);
    return null;
  }
  return subject;
}

function pickedRoomId(value: unknown): number | null {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value;
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** A validated booking request, before it meets the diary. */
export interface BookingRequest {
  type: BookingType;
  subject: Subject;
  userId: number;
  start: Date;
  end: Date;
  guests: number;
  pets: number;
  rooms: Array<{ id: number; quantity: number }>;
  price: number;
  amountDue: number;
  lines: PriceLine[];
  /** A stay booked by Instant Book: confirmed once paid. */
  instant: boolean;
  address: string | null;
  postcode: string | null;
  description: string | null;
}

/** Minutes after midnight on the UK clock, which an advertiser's windows are set on. */
const clockMinutes = (time: Date) => {
  const at = clockOf(time);
  return at.hour * 60 + at.minute;
};

const withinMinutes = (time: Date, from: string | null, to: string | null) => {
  const start = minutesOfDay(from);
  const end = minutesOfDay(to);
  if (start === null || end === null) return true;
  const at = clockMinutes(time);
  return at >= start && at <= end;
};

/** 'The date start must be on or before DD-MM-YYYY.': the window's last UK day. */
const lastDayMessage = (window: { end: Date }) => `The date start must be on or before ${formatDashDate(dayKey(window.end))}.`;

/** What every kind of request reads alike: the advert, the session's user and when. */
interface RequestContext {
  body: BookRequestBody;
  subject: Subject;
  now: Date;
  errors: Errors;
}

/** What a kind of request adds: when it ends, the rooms it takes, the room it views, the job it is for. */
interface KindParts {
  end: Date | null;
  rooms: Array<{ id: number; quantity: number }>;
  viewedRoom: Subject['rooms'][number] | null;
  address: string | null;
  postcode: string | null;
  description: string | null;
}

const NO_PARTS: Omit<KindParts, 'end'> = { rooms: [], viewedRoom: null, address: null, postcode: null, description: null };

/** A stay: its nights within the advert's dates and check-in and check-out windows, its rooms and how many they sleep. */
function readStay({ body, subject, now, errors }: RequestContext): KindParts {
  const { date_start: start, guests } = body;
  const end = body.date_end ?? null;
  const window = bookingWindow(now, subject.dateStart, subject.dateEnd);
  if (start < dayStart(dayKey(now))) addError(errors, 'date_start', 'The date start must be a date after now.');
  else if (start > window.end) addError(errors, 'date_start', lastDayMessage(window));
  if (dayKey(start) < (subject.dateStart ?? '')) addError(errors, 'date_start', 'The date start is before the advert is available.');
  if (end && end <= start) addError(errors, 'date_end', 'The date end must be a date after date start.');
  else if (end && stayNights(start, end).some((night) => night > dayKey(window.end))) {
    addError(errors, 'date_end', `The stay must end by ${formatDashDate(addDays(dayKey(window.end), 1))}.`);
  }
  if (!subject.checkIn.flexible && !withinMinutes(start, subject.checkIn.from, subject.checkIn.to))
    addError(errors, 'date_start', 'The check-in time is outside the check-in window.');
  if (end && !subject.checkOut.flexible && !withinMinutes(end, subject.checkOut.from, subject.checkOut.to))
    addError(errors, 'date_end', 'The check-out time is outside the check-out window.');

  // A stay picks quantities of rooms; a Studio Flat is booked whole.
  const whole = bookedWhole(subject);
  let rooms: Array<{ id: number; quantity: number }> = [];
  if (!whole) {
    const picked = body.picked_rooms;
    rooms = pickedRoomList(
      typeof picked === 'object' && picked !== null && !Array.isArray(picked) ? (picked as Record<string, unknown>) : {},
    );
    if (!rooms.length) addError(errors, 'picked_rooms', 'Please pick at least one room.');
    for (const room of rooms) {
      const known = subject.rooms.find((r) => r.id === room.id);
      if (!known) addError(errors, 'picked_rooms', 'The selected room is invalid.');
      else if (room.quantity > known.quantity)
        addError(errors, 'picked_rooms', `The ${known.type} room has only ${known.quantity} available.`);
    }
  }
  const capacity = whole
    ? stayCapacity([], subject.guests)
    : stayCapacity(rooms.map((room) => ({ guests: subject.rooms.find((r) => r.id === room.id)?.guests ?? null, quantity: room.quantity })));
  if (capacity !== null && guests > capacity) addError(errors, 'guests', overCapacityMessage(capacity, whole));
  return { ...NO_PARTS, end, rooms };
}

/** A viewing's or an appointment's slot: a quarter hour from now, within the advert's dates and opening hours. */
function readSlot({ body, subject, now, errors }: RequestContext): Date {
  const start = body.date_start;
  const window = bookingWindow(now, subject.dateStart, subject.dateEnd);
  if (start < now) addError(errors, 'date_start', 'The date start must be a date after now.');
  else if (start < window.start) addError(errors, 'date_start', 'The date start is before the advert is available.');
  else if (start > window.end) addError(errors, 'date_start', lastDayMessage(window));
  const at = clockMinutes(start);
  if (at % MINUTE_STEP !== 0) addError(errors, 'date_start', 'The date start must be on a quarter hour.');
  const hours = dayWindowOf(subject);
  if (at < hours.from || at >= hours.to) addError(errors, 'date_start', outsideHoursMessage(subject.kind, hours));
  return appointmentSlot(start).end;
}

/** A viewing: its slot, and the room it is of when the advert lets rooms long-term. */
function readViewing(context: RequestContext): KindParts {
  const { body, subject, errors } = context;
  const end = readSlot(context);
  let viewedRoom: Subject['rooms'][number] | null = null;
  if (subject.rooms.length && !subject.isShortTerm) {
    const id = pickedRoomId(body.picked_room);
    viewedRoom = subject.rooms.find((r) => r.id === id) ?? null;
    if (!viewedRoom) addError(errors, 'picked_room', 'Please choose a room.');
  }
  return { ...NO_PARTS, end, viewedRoom };
}

/** An appointment with a provider: its slot, and where and what the job is. */
function readAppointment(context: RequestContext): KindParts {
  const { body } = context;
  return {
    ...NO_PARTS,
    end: readSlot(context),
    address: body.service_user_address ?? null,
    postcode: body.service_user_postcode ?? null,
    description: body.service_user_job_description ?? null,
  };
}

const READ_KIND: Record<BookingType, (context: RequestContext) => KindParts> = {
  reserve: readStay,
  view: readViewing,
  appoint: readAppointment,
};

/**
 * Reads and checks api/book's fields against the advert (everything but whether the slot is still
 * free, which is checked under the advert's lock): what every request shares here, what its kind reads
 * in that kind's reader. The booking user is the session's: a different user_id is refused. The price is
 * recomputed with the shared rules and must match what was shown.
 */
export async function readBookingRequest(db: Database, body: BookRequestBody, userId: number, now: Date): Promise<BookingRequest> {
  const errors: Errors = {};
  const fail = () => new ValidationError(errors);
  const { booking_type: type, subject: ref, date_start: start, guests, pets, price } = body;

  if (body.user_id !== undefined && body.user_id !== userId) addError(errors, 'user_id', 'The user id must be the signed-in user.');
  const subject = await requireSubject(db, ref, errors);
  if (!subject) throw fail();
  if (subject.ownerId === userId) addError(errors, `${ref.kind}_id`, OWN_ADVERT);
  if (body.host_id !== undefined && body.host_id !== subject.ownerId) addError(errors, 'host_id', 'The selected host id is invalid.');
  if (pets > 0 && subject.kind === 'property' && !subject.isPetFriendly) addError(errors, 'pets', 'This place does not accept pets.');

  const { end, rooms, viewedRoom, address, postcode, description } = READ_KIND[type]({ body, subject, now, errors });
  if (Object.keys(errors).length || !end) throw fail();

  const priced = priceOf(type, subject, { start, end, guests, pets, rooms, viewedRoom, now });
  if (Math.abs(priced.price - price) >= 0.005) {
    addError(errors, 'price', `The price has changed to ${formatPounds(priced.price, { decimals: 2 })}. Please check it and try again.`);
    throw fail();
  }
  return {
    type,
    subject,
    userId,
    start,
    end,
    guests,
    pets,
    rooms,
    price: priced.price,
    amountDue: priced.amountDue,
    lines: priced.lines,
    instant: type === 'reserve' && (await instantFor(db, subject.instantBook, userId)),
    address,
    postcode,
    description,
  };
}

/** The server's price for a request: the shared reserve rules for stays, the advert's or service's price otherwise. */
export function priceOf(
  type: BookingType,
  subject: Subject,
  request: {
    start: Date;
    end: Date;
    guests: number;
    pets: number;
    rooms: Array<{ id: number; quantity: number }>;
    viewedRoom: { price: number } | null;
    now: Date;
  },
): { price: number; amountDue: number; lines: PriceLine[] } {
  if (type === 'view') {
    // A viewing is free: the price shown is the advert's (or the chosen room's), for information.
    return { price: request.viewedRoom?.price ?? subject.price, amountDue: 0, lines: [] };
  }
  if (type === 'appoint') {
    const due = isServicePriceToBeDiscussed(subject.price, subject.paymentType) ? 0 : subject.price;
    return { price: subject.price, amountDue: due, lines: [{ label: `Price per ${subject.paymentType ?? 'Job'}`, amount: subject.price }] };
  }
  const rooms = bookedWhole(subject)
    ? [{ price: subject.price, quantity: 1 }]
    : request.rooms.map((picked) => {
        const room = subject.rooms.find((r) => r.id === picked.id);
        return { price: room?.price ?? 0, quantity: picked.quantity, rentTypeId: room?.rentTypeId ?? null, name: roomLabel(room?.type) };
      });
  const quote = reserveQuote({
    rentTypeId: subject.rentTypeId ?? 3,
    rooms,
    start: request.start,
    end: request.end,
    guests: request.guests,
    pets: request.pets,
    cleaningFee: subject.cleaningFee,
    serviceFee: subject.serviceFee,
    petFee: subject.petFee,
    discounts: subject.discounts,
    now: request.now,
  });
  return { price: quote.total, amountDue: quote.total, lines: reserveLines(quote) };
}

/**
 * Writes the booking, in the caller's transaction, if its slot is still free. The advert's (or
 * service's) row is locked first, so two requests for the same advert take turns: the second sees the
 * first's booking and is refused. The same on PGlite (one connection) and PostgreSQL (row lock).
 */
/** What a booking keeps of what was booked (issue 40): the title, and each room's type, quantity and price then. */
export function bookedSnapshot(request: Pick<BookingRequest, 'subject' | 'rooms'>) {
  return {
    title: request.subject.title,
    rooms: request.rooms.map((room) => {
      const offered = request.subject.rooms.find((r) => r.id === room.id);
      return {
        property_room_id: room.id,
        quantity: room.quantity,
        type: offered?.type ?? null,
        price: offered?.price ?? null,
        property_rent_type_id: offered?.rentTypeId ?? null,
      };
    }),
  };
}

export async function insertBooking(trx: Database, request: BookingRequest, now: Date): Promise<number> {
  const ref: SubjectRef = { kind: request.subject.kind, id: request.subject.id };
  if (ref.kind === 'property') await sql`select id from properties where id = ${ref.id} for update`.execute(trx);
  else await sql`select id from services where id = ${ref.id} for update`.execute(trx);
  const [bookings, blocks] = await Promise.all([holdingBookings(trx, ref, now), calendarBlocks(trx, ref)]);
  const calendar = calendarOf(blocks);
  const closed = closedByCalendars([calendar]);
  const errors: Errors = {};
  if (request.type === 'reserve') {
    const nights = stayNights(request.start, request.end);
    const taken = occupancy(bookings);
    if (nights.some((night) => closed.days.has(night))) addError(errors, 'date_start', 'The host has closed some of these dates.');
    else if (bookedWhole(request.subject)) {
      if (nights.some((night) => taken.wholeNights.has(night))) addError(errors, 'date_start', DATES_TAKEN);
    } else {
      // What is left of each room over the stay, as the booking dialog reads it from api/bookings-by-ad-id.
      const free = roomsFreeOverRange(request.subject.rooms, bookingsByAd(request.subject, bookings), request.start, request.end);
      for (const room of request.rooms) {
        const left = free.find((r) => r.id === room.id)?.available ?? 0;
        if (room.quantity > left)
          addError(errors, 'picked_rooms', left > 0 ? `Only ${left} of these rooms are left for these dates.` : DATES_TAKEN);
      }
    }
  } else if (closed.days.has(dayKey(request.start)) || closed.hours.get(dayKey(request.start))?.has(clockOf(request.start).hour)) {
    addError(errors, 'date_start', TIME_CLOSED);
  } else if (!isFreeStart(request.start, dayContext(request.subject, bookings, calendar, now))) {
    addError(errors, 'date_start', SLOT_TAKEN);
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const booking = await trx
    .insertInto('bookings')
    .values({
      booking_type: request.type,
      property_id: ref.kind === 'property' ? ref.id : null,
      service_id: ref.kind === 'service' ? ref.id : null,
      user_id: request.userId,
      host_id: request.subject.ownerId,
      date_start: request.start,
      date_end: request.end,
      guests: request.guests,
      pets: request.pets,
      price: request.price,
      amount_due: request.amountDue,
      price_lines: JSON.stringify(request.lines),
      instant_book: request.instant,
      service_user_address: request.address,
      service_user_postcode: request.postcode,
      service_user_job_description: request.description,
      payment_token: randomBytes(24).toString('base64url'),
      status: 'pending',
      expires_at: requestExpiry(now, request.start),
      // What was booked, kept with the booking (issue 40): a room removed later takes nothing from it.
      booked: JSON.stringify(bookedSnapshot(request)),
      // A guest's cancellation is charged by the policy the stay was booked under, not a later one.
      cancellation_policy: request.type === 'reserve' && request.subject.cancellation ? JSON.stringify(request.subject.cancellation) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (request.rooms.length) {
    await trx
      .insertInto('booking_rooms')
      .values(request.rooms.map((room) => ({ booking_id: booking.id, property_room_id: room.id, quantity: room.quantity })))
      .execute();
  }
  return booking.id;
}
