/**
 * Route ids are parsed as integers, null when the segment is not a number (spec: /ad-details/{id}).
 * Like the original parseInt, leading digits count ('12-flat-in-leeds' is 12), anything else is null.
 */
export function parseRouteId(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const id = Number.parseInt(raw, 10);
  return Number.isNaN(id) ? null : id;
}

/** The optional id of an editor route: absent or not a number means "create a new one". */
export function optionalRouteId(raw: string | undefined): number | undefined {
  return parseRouteId(raw) ?? undefined;
}
