import { MAP_PIN_FLAGS, type MapPin } from '../entities/advert';
import type { MapPinOnTheWire } from '../answers/search';

export type { MapPinOnTheWire, MapPinColumns, MapCluster, LngLatBox, MapViewAnswer } from '../answers/search';

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
    stay_fees: wire.stay_fees ?? null,
    stay_total: wire.stay_total ?? null,
    market_status: wire.market_status ?? null,
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
