/**
 * mfe-supply's public surface: everything the rest of the page may rely on. Each exposed module is a
 * single-spa parcel (default export, made with `reactParcel`); everything else is private.
 */
import type { EventName, ModalRequest } from '@marketplace/shared';

export const REMOTE = 'mfe-supply';

/** Exposed modules and the props each parcel takes. */
export interface Exposes {
  /** /add-edit-ad/{id?}?q= : add or edit a property advert. */
  './AdvertEditor': { advertId?: number; q?: string };
  /** /add-edit-service/{id?} : add or edit a service. */
  './ServiceEditor': { serviceId?: number };
  /** /add-submit-confirmation/{id?}/{type?}/{paymentId?} */
  './SubmitConfirmation': { id?: string; type?: string; paymentId?: string };
  /** The global Add Room dialog (`modal:open` kind 'add-room'); emits `room:added` with the form. */
  './AddRoomModal': { request: Extract<ModalRequest, { kind: 'add-room' }>; onClose(): void };
}

/** Bus events this remote emits. */
export const emits = ['room:added', 'modal:open'] as const satisfies readonly EventName[];

/** Bus events this remote listens to. */
export const hears = ['room:added', 'session:changed'] as const satisfies readonly EventName[];
