import { z } from 'zod';
import { PROPERTY_TYPE_GROUPS, SORT_OPTIONS } from '@marketplace/shared/src/entities/search.ts';
import {
  FEATURE_FILTERS,
  INCLUDE_FILTERS,
  RANK_FILTERS,
  RETIRED_FILTERS,
  SEARCH_FILTER_FIELDS,
  TRI_STATE_FILTERS,
  WINDOW_FILTERS,
  WORDS_FILTERS,
  type FeatureFilter,
  type IncludeFilter,
  type RankFilter,
  type TriStateFilter,
  type WindowFilter,
  type WordsFilter,
} from '@marketplace/shared/src/entities/searchFilters.ts';
import {
  attribute,
  dashDay,
  isTicked,
  laravelBody,
  numberField,
  optionalId,
  optionalText,
  requiredText,
} from '@marketplace/shared/src/schemas/laravel.ts';
import type { Errors } from '../http/errors.ts';
import { parseBox, parsePolygons } from '../common/geometry.ts';

/** A search's whole numbers: '5+' is how the form labels a last option. */
const whole = (field: string, min: number, max: number) => numberField(field, { min, max, integer: true, plus: true });

/** A ticked filter: what a checkbox sends (Laravel's `boolean` rule, and 'on' and 'true' as forms send them), or absent. */
const TICKS = new Set<unknown>([true, false, 1, 0, '1', '0', 'true', 'false', 'on', '', null]);
const tick = (field: string) =>
  z
    .unknown()
    .refine((value) => TICKS.has(value), { error: `The ${field.replaceAll('_', ' ')} field must be true or false.` })
    .optional();

/**
 * The fields of the search form (shared's SearchFilters) besides those the schema checks: the place's
 * parts, the ad type's flags, sort flags, type groups and their children. A ticked key outside them is
 * a filter the search does not know, refused rather than ignored.
 */
const SEARCH_FORM_KEYS = new Set<string>([
  ...['line_1', 'line_2', 'street', 'postcode', 'city', 'county', 'country', 'date_range', 'property_types'],
  ...['is_sale', 'is_let', 'is_buy', 'is_rent', 'is_coming_soon', 'sort'],
  ...Object.values(SORT_OPTIONS),
  ...Object.keys(PROPERTY_TYPE_GROUPS),
  ...Object.values<readonly string[]>(PROPERTY_TYPE_GROUPS).flat(),
  // A filter the product no longer offers: an old link or saved search goes on without it (shared's RETIRED_FILTERS).
  ...Object.keys(RETIRED_FILTERS),
]);

/** A field read by a geometry parser, whose messages become the field's own. */
function geometryField<T>(parse: (raw: unknown, errors: Errors) => T) {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx) => {
      const errors: Errors = {};
      const value = parse(raw, errors);
      for (const message of Object.values(errors).flat()) ctx.addIssue({ code: 'custom', message });
      return value;
    });
}

/** Where to search, for properties and services alike: drawn areas, the geocoder's box, a point and radius, the address. */
const areaFields = {
  address: requiredText('address', { max: 255 }),
  drawbboxs: geometryField((raw, errors) => parsePolygons(raw, errors)),
  boundary_box: geometryField((raw, errors) => parseBox(raw, errors)),
  latitude: numberField('latitude', { min: -90, max: 90 }),
  longitude: numberField('longitude', { min: -180, max: 180 }),
  radius: numberField('radius', { min: 0, max: 200 }),
  min_price: numberField('min_price', { min: 0, max: 1e10 }),
  max_price: numberField('max_price', { min: 0, max: 1e10 }),
};

/** Property category ids (1 Residential to 7 Room) as a list or comma-separated text; [] when absent. */
const categoryIds = (field: string) =>
  z
    .unknown()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === null || raw === '') return [];
      const list: unknown = typeof raw === 'string' ? raw.split(',') : raw;
      const ids = Array.isArray(list) ? list.map((v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v)) : [null];
      const valid =
        ids.length <= 7 && ids.every((id): id is number => typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= 7);
      if (!valid) ctx.addIssue({ code: 'custom', message: `The ${attribute(field)} field must be a list of property category ids.` });
      return valid ? ids : [];
    });

/**
 * What the map shows, beside the search on api/properties-map: the box in view and the zoom (both
 * or neither), the legend's hidden categories and whether its merged pins and circles ('Multiple')
 * are hidden, and the advert opened on the page. The list reads none of them.
 */
const mapViewFields = {
  bbox: geometryField((raw, errors) => parseBox(raw, errors, 'bbox')),
  zoom: numberField('zoom', { min: 0, max: 24 }),
  hidden_categories: categoryIds('hidden_categories'),
  hide_multiple: tick('hide_multiple'),
  selected_id: optionalId('selected_id'),
};

/** One value of a rank filter's order ('D' of the council tax bands), or none. */
const rank = (key: RankFilter) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .enum(SEARCH_FILTER_FIELDS[key].order as unknown as [string, ...string[]], {
        error: `The selected ${key.replaceAll('_', ' ')} is invalid.`,
      })
      .optional(),
  );

/** Typed words ('Keywords'), at most the filter's longest. */
const words = (key: WordsFilter) => optionalText(key, { max: SEARCH_FILTER_FIELDS[key].maxLength });

/** The search form's fields this schema checks (spec 000 §3), the filters from shared's schema among them. */
const searchFields = {
  ...areaFields,
  ...mapViewFields,
  ad_type: numberField('ad_type', { min: 1, max: 6, integer: true, plus: true, required: true }),
  min_beds: whole('min_beds', 0, 11),
  max_beds: whole('max_beds', 0, 11),
  min_square_meter: numberField('min_square_meter', { min: 0, max: 1e9 }),
  max_square_meter: numberField('max_square_meter', { min: 0, max: 1e9 }),
  property_rent_type_id: whole('property_rent_type_id', 1, 6),
  // What a let's min_price and max_price are per: 4 week or 5 month (rules/priceBasis).
  price_rent_type_id: whole('price_rent_type_id', 4, 5),
  guests: whole('guests', 0, 20),
  tenure: whole('tenure', 1, 3),
  bathrooms: whole('bathrooms', 0, 5),
  floors: whole('floors', 0, 5),
  is_long_short_term: whole('is_long_short_term', 1, 3),
  date_start: dashDay('date_start'),
  date_end: dashDay('date_end'),
  ...(Object.fromEntries(WINDOW_FILTERS.map((key) => [key, tick(key)])) as Record<WindowFilter, ReturnType<typeof tick>>),
  ...(Object.fromEntries(TRI_STATE_FILTERS.map((key) => [key, whole(key, 1, 3)])) as Record<TriStateFilter, ReturnType<typeof whole>>),
  ...(Object.fromEntries(FEATURE_FILTERS.map((key) => [key, tick(key)])) as Record<FeatureFilter, ReturnType<typeof tick>>),
  ...(Object.fromEntries(RANK_FILTERS.map((key) => [key, rank(key)])) as Record<RankFilter, ReturnType<typeof rank>>),
  // Absent is on: a search saved before these filters, or sent without them, keeps every home it found.
  ...(Object.fromEntries(INCLUDE_FILTERS.map((key) => [key, tick(key)])) as Record<IncludeFilter, ReturnType<typeof tick>>),
  ...(Object.fromEntries(WORDS_FILTERS.map((key) => [key, words(key)])) as Record<WordsFilter, ReturnType<typeof words>>),
};

/**
 * POST api/properties-list and api/properties-map (spec 000 §3, §7). The rest of the form (type groups,
 * sort flags, the place's parts) passes through as sent and reads as checkboxes; a ticked field the form
 * does not have is a 422, so a filter the API does not know is never silently ignored.
 */
export const SearchBody = laravelBody(
  z.looseObject(searchFields).superRefine((body, ctx) => {
    for (const [key, value] of Object.entries(body)) {
      if (!(key in searchFields) && !SEARCH_FORM_KEYS.has(key) && isTicked(value)) {
        ctx.addIssue({ code: 'custom', path: [key], message: `The ${key.replaceAll('_', ' ')} filter does not exist.` });
      }
    }
    // Laravel's required_with: a view is a box and a zoom.
    if (body.bbox && body.zoom === undefined)
      ctx.addIssue({ code: 'custom', path: ['zoom'], message: 'The zoom field is required when bbox is present.' });
    if (body.zoom !== undefined && !body.bbox)
      ctx.addIssue({ code: 'custom', path: ['bbox'], message: 'The bbox field is required when zoom is present.' });
    if (body.date_start && body.date_end && body.date_end < body.date_start) {
      ctx.addIssue({ code: 'custom', path: ['date_end'], message: 'The date end field must be a date after or equal to date start.' });
    }
  }),
);
export type SearchInput = z.output<typeof SearchBody>;

/** POST api/services-list and api/services-map: the payload is ours to design (spec 000 §7). */
export const ServiceSearchBody = laravelBody(
  z.looseObject({
    ...areaFields,
    service_type_occupation_id: whole('service_type_occupation_id', 1, 32_767),
    service_payment_type_id: whole('service_payment_type_id', 1, 32_767),
  }),
);
export type ServiceSearchInput = z.output<typeof ServiceSearchBody>;

/** ?page=N of a list; anything unusable is page 1, as Laravel's paginator reads it. */
export const PageQuery = z.looseObject({
  page: z
    .unknown()
    .optional()
    .transform((raw) => {
      const n = typeof raw === 'string' && /^\d{1,7}$/.test(raw) ? Number(raw) : 1;
      return n >= 1 ? n : 1;
    }),
  /** An advert's id: the answer is the list page that holds it (a popup of an advert beyond the map's pins). */
  position_of: numberField('position_of', { min: 1, max: 2_147_483_647, integer: true }),
});
