import { advertPrice, type MapPin, type MarketStatus } from '@marketplace/shared';
import { shortPrice } from '../filters/price';
import { legendKeyOf, type LegendKey } from './legend';

/** Pins closer than this are drawn as one pin labelled with the count (spec 000 §9). */
export const MERGE_DISTANCE_MILES = 0.02;
const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_MILES) / 180;

/** [longitude, latitude] */
export type LngLat = [number, number];

/** Great-circle distance in miles (haversine). */
export function haversineMiles([lng1, lat1]: LngLat, [lng2, lat2]: LngLat): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** What any pin needs to stand on the map (an advert's or a service provider's): who it is and where. */
export interface Placed {
  id: number;
  latitude: number | null;
  longitude: number | null;
}

/** Where a pin stands; null when it has no position. */
export function pinPosition(pin: Placed): LngLat | null {
  const lng = Number(pin.longitude);
  const lat = Number(pin.latitude);
  const given = pin.longitude != null && pin.latitude != null;
  return given && Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? [lng, lat] : null;
}

/**
 * The pin in the shape the shared advert rules read: its flat catalogue names as the detail's
 * {id, type} objects, and no rooms as an empty list.
 */
export function pinAsAdvert(pin: MapPin) {
  return {
    ...pin,
    property_category: pin.category ? { id: pin.property_category_id, type: pin.category } : null,
    property_type: pin.property_type_id && pin.type ? { id: pin.property_type_id, type: pin.type } : null,
    property_type_details:
      pin.property_type_details_id && pin.type_detail ? { id: pin.property_type_details_id, type_detail: pin.type_detail } : null,
    property_rent_type: pin.property_rent_type_id && pin.rent_type ? { id: pin.property_rent_type_id, type: pin.rent_type } : null,
    property_rooms: pin.property_rooms ?? [],
  };
}

/** One pin on the map: a single advert (or provider), or several merged because they stand within the merge distance. */
export interface PinGroup<P extends Placed = MapPin> {
  /** Stable while the group holds the same pins. */
  key: string;
  position: LngLat;
  /** Never empty: a group is made with its first pin. */
  pins: [P, ...P[]];
}

/**
 * Merges pins that stand within `miles` of a group's first pin, keeping the order of `pins` (the list's
 * order) inside and across groups. Group anchors are indexed in a grid of cells at least `miles` wide
 * (latitude bands; longitude cells widened for each band's latitude), so a pin is compared only with
 * the anchors of the 3 x 3 cells around it and thousands of pins merge in milliseconds.
 */
export function mergePins<P extends Placed>(pins: readonly P[], miles = MERGE_DISTANCE_MILES): Array<PinGroup<P>> {
  const band = miles / MILES_PER_DEGREE_LATITUDE;
  // A band's cells are as wide as `miles` at its edge nearest the pole (and one band beyond, for neighbours).
  const cellWidth = (row: number) => {
    const poleward = Math.min(90, Math.max(Math.abs(row * band), Math.abs((row + 1) * band)) + band);
    return band / Math.max(Math.cos((poleward * Math.PI) / 180), 1e-6);
  };
  const groups: Array<PinGroup<P>> = [];
  const cells = new Map<string, Array<PinGroup<P>>>();
  const cellOf = (row: number, lng: number) => `${row}:${Math.floor(lng / cellWidth(row))}`;
  for (const pin of pins) {
    const position = pinPosition(pin);
    if (!position) continue;
    const row = Math.floor(position[1] / band);
    let found: PinGroup<P> | undefined;
    search: for (const r of [row, row - 1, row + 1]) {
      const col = Math.floor(position[0] / cellWidth(r));
      for (const c of [col, col - 1, col + 1]) {
        found = cells.get(`${r}:${c}`)?.find((g) => haversineMiles(g.position, position) <= miles);
        if (found) break search;
      }
    }
    if (found) {
      found.pins.push(pin);
      continue;
    }
    const group: PinGroup<P> = { key: '', position, pins: [pin] };
    groups.push(group);
    const key = cellOf(row, position[0]);
    const cell = cells.get(key);
    if (cell) cell.push(group);
    else cells.set(key, [group]);
  }
  for (const g of groups) g.key = g.pins.map((p) => p.id).join('-');
  return groups;
}

/** A merged pin is 'multiple'; a single advert takes its category's colour. */
export function groupLegendKey(group: PinGroup): LegendKey {
  return group.pins.length > 1 ? 'multiple' : legendKeyOf(group.pins[0]);
}

/**
 * The pins to draw: adverts of hidden categories are left out before merging (so a merged pin counts
 * only what is shown), then merged pins go when 'Multiple' is hidden.
 */
export function visibleGroups(pins: readonly MapPin[], hidden: ReadonlySet<LegendKey>, miles = MERGE_DISTANCE_MILES): PinGroup[] {
  const shown = hidden.size ? pins.filter((pin) => !hidden.has(legendKeyOf(pin))) : pins;
  const groups = mergePins(shown, miles);
  return hidden.has('multiple') ? groups.filter((g) => g.pins.length === 1) : groups;
}

/** The tag on a pin: the count for a merged pin, else the advert's price with its period ('£1,200 pcm'). */
export function priceTagText(group: PinGroup): string {
  if (group.pins.length > 1) return String(group.pins.length);
  const [pin] = group.pins;
  // With dates searched, a short stay's tag is its total for them.
  if (typeof pin.stay_total === 'number') return shortPrice({ min: pin.stay_total, max: pin.stay_total, per: null });
  return shortPrice(advertPrice(pinAsAdvert(pin)));
}

/** A single advert whose price fell in the last 14 days (the API sends reduced_at only then): its tag is marked. */
export const isReducedPin = (group: PinGroup): boolean => group.pins.length === 1 && Boolean(group.pins[0].reduced_at);

/** A single advert's market status when it wears a ribbon (the API leaves it out while available); null for a merged pin. */
export const pinMarketStatus = (group: PinGroup): MarketStatus | null => (group.pins.length === 1 ? group.pins[0].market_status : null);

/** Price-tag sizes: the text length thresholds 3, 6, 8, 10 and 12 (spec 000 §2), then anything longer. */
export const PRICE_TAG_THRESHOLDS = [3, 6, 8, 10, 12] as const;
export type PriceTagSize = `tag-${(typeof PRICE_TAG_THRESHOLDS)[number]}` | 'tag-wide';

/** The style class of a tag: the first threshold its text fits in. */
export function priceTagSize(text: string): PriceTagSize {
  const fits = PRICE_TAG_THRESHOLDS.find((limit) => text.length <= limit);
  return fits === undefined ? 'tag-wide' : `tag-${fits}`;
}
