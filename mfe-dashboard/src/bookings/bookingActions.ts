import { transition, type BookingAction, type DashboardBooking, type ModalRequest } from '@marketplace/shared';

const ACTIONS: readonly BookingAction[] = ['accept', 'decline', 'cancel'];

/** The buttons a booking offers the user now, by the booking status machine both the API and the page follow. */
export function availableActions(b: DashboardBooking, now: Date): BookingAction[] {
  const booking = { status: b.status, start: new Date(b.date_start), end: b.date_end ? new Date(b.date_end) : null };
  return ACTIONS.filter((action) => transition(booking, action, b.role, now).ok);
}

/**
 * The review a completed booking still owes, as the add-review modal takes it: a guest reviews the
 * host (a stay) or the service; a host reviews the guest. None once written or before completion.
 */
export function reviewToWrite(b: DashboardBooking): Extract<ModalRequest, { kind: 'add-review' }> | null {
  if (b.status !== 'completed' || b.reviewed) return null;
  const adType = b.property_id !== null ? 'Property' : 'Service';
  const adId = (b.property_id ?? b.service_id) as number;
  if (b.role === 'host') return { kind: 'add-review', reviewType: 'guest', adId, adType, toUserId: b.other_party_id };
  return { kind: 'add-review', reviewType: adType === 'Property' ? 'host' : 'service', adId, adType, toUserId: b.other_party_id };
}
