import { requestMessage } from '@marketplace/shared/src/rules/booking.ts';
import { holdsSlot, transition } from '@marketplace/shared/src/rules/bookingStatus.ts';
import { cancellationChargeOf } from '@marketplace/shared/src/rules/bookingMoney.ts';
import { formatPounds } from '@marketplace/shared/src/rules/format.ts';
import {
  BookBody,
  BookingByIdBody,
  BookingsByAdBody,
  BookingsCalendarBody,
  BookingStatusBody,
} from '@marketplace/shared/src/schemas/bookings.ts';
import { PathId } from '@marketplace/shared/src/schemas/laravel.ts';
import {
  BookingDetailAnswer,
  BookingsByAdAnswer,
  BookingsCalendarAnswer,
  BookingStatusAnswer,
  type Booking,
} from '@marketplace/shared/src/answers/bookings.ts';
import type { AppContext } from '../context.ts';
import type { SignedInApp } from '../auth/index.ts';
import type { Database } from '../db/index.ts';
import { deliverOutbox, queueMail } from '../auth/mail.ts';
import { requireVerified } from '../auth/index.ts';
import { HttpError, ValidationError, type Errors } from '../http/errors.ts';
import { loadBooking, nameAndEmail } from '../common/booking.ts';
import { deliver, eventInThread, requestInThread } from '../common/conversation.ts';
import { MESSAGES_PAGE } from '../common/notify.ts';
import { refundBooking } from '../common/refunds.ts';
import { bookingsByAd, calendarOf } from './availability.ts';
import { insertBooking, readBookingRequest, requireSubject } from './book.ts';
import { calendarBlocks, holdingBookings } from './subject.ts';

export const BOOKING_NOT_FOUND = 'booking_does_not_exist';

/** The mail the advertiser gets beside the request in their conversation. */
async function requestMail(ctx: AppContext, trx: Database, booking: Booking, guestName: string): Promise<void> {
  const host = await nameAndEmail(trx, booking.host_id);
  const message = `${guestName}: ${requestMessage(booking.booking_type, booking.title, new Date(booking.date_start), booking.date_end ? new Date(booking.date_end) : null)}`;
  const due = booking.amount_due > 0 ? `\nPrice: ${formatPounds(booking.amount_due, { decimals: 2 })}` : '';
  await queueMail(trx, {
    to: host.email,
    subject: `New booking request: ${booking.title ?? 'your advert'}`,
    body: `Hello ${host.name},\n\n${message}${due}\n\nAccept or decline it in your conversation: ${ctx.config.frontendUrl}${MESSAGES_PAGE}/${booking.chat_room_id}\nSee the booking: ${ctx.config.frontendUrl}/booking-payment/${booking.payment_token}\n`,
  });
}

/** Booking (spec 001 §2, §7): what is taken, the host's calendar, booking, reading one, and moving its status. */
export async function bookingsFeature(app: SignedInApp, ctx: AppContext): Promise<void> {
  const db = ctx.db;

  app.post('/api/bookings-by-ad-id', { schema: { body: BookingsByAdBody, response: { 200: BookingsByAdAnswer } } }, async (request) => {
    const errors: Errors = {};
    const { subject: ref, host_id: hostId } = request.body;
    const subject = await requireSubject(db, ref, errors);
    if (!subject) throw new ValidationError(errors);
    if (hostId !== undefined && hostId !== subject.ownerId) throw new ValidationError({ host_id: ['The selected host id is invalid.'] });
    return bookingsByAd(subject, await holdingBookings(db, { kind: subject.kind, id: subject.id }, new Date()));
  });

  app.post(
    '/api/bookings-calendar',
    { schema: { body: BookingsCalendarBody, response: { 200: BookingsCalendarAnswer } } },
    async (request) => {
      const errors: Errors = {};
      const subject = await requireSubject(db, request.body.subject, errors);
      if (!subject) throw new ValidationError(errors);
      return { data: [calendarOf(await calendarBlocks(db, { kind: subject.kind, id: subject.id }))] };
    },
  );

  // The booking, its request in the conversation, the host's notification and mail are written in one
  // transaction, and sent live once it has committed.
  app.post('/api/book', { schema: { body: BookBody, response: { 200: BookingDetailAnswer } } }, async (request) => {
    const userId = request.userId;
    await requireVerified(db, userId, 'book');
    const now = new Date();
    const booking = await readBookingRequest(db, request.body, userId, now);
    const guest = await nameAndEmail(db, userId);
    const { saved, delivery } = await db.transaction().execute(async (trx) => {
      const id = await insertBooking(trx, booking, now);
      const delivery = await requestInThread(trx, (await loadBooking(trx, id, now)) as Booking, guest.name);
      const saved = (await loadBooking(trx, id, now)) as Booking;
      await requestMail(ctx, trx, saved, guest.name);
      return { saved, delivery };
    });
    await deliver(ctx, delivery, saved);
    void deliverOutbox(db, ctx.config).catch((e) => request.log.error(e, 'booking request mail not sent'));
    return { data: saved };
  });

  // The add-review page asks for a booking by its id (a multipart form, 001 §7); only its guest or host
  // may read it.
  await app.register(async (scope) => {
    scope.post(
      '/api/booking-by-id-and-type',
      { schema: { body: BookingByIdBody, response: { 200: BookingDetailAnswer } } },
      async (request) => {
        const userId = request.userId;
        const { id, user_id: claimed } = request.body;
        if (claimed !== undefined && claimed !== userId)
          throw new ValidationError({ user_id: ['The user id must be the signed-in user.'] });
        const booking = await loadBooking(db, id);
        if (!booking || (booking.user_id !== userId && booking.host_id !== userId)) throw new HttpError(404, BOOKING_NOT_FOUND);
        return { data: booking };
      },
    );
  });

  // Accept, decline or cancel, with the confirmation dialog's optional message: the change and its
  // message land in the conversation, and a closed booking's money goes back by the policy.
  app.post(
    '/api/bookings/:id/status',
    { schema: { params: PathId, body: BookingStatusBody, response: { 200: BookingStatusAnswer } } },
    async (request) => {
      const userId = request.userId;
      const { id } = request.params;
      const { action, message: note } = request.body;
      const now = new Date();
      const booking = id === null ? null : await loadBooking(db, id, now);
      if (!booking) throw new HttpError(404, BOOKING_NOT_FOUND);
      // Owners only, answered as the other owner routes answer (Laravel's policy failure).
      if (booking.user_id !== userId && booking.host_id !== userId) throw new HttpError(403, 'This action is unauthorized.');
      const by = booking.host_id === userId ? 'host' : 'guest';
      const start = new Date(booking.date_start);
      const expiresAt = booking.expires_at ? new Date(booking.expires_at) : null;
      const moved = transition(
        { status: booking.status, start, end: booking.date_end ? new Date(booking.date_end) : null, expiresAt },
        action,
        by,
        now,
      );
      if (!moved.ok) throw new ValidationError({ action: [moved.reason] });
      // The same rule the cancel dialog quoted (shared's bookingMoney), on the policy loadBooking reads.
      const charge = moved.status === 'cancelled' ? cancellationChargeOf(booking, by, now) : null;
      const actor = await nameAndEmail(db, userId);
      const delivery = await db.transaction().execute(async (trx) => {
        // The status the booking had when read must still be its status: a concurrent move loses.
        const updated = await trx
          .updateTable('bookings')
          .set({
            status: moved.status,
            status_changed_at: now,
            status_note: note ?? null,
            ...(moved.status === 'cancelled' ? { cancelled_by: userId, cancellation_charge: charge } : {}),
          })
          .where('id', '=', booking.id)
          .where('status', '=', booking.status)
          .returning('id')
          .executeTakeFirst();
        if (!updated) throw new ValidationError({ action: ['This booking has just changed. Please reload it.'] });
        const event = moved.status as 'accepted' | 'declined' | 'cancelled';
        return eventInThread(trx, { ...booking, status: moved.status }, { event, by, actor: actor.name, note });
      });
      await deliver(ctx, delivery, await loadBooking(db, booking.id, now));
      const refunded = holdsSlot(moved.status) ? 0 : await refundBooking(ctx, booking.id, now);
      return { data: (await loadBooking(db, booking.id, now)) as Booking, cancellation_charge: charge, refunded };
    },
  );
}
