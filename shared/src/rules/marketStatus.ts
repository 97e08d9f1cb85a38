import { MARKET_STATUSES, marketStatusesFor, type MarketStatus } from '../entities/marketStatus';
import type { AdvertKind } from '../entities/advertGroups';
import { formatDate } from './dates';

/** What an advert carries of its market status (cards, pins, the advert, the dashboard's listings). */
export interface MarketStatusOf {
  // Any text: a status this build does not know wears no ribbon.
  market_status?: string | null;
  /** 'YYYY-MM-DD': the day the status took effect. */
  market_status_on?: string | null;
}

const known = (status: unknown): MarketStatus | null =>
  typeof status === 'string' && status in MARKET_STATUSES ? (status as MarketStatus) : null;

/** The ribbon an advert wears ('Sold STC'); null for one on the market. */
export function marketStatusRibbon(advert: MarketStatusOf): string | null {
  const status = known(advert.market_status);
  return status && status !== 'available' ? MARKET_STATUSES[status].label : null;
}

/** 'Under offer since 03/03/2026', 'Sold on 21/04/2026'; null for one on the market. */
export function marketStatusLine(advert: MarketStatusOf): string | null {
  const status = known(advert.market_status);
  const ribbon = marketStatusRibbon(advert);
  if (!status || !ribbon) return null;
  const day = formatDate(advert.market_status_on);
  if (!day) return ribbon;
  // An offer stands until it completes or falls through; a sale or let that completed happened on its day.
  return `${ribbon} ${MARKET_STATUSES[status].listed ? 'since' : 'on'} ${day}`;
}

const MARKET_STATUS_MESSAGES = {
  dateRequired: 'The date is required: the day the status took effect.',
  dateAhead: 'The date must be today or before.',
} as const;

export interface MarketStatusChange {
  kind: AdvertKind | null;
  isShortTerm: boolean;
  status: MarketStatus;
  /** 'YYYY-MM-DD', or null. */
  on: string | null | undefined;
  /** 'YYYY-MM-DD' of today, where the change is made. */
  today: string;
}

/**
 * What is wrong with a market status for an advert, by field (`market_status`, `market_status_on`): a
 * status of the other side ('Let agreed' on a sale) or of an advert that has none (a wanted home, a short
 * stay), and a status but 'Available' without its day or with a day still to come.
 */
export function marketStatusProblems(change: MarketStatusChange): Partial<Record<'market_status' | 'market_status_on', string>> {
  const { status, on } = change;
  if (status === 'available') return {};
  if (!marketStatusesFor(change.kind, change.isShortTerm).includes(status)) {
    return { market_status: `${MARKET_STATUSES[status].label} does not apply to this kind of advert.` };
  }
  if (!on) return { market_status_on: MARKET_STATUS_MESSAGES.dateRequired };
  if (on > change.today) return { market_status_on: MARKET_STATUS_MESSAGES.dateAhead };
  return {};
}

/** Whether a change of status puts the home back within people's reach (an offer fell through): alerts announce it again. */
export const backOnTheMarket = (before: MarketStatus, after: MarketStatus): boolean => before !== 'available' && after === 'available';

const UK_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });
/** 'YYYY-MM-DD' of the day it is in the UK, where the homes are: the latest day a status may take effect. */
export const ukToday = (now: Date = new Date()): string => UK_DAY.format(now);
