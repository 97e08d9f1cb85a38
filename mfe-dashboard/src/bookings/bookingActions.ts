import { statusChangeQuestion, transition, type BookingAction, type ConfirmOptions, type DashboardBooking } from '@marketplace/shared';

const ACTIONS: readonly BookingAction[] = ['accept', 'decline', 'cancel'];

/** The buttons a booking offers the user now, by the booking status machine both the API and the page follow. */
export function availableActions(b: DashboardBooking, now: Date): BookingAction[] {
  const booking = { status: b.status, start: new Date(b.date_start), end: b.date_end ? new Date(b.date_end) : null };
  return ACTIONS.filter((action) => transition(booking, action, b.role, now).ok);
}

/**
 * Where a completed booking's review is written, or null once written or before completion: the
 * transactions remote's /add-review page, with the booking it reviews (the add-review modal request
 * carries no booking). A guest reviews the host (a stay) or the service; a host reviews the guest.
 */
export function reviewToWrite(b: DashboardBooking, userId: number): string | null {
  if (b.status !== 'completed' || b.reviewed) return null;
  const query = new URLSearchParams({
    ad_id: String(b.property_id ?? b.service_id),
    booking_id: String(b.id),
    from_user_id: String(userId),
    to_user_id: String(b.other_party_id),
    type: b.property_id !== null ? 'Property' : 'Service',
  });
  return `/add-review?${query.toString()}`;
}

export const ACTION_LABEL: Record<BookingAction, string> = { accept: 'Accept', decline: 'Decline', cancel: 'Cancel booking' };

/** What a decline or a cancel asks first, with the optional message for the other party (002 §2.4); accepting asks nothing. */
export function confirmationOf(b: DashboardBooking, action: BookingAction): ConfirmOptions | null {
  if (action === 'accept') return null;
  return { ...statusChangeQuestion(b, b.role, action), allowMessage: true, destructive: true };
}
