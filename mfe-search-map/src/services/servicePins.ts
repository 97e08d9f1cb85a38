import { type ServicePin, type ServicePinColumns, type ServicesMap } from '@marketplace/shared';

/** The map answer of a service search, as api/services-map sends it (one list per field). */
export type ServiceMapAnswer = ServicesMap;

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
