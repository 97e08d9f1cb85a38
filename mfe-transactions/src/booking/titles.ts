import type { ModalRequest } from '@marketplace/shared';

type BookingMode = Extract<ModalRequest, { kind: 'booking' }>['mode'];

const BOOKING_TITLES: Record<BookingMode, string> = { view: 'Book Viewing', reserve: 'Reservation', appoint: 'Book Service' };

/** Booking dialog title by kind (spec: view, reserve, appoint, else 'Booking'). */
export function bookingTitle(mode: string): string {
  return BOOKING_TITLES[mode as BookingMode] ?? 'Booking';
}
