/**
 * mfe-transactions' public surface: everything the rest of the page may rely on. Each exposed module
 * is a single-spa parcel (default export, made with `reactParcel`); everything else is private.
 */
import type { EventName, ModalRequest } from '@marketplace/shared';

export const REMOTE = 'mfe-transactions';

/** Props of a global modal parcel: the request that opened it and how to close it. */
export interface ModalParcelProps<K extends ModalRequest['kind']> {
  request: Extract<ModalRequest, { kind: K }>;
  onClose(): void;
}

/** Exposed modules and the props each parcel takes. */
export interface Exposes {
  /** The bell in the top navigation, with its count badge and list. */
  './NotificationBell': Record<string, never>;
  /** The fixed bottom bar of favourite properties. */
  './BookmarksBar': Record<string, never>;
  /** /booking-payment/{token} */
  './BookingPaymentPage': { token?: string };
  /** /add-review?ad_id&booking_id&from_user_id&to_user_id&type */
  './AddReviewPage': { query: Record<string, string | undefined> };
  /** /donate */
  './DonatePage': Record<string, never>;
  './BookingModal': ModalParcelProps<'booking'>;
  './MessageModal': ModalParcelProps<'message'>;
  './RaiseIssueModal': ModalParcelProps<'raise-issue'>;
  './AddReviewModal': ModalParcelProps<'add-review'>;
  './FormDraftModal': ModalParcelProps<'form-draft'>;
}

/** Bus events this remote emits. */
export const emits = ['advert:open', 'favourites:changed', 'notification:received', 'review:added', 'modal:close'] as const satisfies readonly EventName[];

/** Bus events this remote listens to. */
export const hears = ['favourites:changed', 'session:changed'] as const satisfies readonly EventName[];
