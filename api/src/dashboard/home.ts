import type { DashboardHome } from '@marketplace/shared/src/answers/dashboard.ts';
import type { Database } from '../db/index.ts';
import { today } from '@marketplace/shared/src/rules/dates.ts';
import { bookingsOf } from './bookings.ts';

/** How many of each a home shows before its link to the whole page. */
const HOME_ITEMS = 3;

/**
 * A renter's, buyer's or guest's own dashboard home: their next trips, viewings and appointments (the
 * soonest first, from today on the UK clock) and the stays and services they have still to review (with how many).
 * Their saved searches, saved homes and conversations come from those features' own lists.
 */
export async function homeOf(db: Database, userId: number, now = new Date()): Promise<DashboardHome> {
  const [upcoming, toReview] = await Promise.all([
    bookingsOf(db, userId, { as: 'guest', from: today(now), open: true, soonest: true, page: 1, perPage: HOME_ITEMS }),
    bookingsOf(db, userId, { as: 'guest', toReview: true, page: 1, perPage: HOME_ITEMS }),
  ]);
  return {
    upcoming: upcoming.data,
    upcoming_count: upcoming.meta.total,
    to_review: toReview.data,
    to_review_count: toReview.meta.total,
  };
}
