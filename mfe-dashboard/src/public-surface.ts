/**
 * mfe-dashboard's public surface: everything the rest of the page may rely on. The exposed module
 * is a single-spa parcel (default export, made with `reactParcel`); everything else is private.
 */
import type { DashboardPage, EventName, StartedRequest } from '@marketplace/shared';

export const REMOTE = 'mfe-dashboard';

/** Exposed modules and the props each parcel takes. */
export interface Exposes {
  /**
   * The dashboard layout with the page of the route (/dashboard-<page>/..., /dashboard-trips among them); `params` are the route's (is_boarded, chat_room_id).
   * `started` is the page's first GET when the shell already sent it at boot (the statistics page's
   * api/user/statistics?days=30): its answer is taken instead of asking again, once, and only for that path.
   */
  './Dashboard': { page: DashboardPage; params: Record<string, string | undefined>; started?: StartedRequest };
}

/** Bus events this remote emits: the raise-issue and reviews modals. 'Write a review' goes to the /add-review route instead, which carries the booking. */
export const emits = ['modal:open'] as const satisfies readonly EventName[];

/**
 * Bus events this remote listens to: a live notification, or the live connection back after a gap, refreshes the
 * badges and the bookings; a new review the review lists; `page:changed` closes the phone's page menu (shared's popover).
 */
export const hears = [
  'notification:received',
  'realtime:reconnected',
  'review:added',
  'page:changed',
] as const satisfies readonly EventName[];

/** Other remotes' parcels placed here (through shared's RemoteParcel and the shell's loader). */
export const places = [
  'mfe-transactions/./MessagesPage',
  'mfe-transactions/./NotificationsPage',
  'mfe-ad-details/./AdvertPreview',
] as const;

/**
 * API calls this remote makes. Ours (api/src/dashboard): GET api/user/statistics?days=7|30|90, GET api/user/saved-searches?page
 * (the Saved searches page, api/src/alerts: 10 a page, each with its matches as the alert job last counted them and last alert),
 * GET api/user/saved-searches/{id} (Run search: the url that restores it), PUT api/user/saved-searches/{id}
 * ({name}, {frequency}, {paused}), DELETE api/user/saved-searches/{id},
 * GET api/user/unread, GET api/user/adverts and api/user/services (?status, search, page; 15 a page; also the calendar picker's search;
 * an advert carries `pricing`, what shared's formatAdvertPrice reads, so the portfolio prices it as the list does),
 * PUT api/user/adverts/{id}/market-status ({market_status, market_status_on}: a sale's or long let's Under offer, Sold STC, Let agreed...),
 * GET api/user/bookings (?as=host for Bookings, ?as=guest for Trips; status, from, to, page), GET api/user/payouts?page
 * (Payouts: the host's paid bookings, each with its payment, refund and payout, and the totals; api/src/payments), GET api/user/calendar (?property_id|service_id, month),
 * POST api/user/calendar-blocks, DELETE api/user/calendar-blocks/{id}, a short stay's calendar sync (GET
 * api/user/adverts/{id}/calendar-sync; POST and DELETE .../calendar-sync/export: a new secret address, or none;
 * POST api/user/adverts/{id}/calendar-feeds {name, url}; POST api/user/calendar-feeds/{id}/refresh; DELETE
 * api/user/calendar-feeds/{id}), GET api/user/reviews-given,
 * GET api/user/settings (contact.address_parts: the contact's address in parts when it has them, which a new listing's
 * contact starts from), POST api/user/settings/contact (an unchanged address line keeps its row; with the versions.contact it read: 409 when
 * changed since, which opens shared's EditConflict), /photo (multipart), /visibility (with versions.visibility), /password,
 * /host, /agency (a letting agent's fees, client money protection and redress scheme, with versions.agency), /delete.
 * GET api/user/home (the landing page of someone with no adverts: their next bookings and what they have to review),
 * Others': POST api/favourites (a page at a time) and PUT api/favourites/{id} (Saved homes: the favourites with their shortlist status and note;
 * removing goes through shared's toggleFavourite), POST api/bookings/{id}/status (bookings), GET api/properties/{id} (preview), and the supply
 * remote's POST api/user/adverts|services/{id}/publish|unpublish and DELETE api/user/adverts|services/{id} ({deleted, withdrawn, message}).
 */
export const API_CALLS = [
  'GET api/user/statistics',
  'GET api/user/saved-searches',
  'GET api/user/saved-searches/{id}',
  'PUT api/user/saved-searches/{id}',
  'DELETE api/user/saved-searches/{id}',
  'GET api/user/unread',
  'GET api/user/adverts',
  'PUT api/user/adverts/{id}/market-status',
  'GET api/user/services',
  'GET api/user/bookings',
  'GET api/user/payouts',
  'GET api/user/calendar',
  'POST api/user/calendar-blocks',
  'DELETE api/user/calendar-blocks/{id}',
  'GET api/user/adverts/{id}/calendar-sync',
  'POST api/user/adverts/{id}/calendar-sync/export',
  'DELETE api/user/adverts/{id}/calendar-sync/export',
  'POST api/user/adverts/{id}/calendar-feeds',
  'POST api/user/calendar-feeds/{id}/refresh',
  'DELETE api/user/calendar-feeds/{id}',
  'GET api/user/reviews-given',
  'GET api/user/home',
  'GET api/user/settings',
  'POST api/user/settings/contact',
  'POST api/user/settings/photo',
  'POST api/user/settings/visibility',
  'POST api/user/settings/password',
  'POST api/user/settings/host',
  'POST api/user/settings/agency',
  'POST api/user/settings/delete',
  'POST api/favourites',
  'PUT api/favourites/{id}',
  'POST api/bookings/{id}/status',
  'GET api/properties/{id}',
  'POST api/user/adverts/{id}/publish',
  'POST api/user/adverts/{id}/unpublish',
  'DELETE api/user/adverts/{id}',
  'POST api/user/services/{id}/publish',
  'POST api/user/services/{id}/unpublish',
  'DELETE api/user/services/{id}',
] as const;
