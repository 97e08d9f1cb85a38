import { MAP_PIN_FLAGS, type MapPin, type MapPinDetails } from '../entities/advert';

/**
 * A map pin as api/properties-map sends it: nulls, unset flags and zero counts are left out, so an
 * answer of thousands of pins stays small (issue 14: 1,000 pins at most 60 kB compressed).
 */
export type MapPinOnTheWire = { id: number; created_at: string; property_category_id: number } & Partial<
  Omit<MapPin, 'id' | 'created_at' | 'property_category_id' | 'property_details'>
> & { property_details?: Partial<MapPinDetails> };

/**
 * The pins of api/properties-map by field: each field is one list with a value per pin, in the list's
 * order (null where the pin leaves it out). Unique text such as titles and addresses compresses much
 * better this way than as one object per pin (issue 14: 1,000 pins at most 60 kB on the wire).
 */
export type MapPinColumns = { [K in keyof MapPinOnTheWire]-?: Array<MapPinOnTheWire[K] | null> };

/** The whole pin the browser works with, every field present again (left-out flags unset, counts 0). */
export function mapPinFromWire(wire: MapPinOnTheWire): MapPin {
  const d = wire.property_details;
  return {
    id: wire.id,
    created_at: wire.created_at,
    property_category_id: wire.property_category_id,
    latitude: wire.latitude ?? null,
    longitude: wire.longitude ?? null,
    price: wire.price ?? null,
    property_title: wire.property_title ?? null,
    category: wire.category ?? null,
    property_type_id: wire.property_type_id ?? null,
    type: wire.type ?? null,
    property_type_details_id: wire.property_type_details_id ?? null,
    type_detail: wire.type_detail ?? null,
    property_rent_type_id: wire.property_rent_type_id ?? null,
    rent_type: wire.rent_type ?? null,
    date_start: wire.date_start ?? null,
    date_end: wire.date_end ?? null,
    full_address: wire.full_address ?? null,
    image: wire.image ?? null,
    property_rooms: wire.property_rooms ?? null,
    reduced_at: wire.reduced_at ?? null,
    property_details: d
      ? {
          bedrooms: d.bedrooms ?? 0,
          living_room: d.living_room ?? 0,
          bath_room: d.bath_room ?? 0,
          downstairs_wc: d.downstairs_wc ?? 0,
          parking: d.parking ?? false,
          parking_spaces: d.parking_spaces ?? 0,
          garden: d.garden ?? false,
        }
      : null,
    ...Object.fromEntries(MAP_PIN_FLAGS.map((flag) => [flag, wire[flag] ?? false])),
  } as MapPin;
}

/** [west, south, east, north] in degrees. */
export type LngLatBox = [number, number, number, number];

/**
 * A group of adverts the map draws as one counted circle at low zoom (api/properties-map with `bbox`
 * and `zoom`), as Rightmove and Zoopla show counts by area until you zoom in.
 */
export interface MapCluster {
  /** Where the circle stands: the mean position of its adverts. */
  longitude: number;
  latitude: number;
  count: number;
  /** The box around its adverts: a click on the circle zooms the map to it. */
  extent: LngLatBox;
  /** Its adverts by property_category_id (`{"1": 40, "7": 3}`): one category takes that category's legend colour. */
  categories: Record<string, number>;
  /** Lowest and highest price of its adverts for sale or wanted to buy; null when it has none. */
  sale_price: [number, number] | null;
  /** Lowest and highest rent per month of its lets and wanted rents priced by the week or month; null when none. */
  monthly_rent: [number, number] | null;
}

/**
 * api/properties-map asked with `bbox` and `zoom`: the clusters in view, and the single pins by field
 * (`data`, as without a view) where adverts stand few to an area or once zoomed in.
 */
export interface MapViewAnswer {
  data: Partial<MapPinColumns>;
  clusters: MapCluster[];
  meta: {
    /** The adverts the search matches in all, as the list counts them. */
    total: number;
    /** Of those, the ones in the box asked for. */
    in_view: number;
    /** Single pins sent. */
    shown: number;
    zoom: number;
  };
}
