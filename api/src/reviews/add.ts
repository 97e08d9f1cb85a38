import { sql } from 'kysely';
import { AddReviewBody } from '@marketplace/shared/src/schemas/reviews.ts';
import { AddedReviewAnswer } from '@marketplace/shared/src/answers/reviews.ts';
import { bookingReviewRight, REVIEW_REFUSALS, type ReviewKind } from '@marketplace/shared/src/rules/reviewRights.ts';
import type { BookingStatus } from '@marketplace/shared/src/entities/booking.ts';
import { reviewScoreColumns } from '@marketplace/shared/src/entities/review.ts';
import type { AppContext } from '../context.ts';
import type { SignedInApp } from '../auth/index.ts';
import type { Database } from '../db/index.ts';
import { HttpError, ValidationError } from '../http/errors.ts';

export const REVIEW_ADDED = 'Your review was added successfully!';
type BookingKind = Exclude<ReviewKind, 'neighbourhood'>;

const REVIEW_TABLE = { host: 'host_reviews', guest: 'guest_reviews', service: 'service_reviews' } as const;

async function loadBooking(db: Database, id: number) {
  return db
    .selectFrom('bookings as b')
    .leftJoin('properties as p', 'p.id', 'b.property_id')
    .leftJoin('addresses as a', 'a.id', 'p.address_id')
    .leftJoin('services as s', 's.id', 'b.service_id')
    .select([
      'b.id',
      'b.property_id',
      'b.service_id',
      'b.user_id',
      'b.host_id',
      'b.status',
      'b.date_start',
      'b.date_end',
      's.service_type_occupation_id',
      sql<string | null>`coalesce(p.property_title, s.service_title)`.as('title'),
      sql<string | null>`coalesce(a.full_address, s.full_address)`.as('address'),
    ])
    .where('b.id', '=', id)
    .executeTakeFirst();
}
type LoadedBooking = NonNullable<Awaited<ReturnType<typeof loadBooking>>>;

const asReviewed = (b: LoadedBooking) => ({ ...b, status: b.status as BookingStatus });

async function alreadyReviewed(db: Database, kind: BookingKind, bookingId: number): Promise<boolean> {
  const found = await db.selectFrom(REVIEW_TABLE[kind]).select('id').where('booking_id', '=', bookingId).executeTakeFirst();
  return found !== undefined;
}

/** Refuses with the rule's status and message unless `me` may write a `kind` review of the booking now. */
async function checkBooking(db: Database, kind: BookingKind, booking: LoadedBooking | undefined, me: number): Promise<LoadedBooking> {
  if (!booking) throw new ValidationError({ booking_id: ['The selected booking id is invalid.'] });
  const right = bookingReviewRight(kind, asReviewed(booking), me, new Date());
  if (!right.ok) {
    if (right.status === 403) throw new HttpError(403, right.message);
    throw new ValidationError({ booking_id: [right.message] });
  }
  if (await alreadyReviewed(db, kind, booking.id)) throw new ValidationError({ booking_id: [REVIEW_REFUSALS.reviewed] });
  return booking;
}

/**
 * Without a booking id (the dashboard's review buttons name the advert and the other person), the latest
 * completed booking of the advert that `me` may still review of this kind.
 */
async function bookingToReview(db: Database, kind: BookingKind, adId: number | undefined, me: number) {
  if (adId === undefined) throw new ValidationError({ booking_id: [REVIEW_REFUSALS.notCompleted] });
  const rows = await db
    .selectFrom('bookings')
    .select('id')
    .where(kind === 'service' ? 'service_id' : 'property_id', '=', adId)
    .where(kind === 'guest' ? 'host_id' : 'user_id', '=', me)
    .where(sql<boolean>`not exists (select 1 from ${sql.table(REVIEW_TABLE[kind])} r where r.booking_id = bookings.id)`)
    .orderBy('date_start', 'desc')
    .execute();
  for (const row of rows) {
    const booking = await loadBooking(db, row.id);
    if (booking && bookingReviewRight(kind, asReviewed(booking), me, new Date()).ok) return booking;
  }
  throw new ValidationError({ booking_id: [REVIEW_REFUSALS.notCompleted] });
}

/** Writing reviews (spec 001 §7 api/add-review) under the rules of shared/rules/reviewRights. */
export async function addReviewFeature(server: SignedInApp, ctx: AppContext): Promise<void> {
  const db = ctx.db;
  // The form is multipart (001 §7), read as every form is (http/bodies.ts).
  await server.register(async (app) => {
    app.post('/api/add-review', { schema: { body: AddReviewBody, response: { 201: AddedReviewAnswer } } }, async (request, reply) => {
      const me = request.userId;
      const body = request.body;
      const text = body.review_text ?? null;

      if (body.review_type === 'neighbourhood') {
        const place = body.address_id
          ? await db
              .selectFrom('addresses')
              .select(['id', 'full_address', 'latitude', 'longitude'])
              .where('id', '=', body.address_id)
              .executeTakeFirst()
          : await db
              .selectFrom('properties as p')
              .innerJoin('addresses as a', 'a.id', 'p.address_id')
              .select(['a.id', 'a.full_address', 'a.latitude', 'a.longitude'])
              .where('p.id', '=', body.ad_id ?? 0)
              .executeTakeFirst();
        const field = body.address_id ? 'address_id' : 'ad_id';
        if (!place || place.latitude === null || place.longitude === null) {
          throw new ValidationError({ [field]: [`The selected ${field.replace('_', ' ')} is invalid.`] });
        }
        const before = await db
          .selectFrom('neighbourhood_reviews')
          .select('id')
          .where('user_id', '=', me)
          .where('address_id', '=', place.id)
          .executeTakeFirst();
        if (before) throw new ValidationError({ [field]: [REVIEW_REFUSALS.neighbourhoodReviewed] });
        const created = await db
          .insertInto('neighbourhood_reviews')
          .values({
            user_id: me,
            property_id: body.address_id ? null : (body.ad_id ?? null),
            address_id: place.id,
            address: place.full_address,
            latitude: place.latitude,
            longitude: place.longitude,
            ...reviewScoreColumns('neighbourhood', body),
            review_text: text,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return reply.status(201).send({ message: REVIEW_ADDED, data: created });
      }

      const kind = body.review_type;
      const booking =
        body.booking_id === undefined
          ? await bookingToReview(db, kind, body.ad_id, me)
          : await checkBooking(db, kind, await loadBooking(db, body.booking_id), me);
      const subject = kind === 'service' ? booking.service_id : booking.property_id;
      if (body.ad_id !== undefined && body.ad_id !== subject) throw new ValidationError({ ad_id: ['The selected ad id is invalid.'] });

      const created =
        body.review_type === 'host'
          ? await db
              .insertInto('host_reviews')
              .values({
                booking_id: booking.id,
                property_id: booking.property_id ?? 0,
                user_id: me,
                host_id: booking.host_id,
                ...reviewScoreColumns('host', body),
                review_text: text,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          : body.review_type === 'guest'
            ? await db
                .insertInto('guest_reviews')
                .values({
                  booking_id: booking.id,
                  user_id: me,
                  guest_id: booking.user_id,
                  ...reviewScoreColumns('guest', body),
                  review_text: text,
                })
                .returning('id')
                .executeTakeFirstOrThrow()
            : await db
                .insertInto('service_reviews')
                .values({
                  booking_id: booking.id,
                  service_id: booking.service_id ?? 0,
                  user_id: me,
                  ...reviewScoreColumns('service', body),
                  review_text: text,
                })
                .returning('id')
                .executeTakeFirstOrThrow();
      return reply.status(201).send({ message: REVIEW_ADDED, data: created });
    });
  });
}
