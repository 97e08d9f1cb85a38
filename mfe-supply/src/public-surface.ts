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

/**
 * The owner's API this feature adds (api/src/supply; paths agreed with the dashboard). Bodies are
 * shared/src/schemas/supply.ts (AdvertBody: the advert's columns and flags, address {line_1, line_2,
 * street, city, county, postcode (of its country), country ('United Kingdom' by default, 'Ireland', 'Spain'), latitude, longitude}, contact {name, company_name, landing_prefix, landing,
 * mobile_prefix, mobile, email, address: the same address shape (absent: kept; null: removed; 422s under
 * `contact.address.<field>`), same_as_listing_address (the contact's address is the advert's own and follows it)},
 * details, investment, policies, discounts[], rules[], rooms[] with beds and amenities). Answers {data: advert as
 * GET api/properties/{id}, but its contact whole, hidden items too, and contact.address in its parts with its id};
 * 401 signed out, 403 'This advert is not yours.' for anyone but the owner, 404 'ad_does_not_exist', Laravel 422s.
 * POST api/user/adverts (201, saved unpublished); GET and PUT api/user/adverts/{id} (the answer's `version` is sent
 * back with the PUT; a newer one answers 409 {message, version}, which opens shared's EditConflict: reload, or compare
 * and save over it knowingly; a room sent with its id is edited in place, rooms left out are removed, or withdrawn
 * while booked: the answer's withdrawn_rooms); POST api/user/adverts/{id}/publish and /unpublish ({id, is_published};
 * 403 {message, email_unverified} before the owner's address is confirmed); DELETE api/user/adverts/{id}
 * ({id, deleted, withdrawn, message}: withdrawn instead while it has bookings).
 * Photos and floorplans: POST api/user/adverts/{id}/images (multipart: files under `images`, field `kind`
 * photo|floorplan; JPEG, PNG or WebP by content, 10 MB each, 30 in all; stored as WebP at 1600 px);
 * DELETE api/user/adverts/{id}/images/{imageId}?kind=; PUT api/user/adverts/{id}/images/order {kind, ids}.
 * Each answers {data: {documents_property_images, documents_floorplans_images}}; 422s under `images`. The form's
 * 'Photos and floorplans' step saves a new advert (unpublished) first, then calls these three for each kind.
 * The same six under api/user/services (ServiceBody: occupation, payment type, title, description, price,
 * working hours HH:mm, address with a line of 3 to 200 characters, contact as the advert's with its address or
 * same_as_listing_address; 403 'This service is not yours.'); GET api/user/services/{id} answers the address with
 * its id and the contact whole (address in parts) and also lists documents_service_images. A service's photos: POST
 * api/user/services/{id}/images (multipart `images`, the advert's checks, 30 at most), DELETE
 * api/user/services/{id}/images/{imageId}, PUT api/user/services/{id}/images/order {ids}; each answers
 * {data: {documents_service_images}}.
 * The advert form (src/advert-form) also calls POST api/property-categories, api/property-types {id},
 * api/property-type-details {id}; both forms place the listing's and the contact's address through
 * GET api/geocoding/{query}.json?country=gb|ie|es&limit=1 (the postcode, else its town: src/address);
 * both start a new listing's contact from the dashboard's GET api/user/settings (src/contact), and the advert form
 * reads and saves which contact items the owner's adverts show (settings 1 to 5) through it and
 * POST api/user/settings/visibility {settings: {'1': true, ...}, version} (the versions.visibility it read). Saved with the ad type it was loaded with, an
 * advert sends back every value it holds, shown or not; a PUT keeps house rules' and discounts' rows in order. A 422 of the
 * save opens the step of the first field named in `errors` and shows each message under its field;
 * the confirmation page reads the owner's GET api/user/adverts/{id} or api/user/services/{id} to name what it confirms;
 * the policies step GET api/advert-lookups ({data: {instruction_types, cancellation_rules}}, added by api/src/supply);
 * the service form GET api/service-lookups ({data: {occupations, payment_types}}, added by api/src/supply).
 */
export const API_CALLS = [
  'POST api/property-categories',
  'POST api/property-types',
  'POST api/property-type-details',
  'GET api/geocoding/{query}.json',
  'GET api/user/settings',
  'POST api/user/settings/visibility',
  'POST api/user/adverts',
  'GET api/user/adverts/{id}',
  'PUT api/user/adverts/{id}',
  'POST api/user/adverts/{id}/publish',
  'POST api/user/adverts/{id}/unpublish',
  'DELETE api/user/adverts/{id}',
  'POST api/user/adverts/{id}/images',
  'DELETE api/user/adverts/{id}/images/{imageId}',
  'PUT api/user/adverts/{id}/images/order',
  'GET api/advert-lookups',
  'GET api/service-lookups',
  'POST api/user/services',
  'GET api/user/services/{id}',
  'PUT api/user/services/{id}',
  'POST api/user/services/{id}/publish',
  'POST api/user/services/{id}/unpublish',
  'DELETE api/user/services/{id}',
  'POST api/user/services/{id}/images',
  'DELETE api/user/services/{id}/images/{imageId}',
  'PUT api/user/services/{id}/images/order',
] as const;

/** Other remotes' parcels placed here: the advert form's Preview opens the detail remote's preview in a modal. */
export const places = ['mfe-ad-details/./AdvertPreview'] as const;

/** Bus events this remote emits. */
export const emits = ['room:added', 'modal:open'] as const satisfies readonly EventName[];

/** Bus events this remote listens to. */
export const hears = ['room:added', 'draft:loaded'] as const satisfies readonly EventName[];
