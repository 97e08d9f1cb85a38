import { z } from 'zod';
import { ADVERT_FORM_FLAGS, MAP_PIN_FLAGS, PROPERTY_DETAIL_COUNTS } from '../entities/advert';
import { AddressAnswer, Day, Instant, MarketStatusAnswer, paginatedAnswer, StoredImageAnswer } from './common';
import { MARKET_STATUS_NAMES, type MarketStatus } from '../entities/marketStatus';

/**
 * The answers of the property search (spec 000 §7): POST api/properties-list (result cards) and
 * POST api/properties-map (pins by field, and circles for a view). Declared once here: mfe-search-map
 * reads their types, the API serialises and checks them.
 */

/** Flag columns of an advert a card carries: publishing's own, then those the owner sets in the form. */
export const CARD_FLAGS = ['is_published', ...ADVERT_FORM_FLAGS] as const;

/** Detail counts and flags a result card shows (spec 000 §2 Results list). */
export const CARD_DETAILS = [
  'bedrooms',
  'single_room',
  'double_room',
  'studio_room',
  'living_room',
  'bath_room',
  'wc',
  'downstairs_wc',
  'front_garden',
  'rear_garden',
  'garden_terrace',
  'parking',
  'parking_spaces',
  'garage',
  'driveway',
  'floors',
] as const;
type CardDetail = (typeof CARD_DETAILS)[number];
type CardCount = Extract<CardDetail, 'bedrooms' | (typeof PROPERTY_DETAIL_COUNTS)[number]>;

const COUNTS = new Set<string>(['bedrooms', ...PROPERTY_DETAIL_COUNTS]);
const fieldsOf = <K extends string, S extends z.ZodType>(keys: readonly K[], schema: (key: K) => S) =>
  Object.fromEntries(keys.map((key) => [key, schema(key)])) as { [P in K]: S };

/** A room's price and rent type: what cards and pins carry of rooms, for the price range. */
export const RoomPriceAnswer = z.strictObject({ price: z.number(), property_rent_type_id: z.number() });

/** A stay's mandatory fees once a stay, per room booked or for the place booked whole (shared's mandatoryFeesText). */
export const StayFeesAnswer = z.strictObject({ cleaning_fee: z.number().nullable(), service_fee: z.number().nullable() });

/** A catalogue entry by id and name ({id, type}, {id, type_detail}). */
const NamedRef = <K extends string>(name: K) =>
  z.strictObject({ id: z.number(), [name]: z.string() } as { id: z.ZodNumber } & Record<K, z.ZodString>);

/** One result card of POST api/properties-list. */
export const AdvertCardAnswer = z.strictObject({
  id: z.number(),
  user_id: z.number(),
  property_title: z.string().nullable(),
  price: z.number().nullable(),
  created_at: Instant,
  /** When the price last fell, if within the last 14 days (the 'Reduced' mark). */
  reduced_at: Instant.nullable(),
  /** Its ribbon ('Sold STC') unless it is available. */
  ...MarketStatusAnswer,
  date_start: Day.nullable(),
  date_end: Day.nullable(),
  tenants_guests: z.number().nullable(),
  property_square_meter: z.number().nullable(),
  epc_rating: z.string().nullable(),
  /** Part A as Rightmove's cards state it: the council tax band and the tenure (MATERIAL_FIELDS). */
  council_tax_band: z.string().nullable(),
  tenure_type: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  property_category_id: z.number(),
  property_category: NamedRef('type'),
  property_type: NamedRef('type').nullable(),
  property_type_details: NamedRef('type_detail').nullable(),
  property_rent_type_id: z.number(),
  property_rent_type: NamedRef('type'),
  pet_friendly_fee: z.number().nullable(),
  address: AddressAnswer,
  /** Null where the advert has no details row. */
  property_details: z.strictObject(
    Object.fromEntries(CARD_DETAILS.map((f) => [f, COUNTS.has(f) ? z.number().nullable() : z.boolean().nullable()])) as {
      [P in CardDetail]: P extends CardCount ? z.ZodNullable<z.ZodNumber> : z.ZodNullable<z.ZodBoolean>;
    },
  ),
  documents_property_images: z.array(StoredImageAnswer),
  property_rooms: z.array(RoomPriceAnswer),
  /** A short stay's mandatory fees; null where it charges none. */
  stay_fees: StayFeesAnswer.nullable(),
  /** With dates searched: a short stay's total for them and the party, every mandatory fee in (shared's stayOffer); else null. */
  stay_total: z.number().nullable(),
  ...fieldsOf(CARD_FLAGS, () => z.boolean()),
});

/** POST api/properties-list: a page of result cards. */
export const SearchListAnswer = paginatedAnswer(AdvertCardAnswer);

/** POST api/properties-list?position_of={id}: the list page that holds an advert. */
export const ListPositionAnswer = z.strictObject({ data: z.strictObject({ id: z.number(), page: z.number() }) });

/** The counts a map pin's popup shows; `garden` is any of front, rear garden or terrace. Zero counts and unset flags are left out. */
export const MapPinDetailsAnswer = z.strictObject({
  bedrooms: z.number().optional(),
  living_room: z.number().optional(),
  bath_room: z.number().optional(),
  downstairs_wc: z.number().optional(),
  parking: z.boolean().optional(),
  parking_spaces: z.number().optional(),
  garden: z.boolean().optional(),
});

/**
 * A map pin's fields: read from the advert row alone, so catalogue names, the address line and the
 * cover photo arrive flat rather than as the detail's nested objects.
 */
const MAP_PIN_FIELDS = {
  id: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  price: z.number(),
  created_at: Instant,
  property_title: z.string(),
  property_category_id: z.number(),
  /** The category's name ('Residential'). */
  category: z.string(),
  property_type_id: z.number(),
  type: z.string(),
  property_type_details_id: z.number(),
  type_detail: z.string(),
  property_rent_type_id: z.number(),
  /** The rent type's name ('Night'). */
  rent_type: z.string(),
  date_start: Day,
  date_end: Day,
  full_address: z.string(),
  ...fieldsOf(MAP_PIN_FLAGS, () => z.boolean()),
  /** file_path of the first photo. */
  image: z.string(),
  /** Each room's price and rent type, for the price range. */
  property_rooms: z.array(RoomPriceAnswer),
  property_details: MapPinDetailsAnswer,
  /** When the price last fell, if within the last 14 days (the 'Reduced' mark). */
  reduced_at: Instant,
  /** A short stay's mandatory fees. */
  stay_fees: StayFeesAnswer,
  /** With dates searched: a short stay's total for them and the party. */
  stay_total: z.number(),
  /** Its ribbon ('Under offer'); left out while it is available. */
  market_status: z.enum(MARKET_STATUS_NAMES as [MarketStatus, ...MarketStatus[]]),
};
type PinFields = typeof MAP_PIN_FIELDS;
/** The fields of a pin every pin has; the rest are left out when null, unset or zero. */
type PinRequired = 'id' | 'created_at' | 'property_category_id';

/**
 * The pins of api/properties-map by field: each field is one list with a value per pin, in the list's
 * order (null where the pin leaves it out). Unique text such as titles and addresses compresses much
 * better this way than as one object per pin (issue 14: 1,000 pins at most 60 kB on the wire).
 */
export const MapPinColumnsAnswer = z.strictObject(
  Object.fromEntries(Object.entries(MAP_PIN_FIELDS).map(([field, schema]) => [field, z.array(schema.nullable())])) as {
    [K in keyof PinFields]: z.ZodArray<z.ZodNullable<PinFields[K]>>;
  },
);

/** [west, south, east, north] in degrees. */
const LngLatBoxAnswer = z.tuple([z.number(), z.number(), z.number(), z.number()]);
const PriceRange = z.tuple([z.number(), z.number()]).nullable();

/**
 * A group of adverts the map draws as one counted circle at low zoom (api/properties-map with `bbox`
 * and `zoom`), as Rightmove and Zoopla show counts by area until you zoom in.
 */
export const MapClusterAnswer = z.strictObject({
  /** Where the circle stands: the mean position of its adverts. */
  longitude: z.number(),
  latitude: z.number(),
  count: z.number(),
  /** The box around its adverts: a click on the circle zooms the map to it. */
  extent: LngLatBoxAnswer,
  /** Its adverts by property_category_id (`{"1": 40, "7": 3}`): one category takes that category's legend colour. */
  categories: z.record(z.string(), z.number()),
  /** Lowest and highest price of its adverts for sale or wanted to buy; null when it has none. */
  sale_price: PriceRange,
  /** Lowest and highest rent per month of its lets and wanted rents priced by the week or month; null when none. */
  monthly_rent: PriceRange,
});

/**
 * api/properties-map asked with `bbox` and `zoom`: the clusters in view, and the single pins by field
 * (`data`, as without a view) where adverts stand few to an area or once zoomed in.
 */
export const MapViewAnswer = z.strictObject({
  data: MapPinColumnsAnswer,
  clusters: z.array(MapClusterAnswer),
  meta: z.strictObject({
    /** The adverts the search matches in all, as the list counts them. */
    total: z.number(),
    /** Of those, the ones in the box asked for. */
    in_view: z.number(),
    /** Single pins sent. */
    shown: z.number(),
    zoom: z.number(),
  }),
});

/** api/properties-map without a view (spec 000 §7): the first MAP_PIN_LIMIT pins in the list's order, and how many match. */
export const MapPinsAnswer = z.strictObject({
  data: MapPinColumnsAnswer,
  meta: z.strictObject({ total: z.number(), shown: z.number(), limit: z.number() }),
});

/** Either answer of POST api/properties-map. */
export const MapAnswer = z.union([MapViewAnswer, MapPinsAnswer]);

export type AdvertCard = z.infer<typeof AdvertCardAnswer>;
export type SearchList = z.infer<typeof SearchListAnswer>;
export type MapPinColumns = z.infer<typeof MapPinColumnsAnswer>;
/** A map pin as api/properties-map sends it: nulls, unset flags and zero counts are left out, so thousands of pins stay small. */
export type MapPinOnTheWire = { [K in PinRequired]: z.infer<PinFields[K]> } & {
  [K in Exclude<keyof PinFields, PinRequired>]?: z.infer<PinFields[K]>;
};
export type MapCluster = z.infer<typeof MapClusterAnswer>;
export type LngLatBox = z.infer<typeof LngLatBoxAnswer>;
export type MapViewAnswer = z.infer<typeof MapViewAnswer>;
