import { sql } from 'kysely';
import type { GivenReview } from '@marketplace/shared/src/answers/dashboard.ts';
import type { Database } from '../db/index.ts';
import { meanScoreSql } from '../common/scores.ts';

/** Reviews the user wrote of hosts, services and guests, newest first, each with its stars out of five. */
export async function reviewsGiven(db: Database, userId: number): Promise<GivenReview[]> {
  const { rows } = await sql<Omit<GivenReview, 'stars' | 'created_at'> & { stars: string; created_at: Date | string }>`
    select * from (
      select 'host' as review_type, r.id, p.property_title as title,
        ${meanScoreSql('host')} as stars, r.review_text, r.created_at
      from host_reviews r join properties p on p.id = r.property_id where r.user_id = ${userId}::int
      union all
      select 'service', r.id, s.service_title, ${meanScoreSql('service')}, r.review_text, r.created_at
      from service_reviews r join services s on s.id = r.service_id where r.user_id = ${userId}::int
      union all
      select 'guest', r.id, coalesce((select c.name from contacts c where c.user_id = r.guest_id order by c.id limit 1), 'Anonymous'),
        ${meanScoreSql('guest')}, r.review_text, r.created_at
      from guest_reviews r where r.user_id = ${userId}::int
    ) given order by created_at desc, id desc limit 200`.execute(db);
  return rows.map((r) => ({ ...r, stars: Math.round(Number(r.stars) * 10) / 10, created_at: new Date(r.created_at).toISOString() }));
}
