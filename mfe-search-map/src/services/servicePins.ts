import { formatPounds, type ServicePin, type ServicePinColumns } from '@marketplace/shared';
import { legendEntry } from '../map/legend';
import type { PinLook } from '../map/pinLook';
import type { PinGroup } from '../map/pins';

/** Providers stand out from every advert category's colour; merged providers take the legend's 'Multiple'. */
export const PROVIDER_COLOUR = '#6b3fa0';

/** The map answer of a service search, as api/services-map sends it (one list per field). */
export interface ServiceMapAnswer {
  data: Partial<ServicePinColumns>;
  meta: { total: number; shown: number; limit: number };
}

/** The providers' pins of a map answer, each whole again; a field the answer lacks is null. */
export function servicePinsFromColumns(columns: Partial<ServicePinColumns>): ServicePin[] {
  const at = <K extends keyof ServicePin>(field: K, index: number): ServicePin[K] | null => columns[field]?.[index] ?? null;
  return (columns.id ?? []).map((id, i) => ({
    id,
    latitude: at('latitude', i),
    longitude: at('longitude', i),
    service_title: at('service_title', i),
    occupation: at('occupation', i),
    price: at('price', i),
    payment_type: at('payment_type', i),
    city: at('city', i),
    postcode: at('postcode', i),
  }));
}

/** A provider's name on the map: the service's title, else its occupation. */
export const providerTitle = (pin: Pick<ServicePin, 'service_title' | 'occupation'>) => pin.service_title ?? pin.occupation ?? 'Service';

/** A provider's pin: its price on the tag (the count for merged providers); providers have no viewed state. */
export function providerPinLook(group: PinGroup<ServicePin>): PinLook {
  const merged = group.pins.length > 1;
  return {
    colour: merged ? legendEntry('multiple').colour : PROVIDER_COLOUR,
    tag: merged ? String(group.pins.length) : formatPounds(group.pins[0].price),
    viewed: false,
  };
}
