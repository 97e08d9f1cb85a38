/**
 * mfe-search-map's public surface: everything the rest of the page may rely on. Each exposed module
 * is a single-spa parcel (default export, made with `reactParcel`); everything else is private.
 */
import type { EventName } from '@marketplace/shared';

export const REMOTE = 'mfe-search-map';

/** Exposed modules and the props each parcel takes. */
export interface Exposes {
  /**
   * The 'Search Filters' button and the filters: on a desktop a round button and a collapsible box, on
   * a phone (767 px or less) a button for the home's bar that says what is searched and opens the filters
   * as a full-height sheet. With `intro`, the home's introduction instead: the location box, the ad types
   * (and local services) with what each finds in plain words, and Search.
   */
  './SearchFilters': { intro?: boolean };
  /** The properties list panel that slides in from the left (the providers' list during a service search). */
  './ResultsList': Record<string, never>;
  /** The map of results. */
  './SearchMap': Record<string, never>;
}

/**
 * Bus events this remote emits: `search:submitted` when the search button is pressed, `list:open`
 * {open: true} after a search (and from a map popup), {open: false} from the list's close button,
 * `advert:open` {source: 'list' | 'map'} when a card or popup is clicked, `advert:reported` after a card's report is accepted.
 */
export const emits = ['search:submitted', 'advert:open', 'list:open', 'advert:reported'] as const satisfies readonly EventName[];

/**
 * Bus events this remote listens to: `advert:open` from anywhere selects and marks the advert viewed
 * (list highlight, viewed pin); `advert:close` clears the selection; `advert:reported` fetches the
 * list's current page again (spec 001 §9); `list:open` {open: false} on a phone (its Map view) starts the live map;
 * `page:changed` closes the legend (shared's popover) and, on the map home, shows the results page the address
 * names (Back and Forward between pages).
 */
export const hears = [
  'advert:open',
  'advert:close',
  'advert:reported',
  'list:open',
  'page:changed',
] as const satisfies readonly EventName[];

/**
 * The search state lives in the page address as query parameters named after the search form's
 * fields (only values that differ from the default search, plus `sort` 1-4 and `page`), so
 * `/?ad_type=5&city=Leeds&...` can be bookmarked and shared. Other query parameters are left alone.
 * A search replaces the history entry; each results page the person turns to is an entry of its own.
 */
export { SEARCH_QUERY_KEYS } from './search/urlState';

/**
 * The service search beside the property search (the filters box's 'Properties' / 'Services' switch),
 * in the address bar as `/?search=services&occupation=&payment=&near=&lat=&lng=&within=&service_page=`;
 * the /services page links to `/?search=services`. A provider's card or pin opens /ad-service/{id}.
 */
export { SERVICE_QUERY_KEYS } from './services/store';

/**
 * The API calls this remote makes: POST api/properties-list (?page=N) and api/properties-map with the
 * search form; the map's call adds what it shows (bbox [west, south, east, north] a quarter beyond its
 * edges, zoom, hidden_categories and hide_multiple from the legend, selected_id of the opened advert)
 * and is made again when the map leaves that box or changes its whole zoom. Its answer holds counted
 * circles where adverts are many (shared's MapCluster: count, centre, extent, categories, price ranges)
 * and the view's other adverts as pins by field (one list per field, null where a pin leaves out a
 * null, an unset flag or a zero count: shared's MapPinColumns, read back with mapPinsFromColumns);
 * POST api/properties-list?position_of={id} with the same form ({data: {id, page}}, 404 when it does
 * not match) for an advert opened from the map that the list page shown does not hold; GET api/geocoding/{query}.json (types, limit 7, country gb,ie,es), or with a Mapbox token
 * Mapbox's GET https://api.mapbox.com/geocoding/v5/mapbox.places/{query}.json with the same; GET api/service-lookups
 * ({data: {occupations, payment_types}}) at start-up; POST api/services-list (?page=N) and
 * api/services-map with {address, latitude, longitude, radius (miles), service_type_occupation_id,
 * service_payment_type_id, min_price, max_price, sort flags} (no boundary box, so the radius applies); the
 * services-map answer holds up to 5,000 providers' pins by field (shared's ServicePinColumns) and
 * meta {total, shown, limit}, drawn on the same map layers as the adverts' pins. The results panel's 'Save search'
 * sends POST api/user/saved-searches with {name, frequency, search: the list's body, query: the address bar's search}.
 */
export const API_CALLS = [
  'POST api/properties-list',
  'POST api/properties-map',
  'POST api/properties-list?position_of={id}',
  'GET api/geocoding/{query}.json',
  'GET https://api.mapbox.com/geocoding/v5/mapbox.places/{query}.json',
  'GET api/service-lookups',
  'POST api/services-list',
  'POST api/services-map',
  'POST api/user/saved-searches',
] as const;
