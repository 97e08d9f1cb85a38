/**
 * mfe-ad-details' public surface: everything the rest of the page may rely on. Each exposed module
 * is a single-spa parcel (default export, made with `reactParcel`); everything else is private.
 */
import type { Advert, AnsweredRequest, EventName, ModalRequest } from '@marketplace/shared';

export const REMOTE = 'mfe-ad-details';

/** Exposed modules and the props each parcel takes. */
export interface Exposes {
  /**
   * The detail panel beside the list: opens on `advert:open`, its chevron emits `advert:close`.
   * `openedAdvertId` is the advert open when the panel is first placed (the host places it on the
   * first `advert:open`, which it then cannot hear): it is shown as if that event had come.
   */
  './DetailPanel': { openedAdvertId?: number | null };
  /**
   * The full page of a property (/ad-details/{id}) or a service (/ad-service/{id}). `started` is the
   * page's GET api/properties/{id} or api/services/{id} when the shell already sent it at boot (the page
   * was opened here): its answer is taken instead of asking again, once, and only for that path; when it
   * came before the page mounted, the first render is the whole advert.
   */
  './AdvertPage': { advertId: number | null; kind: 'property' | 'service'; started?: AnsweredRequest };
  /**
   * The owner's preview of advert data (supply side): the visitors' view, with share links disabled,
   * favourite clicks ignored and reviews at the placeholder rating 5. The advert has the shape GET
   * api/properties/{id} sends (policies flat on it); the contact's show_* flags say which of
   * its items show. It shows the full address, host and neighbourhood reviews for
   * every ad type, Send Message as the only contact action, and a close button calling `onClose`.
   */
  './AdvertPreview': { advert: Advert; onClose?: () => void };
  /**
   * The global reviews modal (`modal:open` kind 'reviews'). `adId` is the advert for host and
   * neighbourhood reviews, the service for service reviews and the guest's user id for guest reviews;
   * `detailed` (guest reviews) adds each guest's picture and the property's contact name.
   */
  './ReviewsModal': { request: Extract<ModalRequest, { kind: 'reviews' }>; onClose(): void };
}

/**
 * Bus events this remote emits. `modal:open` kinds: 'message' and 'booking' (Send Message, Book
 * Viewing / Reserve / Book Service), 'add-review' (neighbourhood), 'reviews' (its own modal);
 * `advert:reported` after the advert's report is accepted.
 */
export const emits = ['advert:close', 'modal:open', 'advert:reported'] as const satisfies readonly EventName[];

/** Bus events this remote listens to; `page:changed` closes the share and report menus (shared's popover). */
export const hears = ['advert:open', 'advert:close', 'review:added', 'page:changed'] as const satisfies readonly EventName[];

/**
 * The API calls this remote makes: GET api/properties/{id} (the advert), GET api/properties/{id}/stay
 * (?date_start, date_end as DD-MM-YYYY, guests: a short stay's total for the dates asked, from the
 * advert's address ?check_in, check_out, guests or the search beside it), and api/services/{id} (the
 * service, and a service's provider and occupation for its reviews); the review lists, each POST with a
 * form: api/host-reviews {ad_id}, api/neighbourhood-reviews {ad_id, address_id, radius},
 * api/service-reviews {service_provider_id, service_type_occupation_id} and api/guest-reviews {guest_id}. The heart and the report menu are shared's (FavouriteHeart, ReportMenu) and call through it.
 * POST api/enquiries (JSON {property_id, kind 'email'|'viewing', name, email, phone?, message,
 * viewing_times?, website}: Email agent and Request a viewing, signed in or not; 422 by field, 429 when
 * the address has sent too many).
 */
export const API_CALLS = [
  'GET api/properties/{id}',
  'GET api/properties/{id}/stay',
  'GET api/services/{id}',
  'POST api/host-reviews',
  'POST api/neighbourhood-reviews',
  'POST api/service-reviews',
  'POST api/guest-reviews',
  'POST api/enquiries',
] as const;
