/**
 * Where a home for sale or a long let stands in its market, as UK portals show it: on the market, under
 * offer, sold subject to contract (STC), sold; let agreed, let. Declared once: the advertiser's choices
 * (the dashboard's listings, the advert form), the API's checks and column, the search's 'Include'
 * filters (entities/searchFilters.ts), the ribbons of cards, pins and the advert page, the alerts and
 * the seed read it here. Each status but `available` is shown with the day it took effect.
 */
import type { AdvertKind } from './advertGroups';

interface MarketStatusSpec {
  /** The ribbon's words (and the choice's). */
  label: string;
  /** The adverts that may be in it: homes for sale, or lets (long lets: a short stay is booked by the night). */
  of: 'sale' | 'let' | 'both';
  /**
   * Whether the home is still to be had: a saved search's alert announces only these. An offer accepted
   * (Under offer, Sold STC, Let agreed) may still fall through, so such homes stay in searches that ask
   * for them; one sold or let has left the market and no search lists it.
   */
  available: boolean;
  /** Whether a search may list it: an offer accepted may fall through; a home sold or let has left the market. */
  listed: boolean;
}

export const MARKET_STATUSES = {
  available: { label: 'Available', of: 'both', available: true, listed: true },
  under_offer: { label: 'Under offer', of: 'sale', available: false, listed: true },
  sold_stc: { label: 'Sold STC', of: 'sale', available: false, listed: true },
  sold: { label: 'Sold', of: 'sale', available: false, listed: false },
  let_agreed: { label: 'Let agreed', of: 'let', available: false, listed: true },
  let: { label: 'Let', of: 'let', available: false, listed: false },
} as const satisfies Record<string, MarketStatusSpec>;
export type MarketStatus = keyof typeof MARKET_STATUSES;
export const MARKET_STATUS_NAMES = Object.keys(MARKET_STATUSES) as MarketStatus[];

/** The statuses an advert of this kind may be in, in the order an advertiser moves through them; none for a wanted advert or a short stay. */
export function marketStatusesFor(kind: AdvertKind | null, isShortTerm: boolean): MarketStatus[] {
  if (kind !== 'sale' && !(kind === 'let' && !isShortTerm)) return [];
  return MARKET_STATUS_NAMES.filter((status) => {
    const of: MarketStatusSpec['of'] = MARKET_STATUSES[status].of;
    return of === 'both' || of === kind;
  });
}

export const isMarketStatus = (value: unknown): value is MarketStatus => typeof value === 'string' && value in MARKET_STATUSES;
