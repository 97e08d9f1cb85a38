import {
  acceptQuestion,
  statusChangeQuestion,
  transition,
  type BookingAction,
  type ConfirmOptions,
  type DashboardBooking,
} from '@marketplace/shared';

const ACTIONS: readonly BookingAction[] = ['accept', 'decline', 'cancel'];

/** The buttons a booking offers the user now, by the booking status machine both the API and the page follow. */
export function availableActions(b: DashboardBooking, now: Date): BookingAction[] {
  const booking = { status: b.status, start: new Date(b.date_start), end: b.date_end ? new Date(b.date_end) : null };
  return ACTIONS.filter((action) => transition(booking, action, b.role, now).ok);
}

/** The review a booking's party writes of it: a guest reviews the host of a stay or the service; the host reviews the guest. */
export function reviewKindOf(b: Pick<DashboardBooking, 'role' | 'property_id'>): 'host' | 'guest' | 'service' {
  if (b.role === 'host') return 'guest';
  return b.property_id !== null ? 'host' : 'service';
}

/**
 * Where a completed booking's review is written, or null once written or before completion: the
 * transactions remote's /add-review page, with the booking it reviews and the type that page reads
 * (host, guest or service).
 */
export function reviewToWrite(b: DashboardBooking, userId: number): string | null {
  if (b.status !== 'completed' || b.reviewed) return null;
  const query = new URLSearchParams({
    ad_id: String(b.property_id ?? b.service_id),
    booking_id: String(b.id),
    from_user_id: String(userId),
    to_user_id: String(b.other_party_id),
    type: reviewKindOf(b),
  });
  return `/add-review?${query.toString()}`;
}

/** The link's words: what is reviewed, so a list of them reads apart. */
export const REVIEW_LINK_LABEL = { host: 'Review your stay', guest: 'Review your guest', service: 'Review this service' } as const;

/**
 * Who the other party is to the signed-in user: a stay's host or guest; a service's provider or client
 * (a provider's customer is a client, not a guest).
 */
export function otherPartyRole(b: Pick<DashboardBooking, 'role' | 'service_id'>): 'Host' | 'Guest' | 'Provider' | 'Client' {
  const service = b.service_id !== null;
  if (b.role === 'host') return service ? 'Client' : 'Guest';
  return service ? 'Provider' : 'Host';
}

export const ACTION_LABEL: Record<BookingAction, string> = { accept: 'Accept', decline: 'Decline', cancel: 'Cancel booking' };

/**
 * What each move asks first, with the optional message for the other party (002 §2.4): accepting names
 * the guest, the dates and the payout; declining and cancelling say what happens to the money.
 */
export function confirmationOf(b: DashboardBooking, action: BookingAction, now = new Date()): ConfirmOptions {
  if (action === 'accept') return { ...acceptQuestion(b, b.other_party), allowMessage: true };
  return { ...statusChangeQuestion(b, b.role, action, now), allowMessage: true, destructive: true };
}
