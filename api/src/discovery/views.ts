import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/index.ts';
import { dayKey } from '@marketplace/shared/src/rules/dates.ts';

/**
 * Who is looking, for counting a view once a day: the user id when signed in, otherwise a hash of the
 * address and browser (never stored in clear: the statistics only need to tell visitors apart).
 */
export function visitorOf(request: FastifyRequest, userId: number | null): string {
  if (userId !== null) return `u${userId}`;
  const agent = request.headers['user-agent'] ?? '';
  return `a${createHash('sha256').update(`${request.ip}\n${agent}`).digest('base64url').slice(0, 22)}`;
}

/** Counts a view of an advert unless its owner is looking; a second view by the same visitor that day is ignored. */
export async function countAdvertView(
  db: Database,
  advert: { id: number; ownerId: number },
  viewerId: number | null,
  visitor: string,
  now = new Date(),
): Promise<void> {
  if (viewerId === advert.ownerId) return;
  await db
    .insertInto('advert_views')
    .values({ property_id: advert.id, day: dayKey(now), visitor })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
