import type { BookingStatus } from '../entities/booking';
import { effectiveStatus } from './bookingStatus';

/** Limits the forms and the API share (spec 001 §9). */
export const REVIEW_TEXT_MAX = 300;
export const DRAFT_TITLE_MAX = 100;
export const ISSUE_MESSAGE_MAX = 2000;

export type ReviewKind = 'neighbourhood' | 'host' | 'service' | 'guest';

/** What the review rules read of a booking. */
export interface ReviewedBooking {
  status: BookingStatus;
  date_start: Date;
  date_end: Date | null;
  /** The guest: the person who booked. */
  user_id: number;
  host_id: number;
  property_id: number | null;
  service_id: number | null;
}

export type ReviewRight = { ok: true } | { ok: false; status: 403 | 422; message: string };

export const REVIEW_REFUSALS = {
  notGuest: 'Only the guest of this booking can review it.',
  notHost: 'Only the host of this booking can review its guest.',
  notStay: 'This booking is not a stay, so it has no host to review.',
  notService: 'This booking is not for a service.',
  notCompleted: 'A booking can be reviewed once it is completed.',
  reviewed: 'This booking has already been reviewed.',
  neighbourhoodReviewed: 'You have already reviewed this neighbourhood.',
} as const;

/**
 * Who may review what about a booking (the API enforces it, the add-review page explains it): the guest
 * reviews the host of a stay or the provider of a service, the host reviews the guest, and only once the
 * booking is completed. Neighbourhood reviews need no booking. Someone outside the booking is refused (403);
 * a booking of the wrong kind or not yet completed is a 422.
 */
export function bookingReviewRight(
  kind: Exclude<ReviewKind, 'neighbourhood'>,
  booking: ReviewedBooking,
  userId: number,
  now: Date,
): ReviewRight {
  const reviewer = kind === 'guest' ? booking.host_id : booking.user_id;
  if (reviewer !== userId)
    return { ok: false, status: 403, message: kind === 'guest' ? REVIEW_REFUSALS.notHost : REVIEW_REFUSALS.notGuest };
  if (kind === 'host' && booking.property_id === null) return { ok: false, status: 422, message: REVIEW_REFUSALS.notStay };
  if (kind === 'service' && booking.service_id === null) return { ok: false, status: 422, message: REVIEW_REFUSALS.notService };
  if (effectiveStatus(booking.status, booking.date_end, booking.date_start, now) !== 'completed') {
    return { ok: false, status: 422, message: REVIEW_REFUSALS.notCompleted };
  }
  return { ok: true };
}

/** The person a booking review is about: the host for a stay or service, the guest for a guest review. */
export const reviewedPerson = (kind: Exclude<ReviewKind, 'neighbourhood'>, booking: ReviewedBooking): number =>
  kind === 'guest' ? booking.user_id : booking.host_id;
