import type { MapPinColumns, MapPinOnTheWire } from '@marketplace/shared/src/rules/mapPin.ts';

/** The pins of a map answer one by one, as the browser's reader makes them: a field's null is left out. */
export function pinsOf(columns: Partial<MapPinColumns>): MapPinOnTheWire[] {
  const fields = Object.entries(columns) as Array<[string, unknown[]]>;
  return (columns.id ?? []).map(
    (_, i) =>
      Object.fromEntries(fields.filter(([, values]) => values[i] !== null).map(([field, values]) => [field, values[i]])) as MapPinOnTheWire,
  );
}
