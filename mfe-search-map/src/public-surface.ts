/**
 * mfe-search-map's public surface: everything the rest of the page may rely on. Each exposed module
 * is a single-spa parcel (default export, made with `reactParcel`); everything else is private.
 */
import type { EventName } from '@marketplace/shared';

export const REMOTE = 'mfe-search-map';

/** Exposed modules and the props each parcel takes. */
export interface Exposes {
  /** The round 'Search Filters' button and its collapsible box of filters. */
  './SearchFilters': Record<string, never>;
  /** The properties list panel that slides in from the left. */
  './ResultsList': Record<string, never>;
  /** The map of results. */
  './SearchMap': Record<string, never>;
}

/** Bus events this remote emits. */
export const emits = ['search:submitted', 'advert:open', 'list:open'] as const satisfies readonly EventName[];

/** Bus events this remote listens to. */
export const hears = ['list:open', 'advert:open', 'advert:close', 'favourites:changed', 'session:changed'] as const satisfies readonly EventName[];
