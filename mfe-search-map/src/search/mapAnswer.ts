import { mapPinFromWire, type MapPin, type MapPinColumns, type MapPinOnTheWire } from '@marketplace/shared';

/** The pins of a map answer (one list per field), each whole again; a field's null is a field left out. */
export function mapPinsFromColumns(columns: Partial<MapPinColumns>): MapPin[] {
  const fields = Object.entries(columns) as Array<[keyof MapPinOnTheWire, unknown[]]>;
  return (columns.id ?? []).map((_, index) => {
    const wire: Record<string, unknown> = {};
    for (const [field, values] of fields) {
      const value = values[index];
      if (value !== null && value !== undefined) wire[field] = value;
    }
    return mapPinFromWire(wire as MapPinOnTheWire);
  });
}
