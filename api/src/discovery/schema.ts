import { z } from 'zod';
import {
  PROPERTY_TYPE_GROUPS,
  SORT_OPTIONS,
  type PropertyTypeChild,
  type PropertyTypeGroup,
  type SearchFilters,
  type ServiceSearchFilters,
} from '@marketplace/shared/src/entities/search.ts';
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

/** The place's parts the geocoder gives, which a search sends with its address. */
const PLACE_PARTS = ['line_1', 'line_2', 'street', 'postcode', 'city', 'county', 'country'] as const;

/**
 * The search form's fields (shared's SearchFilters) the API reads as they come, besides those the schema
 * checks: the place's parts, the date picker's range, the chosen types' names, the ad type's and the
 * sort's flags, and the type groups and their children. Listed once: any other key is a 422, whatever
 * its value (a page asked in the body rather than the query among them).
 */
const PASS_THROUGH = [
  ...PLACE_PARTS,
  ...(['date_range', 'property_types'] as const),
  ...(['is_sale', 'is_let', 'is_buy', 'is_rent', 'is_coming_soon'] as const),
  ...Object.values(SORT_OPTIONS),
  ...(Object.keys(PROPERTY_TYPE_GROUPS) as PropertyTypeGroup[]),
  ...Object.values<readonly PropertyTypeChild[]>(PROPERTY_TYPE_GROUPS).flat(),
];

/**
 * A form's keys the API reads as they come, as a set, which compiles only when they and the schema's
 * checked fields cover the whole form (shared's type of it): a new field of the form is checked or
 * passed through, never refused by surprise.
 */
const coveringTheForm =
  <Form, Checked extends PropertyKey>() =>
  <const Keys extends readonly string[]>(
    keys: Keys &
      ([Exclude<keyof Form, Checked | Keys[number]>] extends [never]
        ? unknown
        : { 'neither checked nor passed through': Exclude<keyof Form, Checked | Keys[number]> }),
  ): ReadonlySet<string> =>
    new Set(keys);

/** Refuses every key outside the schema's fields and the form's pass-through keys, whatever its value. */
function onlyKnownKeys(body: object, fields: object, passThrough: ReadonlySet<string>, ctx: z.RefinementCtx): void {
  for (const key of Object.keys(body)) {
    if (!(key in fields) && !passThrough.has(key)) {
      ctx.addIssue({ code: 'custom', path: [key], message: `The ${key.replaceAll('_', ' ')} filter does not exist.` });
    }
  }
}

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
  // The sort as a number (1 newest to 4 highest price), beside the sort flags.
  sort: whole('sort', 1, 4),
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

const PASS_THROUGH_KEYS: ReadonlySet<string> = new Set([
  ...coveringTheForm<SearchFilters, keyof typeof searchFields>()(PASS_THROUGH),
  // A filter the product no longer offers: an old link or saved search goes on without it (shared's RETIRED_FILTERS).
  ...Object.keys(RETIRED_FILTERS),
]);

/** Every key a search body may hold: the checked fields and the form's keys read as sent. */
export const SEARCH_BODY_KEYS: ReadonlySet<string> = new Set([...Object.keys(searchFields), ...PASS_THROUGH_KEYS]);

/**
 * POST api/properties-list and api/properties-map (spec 000 §3, §7). The rest of the form (type groups,
 * sort flags, the place's parts) passes through as sent and reads as checkboxes; any key the form does
 * not have is a 422, so a filter the API does not know is never silently ignored.
 */
export const SearchBody = laravelBody(
  z.looseObject(searchFields).superRefine((body, ctx) => {
    onlyKnownKeys(body, searchFields, PASS_THROUGH_KEYS, ctx);
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

const serviceSearchFields = {
  ...areaFields,
  service_type_occupation_id: whole('service_type_occupation_id', 1, 32_767),
  service_payment_type_id: whole('service_payment_type_id', 1, 32_767),
  sort: whole('sort', 1, 4),
};
/** The service search form's fields read as they come: the place's parts and the sort's flags. */
const SERVICE_PASS_THROUGH_KEYS = coveringTheForm<ServiceSearchFilters, keyof typeof serviceSearchFields>()([
  ...PLACE_PARTS,
  ...Object.values(SORT_OPTIONS),
]);

/** POST api/services-list and api/services-map: the payload is ours to design (spec 000 §7); an unknown key is a 422 as in the property search. */
export const ServiceSearchBody = laravelBody(
  z.looseObject(serviceSearchFields).superRefine((body, ctx) => onlyKnownKeys(body, serviceSearchFields, SERVICE_PASS_THROUGH_KEYS, ctx)),
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
