import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Booking, BookingStatus, BookingType } from '@marketplace/shared/src/entities/booking.ts';
import { requestMessage } from '@marketplace/shared/src/rules/booking.ts';
import { cancellationCharge, effectiveStatus, transition } from '@marketplace/shared/src/rules/bookingStatus.ts';
import { formatPounds } from '@marketplace/shared/src/rules/format.ts';
import { nightsBetween } from '@marketplace/shared/src/rules/reserve.ts';
import {
  BookBody,
  BookingByIdBody,
  BookingsByAdBody,
  BookingsCalendarBody,
  BookingStatusBody,
} from '@marketplace/shared/src/schemas/bookings.ts';
import { PathId } from '@marketplace/shared/src/schemas/laravel.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { requireUser, signedIn } from '../auth/index.ts';
import { queueMail } from '../auth/mail.ts';
import { HttpError, ValidationError, type Errors } from '../http/errors.ts';
import { notify } from '../notifications/index.ts';
import { bookingsByAd, calendarOf } from './availability.ts';
import { createBooking, readBookingRequest, requireSubject } from './book.ts';
import { calendarBlocks, holdingBookings, loadSubject } from './subject.ts';

export const BOOKING_NOT_FOUND = 'booking_does_not_exist';
/** Where the advertiser manages requests; the notification and the mail link there. */
export const BOOKINGS_PAGE = '/dashboard-bookings';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A booking row as the API sends it, with its effective status (accepted and ended reads completed). */
export async function loadBooking(db: Database, id: number, now = new Date()): Promise<Booking | null> {
  const row = await db
    .selectFrom('bookings as b')
    .leftJoin('properties as p', 'p.id', 'b.property_id')
    .leftJoin('services as s', 's.id', 'b.service_id')
    .selectAll('b')
    .select([
      sql<string | null>`coalesce(p.property_title, s.service_title)`.as('title'),
      sql<Date>`b.created_at`.as('created'),
      sql<Array<{
        property_room_id: number;
        quantity: number;
      }> | null>`(select json_agg(json_build_object('property_room_id', r.property_room_id, 'quantity', r.quantity) order by r.property_room_id) from booking_rooms r where r.booking_id = b.id)`.as(
        'rooms',
      ),
    ])
    .where('b.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const start = new Date(row.date_start);
  const end = row.date_end ? new Date(row.date_end) : null;
  return {
    id: row.id,
    booking_type: row.booking_type as BookingType,
    status: effectiveStatus(row.status as BookingStatus, end, start, now),
    property_id: row.property_id,
    service_id: row.service_id,
    user_id: row.user_id,
    host_id: row.host_id,
    date_start: start.toISOString(),
    date_end: iso(row.date_end),
    guests: row.guests,
    pets: row.pets,
    price: Number(row.price),
    amount_due: Number(row.amount_due),
    price_lines: row.price_lines,
    rooms: row.rooms ?? [],
    service_user_address: row.service_user_address,
    service_user_postcode: row.service_user_postcode,
    service_user_job_description: row.service_user_job_description,
    title: row.title,
    paid_at: iso(row.paid_at),
    payment_token: row.payment_token,
    created_at: new Date(row.created).toISOString(),
  };
}

async function nameAndEmail(db: Database, userId: number): Promise<{ name: string; email: string }> {
  const row = await db
    .selectFrom('users as u')
    .select(['u.email', sql<string | null>`(select c.name from contacts c where c.user_id = u.id order by c.id limit 1)`.as('name')])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return { name: row.name ?? row.email, email: row.email };
}

/** Tells the advertiser at once: a notification on their private channel and a mail in the outbox. */
async function tellAdvertiser(ctx: AppContext, booking: Booking): Promise<void> {
  const guest = await nameAndEmail(ctx.db, booking.user_id);
  const host = await nameAndEmail(ctx.db, booking.host_id);
  const message = `${guest.name}: ${requestMessage(booking.booking_type, booking.title, new Date(booking.date_start), booking.date_end ? new Date(booking.date_end) : null)}`;
  await notify(ctx, booking.host_id, { message, url: BOOKINGS_PAGE, chat_room_id: null });
  const due = booking.amount_due > 0 ? `\nPrice: ${formatPounds(booking.amount_due, { decimals: 2 })}` : '';
  await queueMail(ctx.db, {
    to: host.email,
    subject: `New booking request: ${booking.title ?? 'your advert'}`,
    body: `Hello ${host.name},\n\n${message}${due}\n\nSee the booking: ${ctx.config.frontendUrl}/booking-payment/${booking.payment_token}\nAccept or decline it here: ${ctx.config.frontendUrl}${BOOKINGS_PAGE}\n`,
  });
}

/** Booking (spec 001 §2, §7): what is taken, the host's calendar, booking, reading one, and moving its status. */
export async function bookingsFeature(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db;

  app.post('/api/bookings-by-ad-id', { preValidation: signedIn, schema: { body: BookingsByAdBody } }, async (request) => {
    const errors: Errors = {};
    const { subject: ref, host_id: hostId } = request.body;
    const subject = await requireSubject(db, ref, errors);
    if (!subject) throw new ValidationError(errors);
    if (hostId !== undefined && hostId !== subject.ownerId) throw new ValidationError({ host_id: ['The selected host id is invalid.'] });
    return bookingsByAd(subject, await holdingBookings(db, { kind: subject.kind, id: subject.id }, new Date()));
  });

  app.post('/api/bookings-calendar', { preValidation: signedIn, schema: { body: BookingsCalendarBody } }, async (request) => {
    const errors: Errors = {};
    const subject = await requireSubject(db, request.body.subject, errors);
    if (!subject) throw new ValidationError(errors);
    return { data: [calendarOf(await calendarBlocks(db, { kind: subject.kind, id: subject.id }))] };
  });

  app.post('/api/book', { preValidation: signedIn, schema: { body: BookBody } }, async (request) => {
    const userId = requireUser(request);
    const now = new Date();
    const booking = await readBookingRequest(db, request.body, userId, now);
    const id = await createBooking(db, booking, now);
    const saved = (await loadBooking(db, id, now)) as Booking;
    await tellAdvertiser(ctx, saved);
    return { data: saved };
  });

  // The add-review page asks for a booking by its id (a multipart form, 001 §7); only its guest or host
  // may read it.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.post('/api/booking-by-id-and-type', { preValidation: signedIn, schema: { body: BookingByIdBody } }, async (request) => {
      const userId = requireUser(request);
      const { id, user_id: claimed } = request.body;
      if (claimed !== undefined && claimed !== userId) throw new ValidationError({ user_id: ['The user id must be the signed-in user.'] });
      const booking = await loadBooking(db, id);
      if (!booking || (booking.user_id !== userId && booking.host_id !== userId)) throw new HttpError(404, BOOKING_NOT_FOUND);
      return { data: booking };
    });
  });

  app.post(
    '/api/bookings/:id/status',
    { preValidation: signedIn, schema: { params: PathId, body: BookingStatusBody } },
    async (request) => {
      const userId = requireUser(request);
      const { id } = request.params;
      const { action } = request.body;
      const now = new Date();
      const booking = id === null ? null : await loadBooking(db, id, now);
      if (!booking) throw new HttpError(404, BOOKING_NOT_FOUND);
      // Owners only, answered as the other owner routes answer (Laravel's policy failure).
      if (booking.user_id !== userId && booking.host_id !== userId) throw new HttpError(403, 'This action is unauthorized.');
      const by = booking.host_id === userId ? 'host' : 'guest';
      const start = new Date(booking.date_start);
      const moved = transition(
        { status: booking.status, start, end: booking.date_end ? new Date(booking.date_end) : null },
        action,
        by,
        now,
      );
      if (!moved.ok) throw new ValidationError({ action: [moved.reason] });
      let charge: number | null = null;
      if (moved.status === 'cancelled' && booking.booking_type === 'reserve' && booking.property_id !== null) {
        const subject = await loadSubject(db, { kind: 'property', id: booking.property_id });
        const roomsPrice = booking.price_lines.find((line) => line.label === 'Rooms')?.amount ?? booking.price;
        const firstNight = roomsPrice / nightsBetween(start, booking.date_end ?? start);
        charge = cancellationCharge(subject?.cancellation ?? null, { price: booking.amount_due, firstNight, start }, by, now);
      }
      // The status the booking had when read must still be its status: a concurrent move loses.
      const updated = await db
        .updateTable('bookings')
        .set({
          status: moved.status,
          status_changed_at: now,
          ...(moved.status === 'cancelled' ? { cancelled_by: userId, cancellation_charge: charge } : {}),
        })
        .where('id', '=', booking.id)
        .where('status', '=', booking.status)
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw new ValidationError({ action: ['This booking has just changed. Please reload it.'] });
      const other = by === 'host' ? booking.user_id : booking.host_id;
      const words = { accepted: 'accepted', declined: 'declined', cancelled: 'cancelled' } as Record<string, string>;
      await notify(ctx, other, {
        message: `Your booking of ${booking.title ?? 'an advert'} was ${words[moved.status]}.`,
        url: BOOKINGS_PAGE,
        chat_room_id: null,
      });
      return { data: await loadBooking(db, booking.id, now), cancellation_charge: charge };
    },
  );
}
