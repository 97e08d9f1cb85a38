/**
 * mfe-ad-details' public surface: everything the rest of the page may rely on. Each exposed module
 * is a single-spa parcel (default export, made with `reactParcel`); everything else is private.
 */
import type { Advert, EventName, ModalRequest } from '@marketplace/shared';

export const REMOTE = 'mfe-ad-details';

/** Exposed modules and the props each parcel takes. */
export interface Exposes {
  /** The detail panel beside the list: opens on `advert:open`, its chevron emits `advert:close`. */
  './DetailPanel': Record<string, never>;
  /** The full page of a property (/ad-details/{id}) or a service (/ad-service/{id}). */
  './AdvertPage': { advertId: number | null; kind: 'property' | 'service' };
  /** A read-only preview of an advert being written (supply side). */
  './AdvertPreview': { advert: Advert };
  /** The global reviews modal (`modal:open` kind 'reviews'). */
  './ReviewsModal': { request: Extract<ModalRequest, { kind: 'reviews' }>; onClose(): void };
}

/** Bus events this remote emits. */
export const emits = ['advert:close', 'modal:open', 'favourites:changed'] as const satisfies readonly EventName[];

/** Bus events this remote listens to. */
export const hears = ['advert:open', 'advert:close', 'review:added', 'session:changed'] as const satisfies readonly EventName[];
