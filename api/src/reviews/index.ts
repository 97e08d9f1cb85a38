import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  GuestReviewsBody,
  HostReviewsBody,
  NeighbourhoodReviewsBody,
  ServiceReviewsBody,
} from '@marketplace/shared/src/schemas/reviews.ts';
import {
  GuestReviewsAnswer,
  HostReviewsAnswer,
  NeighbourhoodReviewsAnswer,
  ServiceReviewsAnswer,
  type GuestReview,
  type HostReview,
  type NeighbourhoodReview,
  type ServiceReview,
} from '@marketplace/shared/src/answers/reviews.ts';
import { overallRating, reviewRating } from '@marketplace/shared/src/rules/ratings.ts';
import type { ReviewScores, ReviewType } from '@marketplace/shared/src/entities/review.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { MILE_METRES } from '../common/geometry.ts';
import { scoreColumnsSql } from '../common/scores.ts';

/** Newest first, at most this many per list: the modal filters by stars on the client. */
export const REVIEW_LIST_LIMIT = 500;

/** Each review with its rating: the mean of its criteria to one decimal (spec 000 §9). */
const rated = <K extends ReviewType, R extends ReviewScores<K>>(kind: K, rows: R[]) =>
  rows.map((r) => ({ ...r, rating: reviewRating(kind, r) }));

/** A person as review cards show them: a name ('Anonymous' when unknown) and a picture; nothing else. */
// A person on a public review card: their name and picture, never their id.
const personJson = (userIdSql: string) =>
  sql.raw(`json_build_object(
  'contact', json_build_object('name', coalesce((select ct.name from contacts ct where ct.user_id = ${userIdSql} order by ct.id limit 1), 'Anonymous')),
  'documents_user_images', (select json_build_object('file_path', ui.file_path) from user_images ui where ui.user_id = ${userIdSql} order by ui.id desc limit 1))`);

const addressJson = (alias: string) =>
  sql.raw(
    `json_build_object('street', ${alias}.street, 'line_1', ${alias}.line_1, 'city', ${alias}.city, 'county', ${alias}.county, 'postcode', ${alias}.postcode, 'full_address', ${alias}.full_address)`,
  );

/** Host, neighbourhood, service and guest review lists (spec 000 §7, 002 §3.7). */
export async function reviewsFeature(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db;

  // Reviews of the advert's host, from guests of any of the host's adverts.
  app.post('/api/host-reviews', { schema: { body: HostReviewsBody, response: { 200: HostReviewsAnswer } } }, async (request) => {
    const adId = request.body.ad_id;
    const host = await sql<{ user_id: number }>`select user_id from properties where id = ${adId}::int`.execute(db);
    if (!host.rows[0]) throw new HttpError(404, 'ad_does_not_exist');
    const { rows } = await sql<Omit<HostReview, 'rating' | 'property'>>`
      select r.id, r.created_at, ${scoreColumnsSql('host')}, r.review_text,
        ${personJson('r.user_id')} as user,
        ${personJson('r.host_id')} as host,
        json_build_object('property', json_build_object('address', ${addressJson('a')},
            'contact', json_build_object('name', coalesce(ct.name, 'Anonymous')))) as booking
      from host_reviews r
      join properties p on p.id = r.property_id
      join addresses a on a.id = p.address_id
      left join contacts ct on ct.id = p.contact_id
      where r.host_id = ${host.rows[0].user_id}::int
      order by r.created_at desc, r.id desc limit ${REVIEW_LIST_LIMIT}`.execute(db);
    return {
      data: rated('host', rows).map((r) => ({ ...r, property: r.booking.property })),
    };
  });

  // Reviews within `radius` miles of an address (or of the advert), by great-circle distance.
  app.post(
    '/api/neighbourhood-reviews',
    { schema: { body: NeighbourhoodReviewsBody, response: { 200: NeighbourhoodReviewsAnswer } } },
    async (request) => {
      const { ad_id: adId, address_id: addressId, radius } = request.body;
      const centre = addressId
        ? await sql<{
            latitude: number | null;
            longitude: number | null;
          }>`select latitude, longitude from addresses where id = ${addressId}::int`.execute(db)
        : await sql<{
            latitude: number | null;
            longitude: number | null;
          }>`select latitude, longitude from properties where id = ${adId}::int`.execute(db);
      const c = centre.rows[0];
      if (!c) throw new HttpError(404, addressId ? 'address_does_not_exist' : 'ad_does_not_exist');
      if (c.latitude === null || c.longitude === null) return { data: [], radius };
      const metres = radius * MILE_METRES;
      const { rows } = await sql<Omit<NeighbourhoodReview, 'rating'>>`
      select r.id, r.address, r.created_at, ${scoreColumnsSql('neighbourhood')}, r.review_text,
        case when r.user_id is null then json_build_object('contact', json_build_object('name', 'Anonymous')) else ${personJson('r.user_id')} end as user,
        round((earth_distance(ll_to_earth(${c.latitude}::float8, ${c.longitude}::float8), ll_to_earth(r.latitude, r.longitude)) / ${MILE_METRES}::float8)::numeric, 2) as distance_miles
      from neighbourhood_reviews r
      where earth_box(ll_to_earth(${c.latitude}::float8, ${c.longitude}::float8), ${metres}::float8) @> ll_to_earth(r.latitude, r.longitude)
        and earth_distance(ll_to_earth(${c.latitude}::float8, ${c.longitude}::float8), ll_to_earth(r.latitude, r.longitude)) <= ${metres}::float8
      order by r.created_at desc, r.id desc limit ${REVIEW_LIST_LIMIT}`.execute(db);
      return {
        data: rated('neighbourhood', rows),
        radius,
      };
    },
  );

  // Reviews of a provider's services, optionally of one occupation.
  app.post('/api/service-reviews', { schema: { body: ServiceReviewsBody, response: { 200: ServiceReviewsAnswer } } }, async (request) => {
    const { service_provider_id: providerId, service_type_occupation_id: occupationId } = request.body;
    const { rows } = await sql<Omit<ServiceReview, 'rating'>>`
      select r.id, r.created_at, ${scoreColumnsSql('service')}, r.review_text,
        ${personJson('r.user_id')} as user,
        json_build_object('host', ${personJson('s.user_id')},
          'service', json_build_object('contact', json_build_object('name', coalesce(ct.name, 'Anonymous')),
            'occupation', json_build_object('type', o.type))) as booking
      from service_reviews r
      join services s on s.id = r.service_id
      join service_occupation_types o on o.id = s.service_type_occupation_id
      left join contacts ct on ct.id = s.contact_id
      where s.user_id = ${providerId}::int
        ${occupationId ? sql`and s.service_type_occupation_id = ${occupationId}::int` : sql``}
      order by r.created_at desc, r.id desc limit ${REVIEW_LIST_LIMIT}`.execute(db);
    return {
      data: rated('service', rows),
    };
  });

  // Reviews hosts wrote about a guest; answered as {data: {data: [...]}} (spec 000 §7).
  app.post('/api/guest-reviews', { schema: { body: GuestReviewsBody, response: { 200: GuestReviewsAnswer } } }, async (request) => {
    const guestId = request.body.guest_id;
    const { rows } = await sql<GuestReview>`
      select r.id, r.created_at, ${scoreColumnsSql('guest')}, r.review_text,
        ${personJson('r.user_id')} as user,
        json_build_object('guest', ${personJson('b.user_id')},
          'property', json_build_object('contact', json_build_object('name', coalesce(ct.name, 'Anonymous')))) as booking,
        json_build_object('address', ${addressJson('a')},
          'documents_property_images', (select coalesce(json_agg(json_build_object('file_path', i.file_path)), '[]'::json)
             from (select file_path from property_images where property_id = p.id order by position limit 1) i)) as property
      from guest_reviews r
      join bookings b on b.id = r.booking_id
      left join properties p on p.id = b.property_id
      left join addresses a on a.id = p.address_id
      left join contacts ct on ct.id = p.contact_id
      where r.guest_id = ${guestId}::int
      order by r.created_at desc, r.id desc limit ${REVIEW_LIST_LIMIT}`.execute(db);
    return { data: { data: rows, total: rows.length, rating: overallRating('guest', rows) } };
  });
}
