import { sql } from 'kysely';
import {
  AdvertBody,
  MarketStatusBody,
  DETAIL_FLAG_FIELDS,
  ROOM_FLAG_FIELDS,
  type AdvertInput,
  type RoomInput,
} from '@marketplace/shared/src/schemas/supply.ts';
import { ADVERT_FORM_FLAGS, INVESTMENT_FIELDS, PROPERTY_DETAIL_COUNTS } from '@marketplace/shared/src/entities/advert.ts';
import { advertKindOf } from '@marketplace/shared/src/entities/advertGroups.ts';
import { MATERIAL_FIELD_NAMES, type MaterialField, type Nation } from '@marketplace/shared/src/entities/materialInformation.ts';
import {
  cheapestTenancy,
  isLetByRooms,
  nationOfContext,
  isHomeLet,
  publishProblems,
  type MaterialAdvert,
} from '@marketplace/shared/src/rules/materialInformation.ts';
import { agencyLetProblems } from '@marketplace/shared/src/rules/agency.ts';
import { agencyOf } from '../common/agency.ts';
import { areaContext } from '../geocoding/gazetteer.ts';

type AdvertFormFlag = (typeof ADVERT_FORM_FLAGS)[number];
import { ROOM_BED_FIELDS } from '@marketplace/shared/src/entities/room.ts';
import { OwnAdvertDetailAnswer, type OwnAdvert } from '@marketplace/shared/src/answers/advert.ts';
import { ListingDeletedAnswer, MarketStatusChangedAnswer, PublishedAnswer } from '@marketplace/shared/src/answers/supply.ts';
import type { MarketStatus } from '@marketplace/shared/src/entities/marketStatus.ts';
import { backOnTheMarket, marketStatusProblems, ukToday } from '@marketplace/shared/src/rules/marketStatus.ts';
import type { AppContext } from '../context.ts';
import { requireVerified, type SignedInApp } from '../auth/index.ts';
import type { Database } from '../db/index.ts';
import { HttpError, ValidationError } from '../http/errors.ts';
import { loadAdvert } from '../discovery/advert.ts';
import { sanitizeDescription } from '../common/sanitize.ts';
import { registerServiceRoutes } from './services.ts';
import { registerImageRoutes } from './images.ts';
import { recordPriceChange } from '../alerts/deliver.ts';
import { alertQueueRunner, queueAlert } from '../alerts/queue.ts';
import {
  AdParams as AdvertParams,
  addressColumns,
  claimVersion,
  deleteListingAddresses,
  ownContact,
  requireVersion,
  withdrawnForBookings,
  writeContact,
  type Trx,
} from './common.ts';
import { EFFECTIVE_STATUS } from '../common/booking.ts';
import { roomLabel } from '@marketplace/shared/src/rules/booking.ts';

export const ADVERT_NOT_FOUND = 'ad_does_not_exist';
export const NOT_YOUR_ADVERT = 'This advert is not yours.';
export const ADVERT_DELETED = 'Advert deleted.';
export const ADVERT_WITHDRAWN =
  'This advert has bookings, so it was withdrawn rather than deleted: it is off the search and takes no new bookings, and the people who booked keep their bookings.';
export const STALE_ADVERT =
  'This advert was changed in another window, or by someone else, after you opened it. Reload it to see what was saved, or compare it with yours first.';

const pick = <K extends string>(keys: readonly K[], from: Partial<Record<K, unknown>>) =>
  Object.fromEntries(keys.filter((k) => from[k] !== undefined).map((k) => [k, from[k]])) as Partial<Record<K, never>>;

/** The catalogue ids must exist and belong together (a type of the chosen category, a detail of that type). */
async function checkCatalogue(db: Database, advert: AdvertInput): Promise<void> {
  const errors: Record<string, string[]> = {};
  const category = await db.selectFrom('property_categories').select('id').where('id', '=', advert.property_category_id).executeTakeFirst();
  if (!category) errors.property_category_id = ['The selected property category id is invalid.'];
  if (advert.property_type_id !== undefined) {
    const type = await db
      .selectFrom('property_types')
      .select('id')
      .where('id', '=', advert.property_type_id)
      .where('property_category_id', '=', advert.property_category_id)
      .executeTakeFirst();
    if (!type) errors.property_type_id = ['The selected property type id is invalid.'];
  }
  if (advert.property_type_details_id !== undefined) {
    const detail = await db
      .selectFrom('property_type_details')
      .select('id')
      .where('id', '=', advert.property_type_details_id)
      .$if(advert.property_type_id !== undefined, (q) => q.where('property_type_id', '=', advert.property_type_id ?? 0))
      .executeTakeFirst();
    if (!detail) errors.property_type_details_id = ['The selected property type details id is invalid.'];
  }
  const policies = advert.policies;
  if (policies) {
    // A catalogue id that does not exist is the owner's mistake (422), not a broken foreign key (5xx).
    const [instructions, rules] = await Promise.all(
      (['instruction_types', 'cancellation_rules'] as const).map(async (table) =>
        (await db.selectFrom(table).select('id').execute()).map((r) => r.id),
      ),
    );
    const known: Array<[keyof typeof policies, number[] | undefined]> = [
      ['check_in_instructions_id', instructions],
      ['check_out_instructions_id', instructions],
      ['cancellation_rule_id', rules],
      ['cancellation_late_rule_id', rules],
    ];
    for (const [field, ids] of known) {
      const chosen = policies[field];
      if (typeof chosen === 'number' && !ids?.includes(chosen)) {
        errors[`policies.${field}`] = [`The selected ${field.replace(/_/g, ' ')} is invalid.`];
      }
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** The UK nation the advert's address is in, by the gazetteer (its district, else its nation's box); null abroad. */
function nationOf(address: AdvertInput['address']): Nation | null {
  if (address.country !== 'United Kingdom') return null;
  return nationOfContext(areaContext('gb', [address.longitude, address.latitude]));
}

/** What shared's material rules read of an advert as stored: its row and its rooms' rents. */
function materialAdvertOf(
  row: Pick<AdvertInput, 'property_category_id' | 'is_short_term' | 'is_shared_ownership' | 'price'> & {
    kind: MaterialAdvert['kind'];
    nation: Nation | null;
    rentTypeId: number | null;
    values: MaterialAdvert['values'];
  },
  rooms: ReadonlyArray<{ price: number | string; property_rent_type_id: number }>,
): MaterialAdvert {
  return {
    kind: row.kind,
    isShortTerm: Boolean(row.is_short_term),
    categoryId: row.property_category_id,
    nation: row.nation,
    isSharedOwnership: Boolean(row.is_shared_ownership),
    price: row.price === null ? null : Number(row.price),
    rentTypeId: row.rentTypeId,
    values: row.values,
    rooms: rooms.map((room) => ({ price: Number(room.price), rentTypeId: room.property_rent_type_id })),
  };
}

/**
 * The price a let by its rooms is searched and carded by: its cheapest room's rent and what it is per (each
 * room states its own; shared's cheapestTenancy). Any other advert keeps the price it states.
 */
function statedPrice(advert: AdvertInput, nation: Nation | null): { price: number; property_rent_type_id: number } {
  const own = { price: advert.price, property_rent_type_id: advert.property_rent_type_id ?? 1 };
  const material = materialAdvertOf(
    { ...advert, kind: advertKindOf(advert), nation, rentTypeId: own.property_rent_type_id, values: {} },
    advert.rooms ?? [],
  );
  const cheapest = isLetByRooms(material) ? cheapestTenancy(material) : null;
  return cheapest?.price && cheapest.rentTypeId ? { price: cheapest.price, property_rent_type_id: cheapest.rentTypeId } : own;
}

function advertColumns(advert: AdvertInput) {
  const material = Object.fromEntries(MATERIAL_FIELD_NAMES.map((key) => [key, advert[key] ?? null])) as Record<MaterialField, never>;
  const nation = nationOf(advert.address);
  return {
    ...material,
    nation,
    property_category_id: advert.property_category_id,
    property_type_id: advert.property_type_id ?? null,
    property_type_details_id: advert.property_type_details_id ?? null,
    property_title: advert.property_title,
    // Stored clean so every reader, not only the detail page, gets safe HTML.
    property_description: sanitizeDescription(advert.property_description ?? ''),
    ...statedPrice(advert, nation),
    date_start: advert.date_start ?? null,
    date_end: advert.date_end ?? null,
    tenants_guests: advert.tenants_guests ?? 0,
    property_square_meter: advert.property_square_meter ?? null,
    pet_friendly_fee: advert.is_pet_friendly && advert.pet_friendly_paid ? (advert.pet_friendly_fee ?? null) : null,
    ...(Object.fromEntries(ADVERT_FORM_FLAGS.map((flag) => [flag, advert[flag]])) as Record<AdvertFormFlag, boolean>),
    pet_friendly_paid: advert.is_pet_friendly && advert.pet_friendly_paid,
    // The search's Freehold and Leasehold read the tenure a sale states.
    ...(advert.tenure_type !== undefined && { is_freehold: advert.tenure_type !== 'leasehold' }),
    // Who may book instantly is asked only with Instant Book (a short stay's, as its group says).
    instant_book_trusted_only: advert.is_instant_book && advert.instant_book_trusted_only,
    // A form that does not send the market status leaves it as it is.
    ...(advert.market_status !== undefined && marketStatusColumns(advert.market_status, advert.market_status_on)),
  };
}

/** The status and its day; a home back on the market has none. */
const marketStatusColumns = (status: MarketStatus, on: string | undefined) => ({
  market_status: status,
  market_status_on: status === 'available' ? null : (on ?? null),
});

function roomColumns(room: RoomInput) {
  return {
    room_type_id: room.room_type_id,
    quantity: room.quantity,
    guests: room.guests,
    price: room.price,
    property_rent_type_id: room.property_rent_type_id,
    discount: room.discount,
    discount_rate: room.discount ? (room.discount_rate ?? null) : null,
    smoking_room: room.smoking_room,
    pet_friendly_room: room.pet_friendly_room,
    single_rooms: room.single_room ?? 0,
    double_rooms: room.double_room ?? 0,
  };
}

/** Beds and amenities of a room; a whole place counts rooms, not beds. */
function roomDetailColumns(room: RoomInput) {
  return { ...pick(ROOM_BED_FIELDS, room), ...pick(ROOM_FLAG_FIELDS, room) };
}

/**
 * What hangs off the advert, written afresh: details, investment, policies, discounts, rules, rooms.
 * An update leaves alone each part its body does not carry, so a form that edits some parts loses none
 * of the others; a part sent empty is cleared.
 */
async function writeParts(trx: Trx, propertyId: number, advert: AdvertInput, change: 'create' | 'update'): Promise<void> {
  const sent = (part: unknown) => change === 'create' || part !== undefined;
  if (sent(advert.details)) await writeDetails(trx, propertyId, advert);

  // An advert that is no longer an investment loses its figures.
  if (sent(advert.investment) || !advert.is_investment) {
    await trx.deleteFrom('investment_property_details').where('property_id', '=', propertyId).execute();
    if (advert.is_investment && advert.investment) {
      await trx
        .insertInto('investment_property_details')
        .values({ property_id: propertyId, ...pick(INVESTMENT_FIELDS, advert.investment) })
        .execute();
    }
  }
  if (sent(advert.policies)) await writePolicies(trx, propertyId, advert);
  if (sent(advert.discounts)) await writeDiscounts(trx, propertyId, advert.discounts ?? []);
  if (sent(advert.rules)) await writeRules(trx, propertyId, advert.rules ?? []);
  if (sent(advert.rooms)) await writeRooms(trx, propertyId, advert);
}

/**
 * Discounts and house rules are rewritten in place, in the order the advert reads them, so an advert saved
 * as it was keeps the same rows (and ids); rows beyond the new list go.
 */
async function writeDiscounts(trx: Trx, propertyId: number, discounts: NonNullable<AdvertInput['discounts']>): Promise<void> {
  const rows = await trx
    .selectFrom('property_discounts')
    .select('id')
    .where('property_id', '=', propertyId)
    .orderBy('discount_type_id')
    .orderBy('id')
    .execute();
  for (const [i, discount] of discounts.entries()) {
    const row = rows[i];
    if (row) await trx.updateTable('property_discounts').set(discount).where('id', '=', row.id).execute();
    else
      await trx
        .insertInto('property_discounts')
        .values({ property_id: propertyId, ...discount })
        .execute();
  }
  const gone = rows.slice(discounts.length).map((r) => r.id);
  if (gone.length) await trx.deleteFrom('property_discounts').where('id', 'in', gone).execute();
}

async function writeRules(trx: Trx, propertyId: number, rules: string[]): Promise<void> {
  const rows = await trx.selectFrom('property_rules').select('id').where('property_id', '=', propertyId).orderBy('id').execute();
  for (const [i, rule] of rules.entries()) {
    const row = rows[i];
    if (row) await trx.updateTable('property_rules').set({ rule }).where('id', '=', row.id).execute();
    else await trx.insertInto('property_rules').values({ property_id: propertyId, rule }).execute();
  }
  const gone = rows.slice(rules.length).map((r) => r.id);
  if (gone.length) await trx.deleteFrom('property_rules').where('id', 'in', gone).execute();
}

async function writeDetails(trx: Trx, propertyId: number, advert: AdvertInput): Promise<void> {
  await trx.deleteFrom('property_details').where('property_id', '=', propertyId).execute();
  await trx
    .insertInto('property_details')
    .values({
      property_id: propertyId,
      ...pick(PROPERTY_DETAIL_COUNTS, advert.details ?? {}),
      ...pick(DETAIL_FLAG_FIELDS, advert.details ?? {}),
      parking_fee: advert.details?.parking_fee ?? null,
      service_fee: advert.details?.service_fee ?? null,
      cleaning_fee: advert.details?.cleaning_fee ?? null,
    })
    .execute();
}

async function writePolicies(trx: Trx, propertyId: number, advert: AdvertInput): Promise<void> {
  await trx.deleteFrom('property_policies').where('property_id', '=', propertyId).execute();
  if (advert.policies) {
    const p = advert.policies;
    await trx
      .insertInto('property_policies')
      .values({
        property_id: propertyId,
        check_in_flexible: p.check_in_flexible,
        check_in_from: p.check_in_from ?? null,
        check_in_to: p.check_in_to ?? null,
        check_out_flexible: p.check_out_flexible,
        check_out_from: p.check_out_from ?? null,
        check_out_to: p.check_out_to ?? null,
        check_in_instructions_id: p.check_in_instructions_id ?? null,
        check_out_instructions_id: p.check_out_instructions_id ?? null,
        cancellation_period: p.cancellation_period ?? null,
        cancellation_rule_id: p.cancellation_rule_id ?? null,
        cancellation_fee: p.cancellation_fee ?? null,
        cancellation_late_rule_id: p.cancellation_late_rule_id ?? null,
      })
      .execute();
  }
}

async function writeRooms(trx: Trx, propertyId: number, advert: AdvertInput): Promise<void> {
  // Rooms sent with their id are edited in place (bookings point at them); the others are new. Rooms left
  // out go, unless bookings of them are not finished: those are withdrawn (no longer offered) and kept for
  // those bookings (issue 40). A finished booking keeps what it booked in its own record (`booked`).
  const rooms = advert.rooms ?? [];
  const keptIds = rooms.flatMap((r) => (r.id === undefined ? [] : [r.id]));
  const leaving = await trx
    .selectFrom('property_rooms')
    .select('id')
    .where('property_id', '=', propertyId)
    .where('withdrawn_at', 'is', null)
    .$if(keptIds.length > 0, (q) => q.where('id', 'not in', keptIds))
    .execute();
  if (leaving.length) {
    const { rows: held } = await sql<{ id: number }>`
      select distinct r.property_room_id as id from booking_rooms r join bookings b on b.id = r.booking_id
      where r.property_room_id = any(${leaving.map((r) => r.id)}::int[]) and ${EFFECTIVE_STATUS} in ('pending', 'accepted')`.execute(trx);
    const withdrawn = held.map((r) => r.id);
    if (withdrawn.length) await trx.updateTable('property_rooms').set({ withdrawn_at: new Date() }).where('id', 'in', withdrawn).execute();
    const gone = leaving.map((r) => r.id).filter((id) => !withdrawn.includes(id));
    if (gone.length) await trx.deleteFrom('property_rooms').where('id', 'in', gone).execute();
  }
  for (const room of rooms) {
    const existing =
      room.id === undefined
        ? undefined
        : await trx
            .updateTable('property_rooms')
            // A withdrawn room sent back is offered again.
            .set({ ...roomColumns(room), withdrawn_at: null })
            .where('id', '=', room.id)
            .where('property_id', '=', propertyId)
            .returning('id')
            .executeTakeFirst();
    const roomId =
      existing?.id ??
      (
        await trx
          .insertInto('property_rooms')
          .values({ property_id: propertyId, ...roomColumns(room) })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    await trx.deleteFrom('property_room_details').where('property_room_id', '=', roomId).execute();
    await trx
      .insertInto('property_room_details')
      .values({ property_room_id: roomId, ...roomDetailColumns(room) })
      .execute();
  }
}

/**
 * The owner's side of adverts (agreed with the dashboard): create (saved unpublished), read for editing,
 * update, publish, unpublish and delete under api/user/adverts. Only the owner may touch an advert: anyone
 * else gets 403 and nothing changes. Search counts stay right through the search_generation triggers.
 */
export async function supplyFeature(app: SignedInApp, ctx: AppContext): Promise<void> {
  registerServiceRoutes(app, ctx);
  registerImageRoutes(app, ctx);
  const db = ctx.db;

  // Saved searches hear of a change through the alert job: the advertiser's request never waits for matching.
  const alerts = alertQueueRunner(ctx);
  app.addHook('onClose', alerts.stop);

  /** A published advert's new price is kept in its history; a fall is queued for alerts. */
  async function priceChanged(id: number, oldPrice: number) {
    const { price } = await db.selectFrom('properties').select('price').where('id', '=', id).executeTakeFirstOrThrow();
    const change = await recordPriceChange(db, id, Number(oldPrice), Number(price));
    if (!change) return;
    await queueAlert(db, id, change);
    alerts.poke();
  }

  /** A draft may be incomplete; publishing needs what the law asks of its advert (shared's publishProblems), or a 422 per field. */
  async function checkPublishable(id: number): Promise<void> {
    const row = await db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const rooms = await db.selectFrom('property_rooms').select(['price', 'property_rent_type_id']).where('property_id', '=', id).execute();
    const advert = materialAdvertOf(
      {
        ...row,
        kind: advertKindOf(row),
        nation: row.nation as Nation | null,
        rentTypeId: row.property_rent_type_id,
        values: Object.fromEntries(MATERIAL_FIELD_NAMES.map((key) => [key, row[key]])),
      },
      rooms,
    );
    // A letting agent's let links to the fees and schemes its profile holds (Consumer Rights Act 2015 s83).
    const agency = isHomeLet(advert) ? agencyLetProblems((await agencyOf(db, row.user_id)).agency) : {};
    const problems = { ...publishProblems(advert), ...agency };
    if (Object.keys(problems).length)
      throw new ValidationError(Object.fromEntries(Object.entries(problems).map(([key, message]) => [key, [message]])));
  }

  async function ownedAdvert(id: number, userId: number) {
    const row = await db
      .selectFrom('properties')
      .select(['id', 'user_id', 'address_id', 'contact_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, ADVERT_NOT_FOUND);
    if (row.user_id !== userId) throw new HttpError(403, NOT_YOUR_ADVERT);
    return row;
  }

  // The row's types are SQL's; the answer's check holds them to the contract.
  async function editable(id: number, userId: number): Promise<{ data: OwnAdvert }> {
    const advert = await loadAdvert(db, id, userId);
    if (!advert) throw new HttpError(404, ADVERT_NOT_FOUND);
    // The owner edits every contact item, the ones visitors are not shown too (a form loaded without them would erase them).
    const { contact_id: contactId, version } = await db
      .selectFrom('properties')
      .select(['contact_id', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const withdrawn = await db
      .selectFrom('property_rooms as r')
      .innerJoin('property_room_types as t', 't.id', 'r.room_type_id')
      .select(['r.id', 't.type'])
      .where('r.property_id', '=', id)
      .where('r.withdrawn_at', 'is not', null)
      .orderBy('r.id')
      .execute();
    const own = { ...advert, version, withdrawn_rooms: withdrawn.map((r) => ({ id: r.id, name: roomLabel(r.type) })) };
    if (contactId === null) return { data: own as OwnAdvert };
    return { data: { ...own, contact: { ...(advert.contact as object), ...(await ownContact(db, contactId)) } } as OwnAdvert };
  }

  app.post('/api/user/adverts', { schema: { body: AdvertBody, response: { 201: OwnAdvertDetailAnswer } } }, async (request, reply) => {
    const userId = request.userId;
    const advert = request.body;
    await checkCatalogue(db, advert);
    const id = await db.transaction().execute(async (trx) => {
      const address = await trx.insertInto('addresses').values(addressColumns(advert.address)).returning('id').executeTakeFirstOrThrow();
      const contactId = await writeContact(trx, userId, advert.contact, null, address.id);
      const row = await trx
        .insertInto('properties')
        .values({ user_id: userId, address_id: address.id, contact_id: contactId, is_published: false, ...advertColumns(advert) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeParts(trx, row.id, advert, 'create');
      return row.id;
    });
    return reply.status(201).send(await editable(id, userId));
  });

  app.get('/api/user/adverts/:id', { schema: { params: AdvertParams, response: { 200: OwnAdvertDetailAnswer } } }, async (request) => {
    const userId = request.userId;
    await ownedAdvert(request.params.id, userId);
    return editable(request.params.id, userId);
  });

  app.put(
    '/api/user/adverts/:id',
    { schema: { params: AdvertParams, body: AdvertBody, response: { 200: OwnAdvertDetailAnswer } } },
    async (request) => {
      const userId = request.userId;
      const owned = await ownedAdvert(request.params.id, userId);
      const advert = request.body;
      const loaded = requireVersion(advert.version);
      await checkCatalogue(db, advert);
      const before = await db
        .selectFrom('properties')
        .select(['price', 'is_published', 'market_status'])
        .where('id', '=', owned.id)
        .executeTakeFirstOrThrow();
      await db.transaction().execute(async (trx) => {
        // First: a save over a newer version is refused before anything of it is written.
        await claimVersion(trx, 'properties', owned.id, loaded, STALE_ADVERT);
        await trx.updateTable('addresses').set(addressColumns(advert.address)).where('id', '=', owned.address_id).execute();
        const contactId = await writeContact(trx, userId, advert.contact, owned.contact_id, owned.address_id);
        await trx
          .updateTable('properties')
          .set({ ...advertColumns(advert), contact_id: contactId, updated_at: new Date() })
          .where('id', '=', owned.id)
          .execute();
        await writeParts(trx, owned.id, advert, 'update');
      });
      if (before.is_published) await priceChanged(owned.id, before.price);
      if (before.is_published && advert.market_status && backOnTheMarket(before.market_status, advert.market_status))
        await backOnSale(owned.id);
      return editable(owned.id, userId);
    },
  );

  /** An offer fell through: the home is announced again to the saved searches it matches. */
  async function backOnSale(id: number) {
    await queueAlert(db, id, { kind: 'new' });
    alerts.poke();
  }

  // The dashboard's listings move a home through its market: Under offer, Sold STC, Sold; Let agreed, Let; back to Available.
  app.put(
    '/api/user/adverts/:id/market-status',
    { schema: { params: AdvertParams, body: MarketStatusBody, response: { 200: MarketStatusChangedAnswer } } },
    async (request) => {
      const owned = await ownedAdvert(request.params.id, request.userId);
      const row = await db
        .selectFrom('properties')
        .select(['is_sale', 'is_let', 'is_buy', 'is_rent', 'is_short_term', 'is_published', 'market_status'])
        .where('id', '=', owned.id)
        .executeTakeFirstOrThrow();
      const status = request.body.market_status ?? 'available';
      const problems = marketStatusProblems({
        kind: advertKindOf(row),
        isShortTerm: row.is_short_term,
        status,
        on: request.body.market_status_on,
        today: ukToday(),
      });
      if (Object.keys(problems).length)
        throw new ValidationError(Object.fromEntries(Object.entries(problems).map(([key, message]) => [key, [message]])));
      const columns = marketStatusColumns(status, request.body.market_status_on);
      await db
        .updateTable('properties')
        .set({ ...columns, updated_at: new Date() })
        .where('id', '=', owned.id)
        .execute();
      if (row.is_published && backOnTheMarket(row.market_status, status)) await backOnSale(owned.id);
      return { id: owned.id, ...columns };
    },
  );

  for (const [action, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post(
      `/api/user/adverts/:id/${action}`,
      { schema: { params: AdvertParams, response: { 200: PublishedAnswer } } },
      async (request) => {
        const userId = request.userId;
        const owned = await ownedAdvert(request.params.id, userId);
        if (published) {
          await requireVerified(db, userId, 'publish');
          await checkPublishable(owned.id);
        }
        const changed = await db.transaction().execute(async (trx) => {
          const row = await trx
            .updateTable('properties')
            .set({
              is_published: published,
              updated_at: new Date(),
              ...(published && { first_published_at: sql<Date>`coalesce(first_published_at, now())` }),
            })
            .where('id', '=', owned.id)
            .where('is_published', '=', !published)
            .returning('id')
            .executeTakeFirst();
          // Published, or back on the market: people whose saved searches it matches hear of it.
          if (row && published) await queueAlert(trx, owned.id, { kind: 'new' });
          return row;
        });
        if (changed && published) alerts.poke();
        return { id: owned.id, is_published: published };
      },
    );
  }

  app.delete('/api/user/adverts/:id', { schema: { params: AdvertParams, response: { 200: ListingDeletedAnswer } } }, async (request) => {
    const userId = request.userId;
    const owned = await ownedAdvert(request.params.id, userId);
    // Deleting would take the guests' bookings with it (cascade): an advert with bookings is withdrawn instead.
    if (await withdrawnForBookings(db, 'properties', owned.id))
      return { id: owned.id, deleted: false, withdrawn: true, message: ADVERT_WITHDRAWN };
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('properties').where('id', '=', owned.id).execute();
      await deleteListingAddresses(trx, owned);
    });
    return { id: owned.id, deleted: true, withdrawn: false, message: ADVERT_DELETED };
  });
}
