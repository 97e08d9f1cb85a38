import type { ModalRequest } from '@marketplace/shared';

type BookingMode = Extract<ModalRequest, { kind: 'booking' }>['mode'];
type ReviewType = Extract<ModalRequest, { kind: 'add-review' }>['reviewType'];

const BOOKING_TITLES: Record<BookingMode, string> = { view: 'Book Viewing', reserve: 'Reservation', appoint: 'Book Service' };

const ADD_REVIEW_TITLES: Record<ReviewType, string> = {
  neighbourhood: 'Add Neighbourhood Review',
  host: 'Add Host Review',
  service: 'Add Service Review',
  guest: 'Add Guest Review',
};

/** Booking dialog title by kind (spec: view, reserve, appoint, else 'Booking'). */
export function bookingTitle(mode: string): string {
  return BOOKING_TITLES[mode as BookingMode] ?? 'Booking';
}

/** Add Review dialog title by review type. */
export function addReviewTitle(reviewType: string): string {
  return ADD_REVIEW_TITLES[reviewType as ReviewType] ?? 'Add Review';
}
