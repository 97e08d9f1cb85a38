// How a pin or a circle looks, apart from drawing it: the preview draws these before the map library
// loads, and the map's layers (pinLayers) draw the same.
import type { MapCluster, MarketStatus } from '@marketplace/shared';
import { legendEntry, legendKeyOfCategory, type LegendKey } from './legend';
import { groupLegendKey, isReducedPin, pinMarketStatus, priceTagText, type PinGroup } from './pins';

/** A circle's count as it reads on the map: thousands as 1.2k and 12k. */
export function countText(count: number): string {
  if (count < 1000) return String(count);
  return count < 10_000 ? `${(Math.floor(count / 100) / 10).toFixed(1)}k` : `${Math.floor(count / 1000)}k`;
}

/** A circle's legend entry: its one category's, or 'Multiple' when it holds several. */
export function clusterLegendKey(cluster: Pick<MapCluster, 'categories'>): LegendKey {
  const categories = Object.entries(cluster.categories).filter(([, n]) => n > 0);
  return categories.length === 1 ? legendKeyOfCategory(Number(categories[0]![0])) : 'multiple';
}

/** The key of a circle's feature: stable while the same circle is shown. */
export const clusterKey = (cluster: Pick<MapCluster, 'longitude' | 'latitude' | 'count'>) =>
  `cluster|${cluster.longitude}|${cluster.latitude}|${cluster.count}`;

/** How one pin is drawn: its colour, its tag's text (empty for none), whether it is faded as viewed and its tag marked reduced. */
export interface PinLook {
  colour: string;
  tag: string;
  viewed: boolean;
  reduced?: boolean;
  /** A single advert under offer, sold STC or let agreed: its tag carries the ribbon. */
  status?: MarketStatus | null;
}

/** An advert's pin: its legend colour, its price (the count for a merged pin), faded once all it holds were viewed. */
export const advertPinLook =
  (viewed: ReadonlySet<number>) =>
  (group: PinGroup): PinLook => ({
    colour: legendEntry(groupLegendKey(group)).colour,
    tag: priceTagText(group),
    viewed: group.pins.every((p) => viewed.has(p.id)),
    reduced: isReducedPin(group),
    status: pinMarketStatus(group),
  });
