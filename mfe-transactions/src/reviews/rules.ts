/** Add Review rules (spec 001 §2 Reviews modals, §4 Add review, §7 Add review payloads, §8). */
import { reviewCriteria, type ReviewKind } from '@marketplace/shared';

export const REVIEW_ADDED = 'Your review was added successfully!';
/** The success message shows this long; then open review lists refresh. */
export const SUCCESS_MS = 7000;
export const INCOMPLETE_PAGE = 'Something went wrong, seems like not enough or wrong data was provided to process add review page';

const KINDS: readonly ReviewKind[] = ['host', 'guest', 'service', 'neighbourhood'];
const isKind = (value: string | undefined): value is ReviewKind => KINDS.includes(value as ReviewKind);
const positiveId = (raw: string | undefined): number | null => (raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/** What the /add-review page needs from its query. */
export interface AddReviewQuery {
  reviewType: ReviewKind;
  adId: number;
  bookingId: number | null;
  fromUserId: number | null;
  toUserId: number | null;
}

/**
 * Reads /add-review?ad_id&booking_id&from_user_id&to_user_id&type. Null when it is not enough to write a
 * review: no known type or advert, a booking review without its booking, or written as someone else.
 */
export function readAddReviewQuery(query: Record<string, string | undefined>, signedInUserId: number | null): AddReviewQuery | null {
  const reviewType = query.type;
  const adId = positiveId(query.ad_id);
  if (!isKind(reviewType) || adId === null) return null;
  const bookingId = positiveId(query.booking_id);
  if (reviewType !== 'neighbourhood' && bookingId === null) return null;
  const fromUserId = positiveId(query.from_user_id);
  if (fromUserId !== null && fromUserId !== signedInUserId) return null;
  return { reviewType, adId, bookingId, fromUserId, toUserId: positiveId(query.to_user_id) };
}

export interface ReviewDraft {
  reviewType: ReviewKind;
  adId: number;
  bookingId: number | null;
  userId: number;
  toUserId: number | null;
  ratings: Record<string, number>;
  text: string;
}

/** The add-review fields of seed 001 §7 for the kind of review (review_text, user_id and review_type always). */
export function reviewPayload(draft: ReviewDraft): Record<string, string> {
  const fields: Record<string, string> = { review_type: draft.reviewType, user_id: String(draft.userId), review_text: draft.text.trim() };
  for (const { field } of reviewCriteria(draft.reviewType)) fields[field] = String(draft.ratings[field] ?? 0);
  fields.ad_id = String(draft.adId);
  if (draft.reviewType === 'neighbourhood') {
    fields.guest_id = String(draft.userId);
    return fields;
  }
  if (draft.bookingId !== null) fields.booking_id = String(draft.bookingId);
  const guestId = draft.reviewType === 'guest' ? draft.toUserId : draft.userId;
  const hostId = draft.reviewType === 'guest' ? draft.userId : draft.toUserId;
  if (guestId !== null) fields.guest_id = String(guestId);
  if (hostId !== null) fields.host_id = String(hostId);
  return fields;
}
