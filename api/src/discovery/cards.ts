import { sql } from 'kysely';
import { MAP_PIN_FLAGS } from '@marketplace/shared/src/entities/advert.ts';
import { CARD_DETAILS, CARD_FLAGS, type AdvertCard, type MapPinColumns } from '@marketplace/shared/src/answers/search.ts';
import type { Database } from '../db/index.ts';
import type { StayNights } from './filters.ts';
import { stayOffers } from './stays.ts';
import { REDUCED_AT } from './search-sql.ts';
import { PROPERTY_CATEGORIES, PROPERTY_TYPE_DETAILS, PROPERTY_TYPES, RENT_TYPES } from '../db/catalogue.ts';

/** Catalogue names by id, read from the fixed catalogue instead of joined: fewer joins plan and run faster. */
const nameOf = <T extends { id: number }>(list: readonly T[], pick: (x: T) => string) => {
  const byId = new Map(list.map((x) => [x.id, pick(x)]));
  return (id: unknown) => (typeof id === 'number' ? (byId.get(id) ?? null) : null);
};
export const categoryName = nameOf(PROPERTY_CATEGORIES, (c) => c.type);
export const typeName = nameOf(PROPERTY_TYPES, (t) => t.type);
export const typeDetailName = nameOf(PROPERTY_TYPE_DETAILS, (d) => d.detail);
export const rentTypeName = nameOf(RENT_TYPES, (r) => r.type);

/** The same lookups inside SQL: a constant array indexed by the id (ids are dense from 1). */
const sqlNames = (names: ReadonlyArray<{ id: number; name: string }>, column: string) => {
  if (names.some((n, i) => n.id !== i + 1)) throw new Error('catalogue ids must run 1, 2, 3...');
  return sql.raw(`(array[${names.map((n) => `'${n.name.replace(/'/g, "''")}'`).join(',')}]::text[])[${column}]`);
};

const CARD_IMAGES = 6;

/** The result cards of the given adverts, in the order of `ids`; with dates searched, each short stay's total for them. */
export async function loadCards(db: Database, ids: number[], stay: StayNights | null = null, now = new Date()): Promise<AdvertCard[]> {
  if (ids.length === 0) return [];
  const [{ rows }, offers] = await Promise.all([cardsQuery(ids).execute(db), stay ? stayOffers(db, ids, stay, now) : null]);
  const byId = new Map(rows.map((r) => [r.id as number, toCard(r, offers?.get(r.id as number)?.quote.total ?? null)]));
  return ids.map((id) => byId.get(id)).filter((c): c is AdvertCard => Boolean(c));
}

export function cardsQuery(ids: number[]) {
  const flagCols = sql.join(CARD_FLAGS.map((f) => sql.ref(`p.${f}`)));
  const detailCols = sql.join(CARD_DETAILS.map((f) => sql`${sql.ref(`d.${f}`)} as ${sql.ref(`d_${f}`)}`));
  return sql<Record<string, unknown>>`
    select p.id, p.user_id, p.property_title, p.price, p.created_at, ${REDUCED_AT}, p.market_status, p.market_status_on::text as market_status_on,
      p.date_start::text as date_start, p.date_end::text as date_end, p.tenants_guests,
      p.property_square_meter, p.epc_rating, p.council_tax_band, p.tenure_type, p.property_category_id, p.property_type_id, p.property_type_details_id,
      p.property_rent_type_id, p.pet_friendly_fee, p.latitude, p.longitude, p.room_prices, p.stay_fees, ${flagCols},
      a.id as a_id, a.line_1 as a_line_1, a.street as a_street, a.city as a_city, a.county as a_county,
      a.postcode as a_postcode, a.full_address as a_full_address, ${detailCols},
      (select coalesce(json_agg(json_build_object('file_path', i.file_path) order by i.position), '[]'::json)
         from (select file_path, position from property_images where property_id = p.id order by position limit ${CARD_IMAGES}) i) as images
    from properties p
    join addresses a on a.id = p.address_id
    left join property_details d on d.property_id = p.id
    where p.id in (${sql.join(ids.map((id) => sql.lit(id)))})`;
}

/** A card from its row; the row's types are SQL's, which the answer's check holds to the contract. */
function toCard(r: Record<string, unknown>, stayTotal: number | null): AdvertCard {
  const card = {
    id: r.id as number,
    user_id: r.user_id,
    property_title: r.property_title,
    price: r.price,
    created_at: r.created_at,
    reduced_at: r.reduced_at,
    market_status: r.market_status,
    market_status_on: r.market_status_on,
    date_start: r.date_start,
    date_end: r.date_end,
    tenants_guests: r.tenants_guests,
    property_square_meter: r.property_square_meter,
    epc_rating: r.epc_rating,
    council_tax_band: r.council_tax_band,
    tenure_type: r.tenure_type,
    latitude: r.latitude,
    longitude: r.longitude,
    property_category_id: r.property_category_id,
    property_category: { id: r.property_category_id, type: categoryName(r.property_category_id) },
    property_type: r.property_type_id ? { id: r.property_type_id, type: typeName(r.property_type_id) } : null,
    property_type_details: r.property_type_details_id
      ? { id: r.property_type_details_id, type_detail: typeDetailName(r.property_type_details_id) }
      : null,
    property_rent_type_id: r.property_rent_type_id,
    property_rent_type: { id: r.property_rent_type_id, type: rentTypeName(r.property_rent_type_id) },
    pet_friendly_fee: r.pet_friendly_fee,
    address: {
      id: r.a_id,
      line_1: r.a_line_1,
      street: r.a_street,
      city: r.a_city,
      county: r.a_county,
      postcode: r.a_postcode,
      full_address: r.a_full_address,
      latitude: r.latitude,
      longitude: r.longitude,
    },
    property_details: Object.fromEntries(CARD_DETAILS.map((f) => [f, r[`d_${f}`]])),
    documents_property_images: r.images,
    // Each room's price and rent type: what the card's price range is made of.
    property_rooms: r.room_prices ?? [],
    stay_fees: r.stay_fees ?? null,
    stay_total: stayTotal,
    ...Object.fromEntries(CARD_FLAGS.map((f) => [f, r[f]])),
  };
  return card as AdvertCard;
}

/** The fields of PIN_COLUMNS by name, in order: the lists of the map answer. */
export const PIN_FIELDS = [
  'id',
  'latitude',
  'longitude',
  'price',
  'created_at',
  'property_title',
  'property_category_id',
  'category',
  'property_type_id',
  'type',
  'property_type_details_id',
  'type_detail',
  'property_rent_type_id',
  'rent_type',
  'date_start',
  'date_end',
  'full_address',
  ...MAP_PIN_FLAGS,
  'image',
  'property_rooms',
  'property_details',
  'reduced_at',
  'stay_fees',
  'stay_total',
  'market_status',
] as const satisfies ReadonlyArray<keyof MapPinColumns>;

/**
 * The columns of a map pin: everything the popup shows, read from the advert row alone (the address
 * line, cover image, room prices and detail counts are kept on it by triggers), so thousands of pins
 * need no join. Catalogue names come from constant arrays. Unset flags and zero counts are null here
 * and left out of the answer with the other nulls (shared's MapPinOnTheWire), which keeps 5,000 pins small.
 */
export const PIN_COLUMNS = sql`
  p.id, round(p.latitude::numeric, 5) as latitude, round(p.longitude::numeric, 5) as longitude, p.price, p.created_at, p.property_title,
  p.property_category_id, ${sqlNames(
    PROPERTY_CATEGORIES.map((c) => ({ id: c.id, name: c.type })),
    'p.property_category_id',
  )} as category,
  p.property_type_id, ${sqlNames(
    PROPERTY_TYPES.map((t) => ({ id: t.id, name: t.type })),
    'p.property_type_id',
  )} as type,
  p.property_type_details_id, ${sqlNames(
    PROPERTY_TYPE_DETAILS.map((d) => ({ id: d.id, name: d.detail })),
    'p.property_type_details_id',
  )} as type_detail,
  p.property_rent_type_id, ${sqlNames(
    RENT_TYPES.map((r) => ({ id: r.id, name: r.type })),
    'p.property_rent_type_id',
  )} as rent_type,
  p.date_start, p.date_end, p.full_address,
  ${sql.join(MAP_PIN_FLAGS.map((f) => sql`nullif(${sql.ref(`p.${f}`)}, false) as ${sql.ref(f)}`))},
  p.cover_image as image, p.room_prices as property_rooms,
  (select json_object_agg(c.key, c.value) from json_each(p.card_details) c where c.value::text not in ('0', 'false', 'null'))
    as property_details, ${REDUCED_AT}, p.stay_fees, null::numeric as stay_total, nullif(p.market_status, 'available') as market_status`;
