import type { MarketStatus } from '@marketplace/shared/src/entities/marketStatus.ts';

const DAY = 86_400_000;

/** A number from 0 to 99 spread evenly over the adverts' positions: the seed's shares are drawn from it, not from its random stream. */
const bucketOf = (index: number, salt = 0): number => (Math.imul(index + salt * 7919, 2654435761) >>> 0) % 100;

/**
 * Where a seeded home stands in its market, in about the shares a UK portal shows: of homes for sale 12%
 * under offer, 18% sold STC and 3% sold (awaiting removal); of long lets 15% let agreed and 3% let. The day
 * it took effect is within the last six weeks and never before the advert was added.
 */
export function seededMarketStatus(
  index: number,
  kind: 'sale' | 'let_long' | 'other',
  created: Date,
  today: Date,
): { market_status: MarketStatus; market_status_on: string | null } {
  const bucket = bucketOf(index);
  const status: MarketStatus =
    kind === 'sale'
      ? bucket < 12
        ? 'under_offer'
        : bucket < 30
          ? 'sold_stc'
          : bucket < 33
            ? 'sold'
            : 'available'
      : kind === 'let_long'
        ? bucket < 15
          ? 'let_agreed'
          : bucket < 18
            ? 'let'
            : 'available'
        : 'available';
  if (status === 'available') return { market_status: status, market_status_on: null };
  const on = Math.max(created.getTime(), today.getTime() - (bucketOf(index, 1) % 42) * DAY);
  return { market_status: status, market_status_on: new Date(on).toISOString().slice(0, 10) };
}

/**
 * Key features a home's description lists beside its rooms, as agents write them, each in a share of
 * homes: what people type into the keyword box ('garden annexe', "walk-in wardrobe").
 */
export function seededKeyFeatures(index: number, home: { house: boolean; residential: boolean }): string[] {
  const bucket = bucketOf(index, 2);
  return [
    home.house && bucket < 6 ? 'Self-contained garden annexe' : null,
    home.residential && bucket >= 10 && bucket < 22 ? 'Walk-in wardrobe in the main bedroom' : null,
    home.residential && bucket >= 30 && bucket < 38 ? 'Open-plan kitchen and family room' : null,
    home.house && bucket >= 50 && bucket < 56 ? 'Detached double garage with workshop' : null,
  ].filter((feature): feature is string => feature !== null);
}
