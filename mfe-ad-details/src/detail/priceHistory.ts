import { formatDate, formatPounds, type PriceChange } from '@marketplace/shared';

/** 'Reduced on 12/11/2026 from £450,000', 'Increased on 12/11/2026 from £425,000'. */
export function priceChangeLine(change: PriceChange): string {
  const how = Number(change.new_price) < Number(change.old_price) ? 'Reduced' : 'Increased';
  return `${how} on ${formatDate(change.changed_at)} from ${formatPounds(Number(change.old_price))}`;
}

/** The price history newest first, as the advert page lists it under the price. */
export const priceHistoryLines = (history: readonly PriceChange[] | undefined): string[] =>
  [...(history ?? [])].reverse().map(priceChangeLine);
