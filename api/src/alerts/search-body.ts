import { SEARCH_BODY_KEYS, SearchBody } from '../discovery/schema.ts';
import { checkedSequence, migrated, readable } from '../common/versioned.ts';
import { parseSearch, type SearchQuery } from '../discovery/filters.ts';
import { ValidationError } from '../http/errors.ts';
import { firstErrorPerField } from '@marketplace/shared/src/schemas/laravel.ts';
import { polygonText, ringBox, type Box } from '../common/geometry.ts';
import { likeEscape } from '../discovery/search-sql.ts';

/**
 * A saved search's body, versioned as it is stored (saved_searches.body_version) and migrated on read,
 * so a body saved under an older search form still runs as the search reads it today.
 */
export const SAVED_SEARCH_BODY = checkedSequence({
  name: 'saved search body',
  migrations: [
    {
      version: 1,
      why: 'The search refuses a key its form does not have (issue 39), where it used to ignore an unticked one: keys a body saved earlier holds that the form no longer has are dropped, so the saved search still runs instead of matching nothing.',
      up: (body) => Object.fromEntries(Object.entries(body).filter(([key]) => SEARCH_BODY_KEYS.has(key))),
    },
  ],
});

/** A stored body as the search reads it today, from the version it was saved at. */
export const savedSearchBody = (body: Record<string, unknown>, version: number) =>
  readable(SAVED_SEARCH_BODY, version) ? migrated(SAVED_SEARCH_BODY, body, version) : body;

/**
 * A saved search is a stored search body: migrated to today's shape, then read by the search's own schema
 * and parser, so saving, counting and alert matching apply exactly the rules api/properties-list does.
 */
export function storedSearch(body: unknown, version: number): SearchQuery | null {
  // A body a later API saved (before a rollback) is not read as an older shape: it matches nothing meanwhile.
  if (!readable(SAVED_SEARCH_BODY, version)) return null;
  const parsed = SearchBody.safeParse(migrated(SAVED_SEARCH_BODY, body, version));
  return parsed.success ? parseSearch(parsed.data) : null;
}

/** The body of a search being saved, checked as the search checks it; its errors are reported under `search.`. */
export function checkedSearch(body: unknown): SearchQuery {
  const parsed = SearchBody.safeParse(body);
  if (parsed.success) return parseSearch(parsed.data);
  const errors = firstErrorPerField(parsed.error.issues.map((i) => ({ path: ['search', ...i.path.map(String)], message: i.message })));
  throw new ValidationError(errors);
}

/** The box a search's area lies in, so alerting tries only searches whose box holds the advert; null for a search by place name. */
export function areaBox(q: SearchQuery): Box | null {
  const { area } = q;
  switch (area.kind) {
    case 'box':
    case 'circle':
      return area.box;
    case 'polygons': {
      const boxes = area.rings.map(ringBox);
      return [
        Math.min(...boxes.map((b) => b[0])),
        Math.min(...boxes.map((b) => b[1])),
        Math.max(...boxes.map((b) => b[2])),
        Math.max(...boxes.map((b) => b[3])),
      ];
    }
    case 'text':
      return null;
  }
}

/** The `n+` steps of bathrooms and floors: the last, 5, is open-ended (as searchWhere reads them). */
const steps = (n: number | null) => (n === null ? { min: null, max: null } : n >= 5 ? { min: 5, max: null } : { min: n, max: n });

/**
 * A saved search's filters as saved_searches' columns (migration 0103), each read from the parsed
 * search so matching sees exactly what the search does: one set-based statement then tries an advert
 * against every saved search (matching.ts), and alerts.test.ts holds it to the search's own answer.
 */
export function matchColumns(q: SearchQuery) {
  const box = areaBox(q);
  const { area } = q;
  const baths = steps(q.bathrooms);
  const floors = steps(q.floors);
  const required = [...q.features, ...Object.entries(q.triStates).flatMap(([key, v]) => (v === 2 ? [key] : []))];
  const hidden = Object.entries(q.triStates).flatMap(([key, v]) => (v === 1 ? [key] : []));
  return {
    // A rank filter ('Council tax band up to D') has no column here, and whether a short stay is free for the
    // dates needs its bookings: such a search is decided by its own WHERE clause.
    exact_check: Object.keys(q.ranks).length > 0 || q.stay !== null,
    ...(box
      ? { min_lng: box[0], min_lat: box[1], max_lng: box[2], max_lat: box[3] }
      : { min_lng: null, min_lat: null, max_lng: null, max_lat: null }),
    area_kind: area.kind,
    circle_lat: area.kind === 'circle' ? area.lat : null,
    circle_lng: area.kind === 'circle' ? area.lng : null,
    circle_metres: area.kind === 'circle' ? area.metres : null,
    drawn_areas: area.kind === 'polygons' ? `{${area.rings.map((ring) => `"${polygonText(ring)}"`).join(',')}}` : null,
    place_name: area.kind === 'text' ? area.text : null,
    place_pattern: area.kind === 'text' ? likeEscape(area.text) : null,
    for_sale: q.wants.sale,
    for_let: q.wants.let,
    for_buy: q.wants.buy,
    for_rent: q.wants.rent,
    min_price: q.minPrice,
    max_price: q.maxPrice,
    rent_period: q.priceBasis.period,
    min_beds: q.minBeds,
    max_beds: q.maxBeds,
    min_baths: baths.min,
    max_baths: baths.max,
    min_floors: floors.min,
    max_floors: floors.max,
    min_area: q.minSquareMeter,
    max_area: q.maxSquareMeter,
    min_guests: q.guests,
    tenure: q.tenure,
    let_term: q.letTerm,
    // A date alone stands for both ends of the stay.
    stay_start: q.dateStart ?? q.dateEnd,
    stay_end: q.dateEnd ?? q.dateStart,
    rent_type_id: q.rentTypeId,
    coming_soon_only: q.comingSoonOnly,
    reduced_only: q.windows.includes('is_reduced'),
    added_only: q.windows.includes('is_new'),
    required_filters: required,
    hidden_filters: hidden,
    type_ids: q.types?.typeIds ?? null,
    detail_ids: q.types?.detailIds ?? null,
    category_ids: q.types?.categoryIds ?? null,
    room_type_ids: q.types?.roomTypeIds ?? null,
    keywords: q.keywords,
  };
}
