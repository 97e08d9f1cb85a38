import { sql } from 'kysely';
import type { Database } from '../db/index.ts';
import { ADVERT_FLAGS } from '../db/columns.ts';
import { MATERIAL_FIELD_NAMES, type Nation } from '@marketplace/shared/src/entities/materialInformation.ts';
import { advertKindOf } from '@marketplace/shared/src/entities/advertGroups.ts';
import { isHomeLet, type MaterialAdvert } from '@marketplace/shared/src/rules/materialInformation.ts';
import { agencyOf } from '../common/agency.ts';
import { categoryName, rentTypeName, typeDetailName, typeName } from './cards.ts';
import { publicContact, shownSettings, type ContactRow } from './privacy.ts';
import { sanitizeDescription } from '../common/sanitize.ts';
import { REDUCED_AT } from './search-sql.ts';

type Row = Record<string, unknown>;

/** 'HH:mm' from a time column ('14:00:00'), as the policies show it. */
const hhmm = (v: unknown) => (typeof v === 'string' ? v.slice(0, 5) : null);

/**
 * One advert with everything its detail view shows (spec 000 §3, 002 §3.2-3.6), or null when there
 * is none. An unpublished advert is visible to its owner only (the preview).
 */
export async function loadAdvert(db: Database, id: number, viewerId: number | null): Promise<Row | null> {
  const flagCols = sql.join(ADVERT_FLAGS.map((f) => sql.ref(`p.${f}`)));
  const materialCols = sql.join(MATERIAL_FIELD_NAMES.filter((f) => f !== 'epc_rating').map((f) => sql.ref(`p.${f}`)));
  const { rows } = await sql<Row>`
    select p.id, p.user_id, p.contact_id, p.property_title, p.property_description, p.price,
      p.date_start::text as date_start, p.date_end::text as date_end, p.created_at, p.updated_at, p.tenants_guests,
      p.property_square_meter, p.epc_rating, p.property_category_id, p.property_type_id, p.property_type_details_id,
      p.property_rent_type_id, p.pet_friendly_fee, ${flagCols}, p.nation, ${materialCols},
      p.market_status, p.market_status_on::text as market_status_on,
      a.id as a_id, a.line_1 as a_line_1, a.line_2 as a_line_2, a.street as a_street, a.city as a_city,
      a.county as a_county, a.postcode as a_postcode, a.country as a_country, a.full_address as a_full_address,
      a.latitude as a_latitude, a.longitude as a_longitude,
      (select ui.file_path from user_images ui where ui.user_id = p.user_id order by ui.id desc limit 1) as user_image,
      ${REDUCED_AT},
      (select coalesce(json_agg(json_build_object('old_price', h.old_price, 'new_price', h.new_price, 'changed_at', h.changed_at)
         order by h.changed_at, h.id), '[]'::json) from price_history h where h.property_id = p.id) as price_history
    from properties p
    join addresses a on a.id = p.address_id
    where p.id = ${id}::int`.execute(db);
  const p = rows[0];
  if (!p || (!p.is_published && p.user_id !== viewerId)) return null;

  const [details, investment, rooms, images, floorplans, policy, discounts, rules, contact, settings] = await Promise.all([
    sql<Row>`select * from property_details where property_id = ${id}::int`.execute(db),
    sql<Row>`select * from investment_property_details where property_id = ${id}::int`.execute(db),
    sql<Row>`
      select r.*, prt.type as room_type, rt.type as rent_type, to_jsonb(rd) as room_detail
      from property_rooms r
      join property_room_types prt on prt.id = r.room_type_id
      join property_rent_types rt on rt.id = r.property_rent_type_id
      left join property_room_details rd on rd.property_room_id = r.id
      -- A withdrawn room (removed while booked) is no longer offered; its bookings keep it.
      where r.property_id = ${id}::int and r.withdrawn_at is null order by r.id`.execute(db),
    sql<Row>`select id, file_path from property_images where property_id = ${id}::int order by position, id`.execute(db),
    sql<Row>`select id, file_path from floorplan_images where property_id = ${id}::int order by position, id`.execute(db),
    sql<Row>`
      select pp.*, pp.check_in_from::text as check_in_from, pp.check_in_to::text as check_in_to,
        pp.check_out_from::text as check_out_from, pp.check_out_to::text as check_out_to,
        ci.type as check_in_instruction, co.type as check_out_instruction, cr.rule as cancellation_rule, cl.rule as late_rule
      from property_policies pp
      left join instruction_types ci on ci.id = pp.check_in_instructions_id
      left join instruction_types co on co.id = pp.check_out_instructions_id
      left join cancellation_rules cr on cr.id = pp.cancellation_rule_id
      left join cancellation_rules cl on cl.id = pp.cancellation_late_rule_id
      where pp.property_id = ${id}::int`.execute(db),
    sql<Row>`
      select pd.id, pd.discount_type_id, dt.type, pd.discount_term, pd.discount_fee, pd.discount_fee_type
      from property_discounts pd join discount_types dt on dt.id = pd.discount_type_id
      where pd.property_id = ${id}::int order by pd.discount_type_id, pd.id`.execute(db),
    sql<Row>`select id, rule from property_rules where property_id = ${id}::int order by id`.execute(db),
    sql<ContactRow>`
      select ct.name, ct.company_name, ct.landing_prefix, ct.landing, ct.mobile_prefix, ct.mobile, ct.email, ca.full_address
      from contacts ct left join addresses ca on ca.id = ct.address_id
      where ct.id = coalesce(${p.contact_id as number | null}::int, (select min(id) from contacts where user_id = ${p.user_id as number}::int))`.execute(
      db,
    ),
    sql<{
      setting_id: number;
      setting_value: string;
    }>`select setting_id, setting_value from user_settings where user_id = ${p.user_id as number}::int`.execute(db),
  ]);

  const shown = shownSettings(settings.rows);
  const d = details.rows[0] ?? null;
  if (d) delete d.property_id;
  const inv = investment.rows[0] ?? null;
  if (inv) delete inv.property_id;
  const pol = policy.rows[0] ?? null;

  const advert: Row = {
    id: p.id,
    user_id: p.user_id,
    user: { id: p.user_id, documents_user_images: p.user_image ? { file_path: p.user_image } : null },
    property_title: p.property_title,
    property_description: sanitizeDescription(typeof p.property_description === 'string' ? p.property_description : ''),
    price: p.price,
    date_start: p.date_start,
    date_end: p.date_end,
    created_at: p.created_at,
    updated_at: p.updated_at,
    reduced_at: p.reduced_at,
    market_status: p.market_status,
    market_status_on: p.market_status_on,
    price_history: p.price_history,
    tenants_guests: p.tenants_guests,
    property_square_meter: p.property_square_meter,
    epc_rating: p.epc_rating,
    property_category_id: p.property_category_id,
    property_category: { id: p.property_category_id, type: categoryName(p.property_category_id) },
    property_type_id: p.property_type_id,
    property_type: p.property_type_id ? { id: p.property_type_id, type: typeName(p.property_type_id) } : null,
    property_type_details_id: p.property_type_details_id,
    property_type_details: p.property_type_details_id
      ? { id: p.property_type_details_id, type_detail: typeDetailName(p.property_type_details_id) }
      : null,
    property_rent_type_id: p.property_rent_type_id,
    property_rent_type: { id: p.property_rent_type_id, type: rentTypeName(p.property_rent_type_id) },
    pet_friendly_fee: p.pet_friendly_fee,
    easements: d?.easements ?? false,
    address: {
      id: p.a_id,
      line_1: p.a_line_1,
      line_2: p.a_line_2,
      street: p.a_street,
      city: p.a_city,
      county: p.a_county,
      postcode: p.a_postcode,
      country: p.a_country,
      full_address: p.a_full_address,
      latitude: p.a_latitude,
      longitude: p.a_longitude,
    },
    property_details: d,
    investment_property_details: inv,
    property_rooms: rooms.rows.map((r) => {
      const detail = (r.room_detail as Row | null) ?? null;
      if (detail) delete detail.property_room_id;
      return {
        id: r.id,
        room_type_id: r.room_type_id,
        property_room_type: { id: r.room_type_id, type: r.room_type },
        quantity: r.quantity,
        guests: r.guests,
        price: r.price,
        property_rent_type_id: r.property_rent_type_id,
        property_rent_type: { id: r.property_rent_type_id, type: r.rent_type },
        discount: r.discount,
        discount_rate: r.discount_rate,
        smoking_room: r.smoking_room,
        pet_friendly_room: r.pet_friendly_room,
        // A whole place lists its own rooms (spec 002 §2.2).
        rooms:
          r.room_type_id === 8
            ? [
                ...(Number(r.single_rooms) > 0 ? [{ property_room_type: { type: 'Single' }, quantity: r.single_rooms }] : []),
                ...(Number(r.double_rooms) > 0 ? [{ property_room_type: { type: 'Double' }, quantity: r.double_rooms }] : []),
              ]
            : [],
        property_room_detail: detail,
      };
    }),
    documents_property_images: images.rows,
    documents_floorplans_images: floorplans.rows,
    check_in_flexible: pol?.check_in_flexible ?? null,
    check_in_from: hhmm(pol?.check_in_from),
    check_in_to: hhmm(pol?.check_in_to),
    check_out_flexible: pol?.check_out_flexible ?? null,
    check_out_from: hhmm(pol?.check_out_from),
    check_out_to: hhmm(pol?.check_out_to),
    check_in_instructions: pol?.check_in_instruction ? { id: pol.check_in_instructions_id, type: pol.check_in_instruction } : null,
    check_out_instructions: pol?.check_out_instruction ? { id: pol.check_out_instructions_id, type: pol.check_out_instruction } : null,
    cancellation_period: pol?.cancellation_period ?? null,
    cancellation_rule: pol?.cancellation_rule ? { id: pol.cancellation_rule_id, rule: pol.cancellation_rule } : null,
    cancellation_fee: pol?.cancellation_fee ?? null,
    cancellation_late_rule_id: pol?.cancellation_late_rule_id ?? null,
    cancellation_late_rule: pol?.late_rule ? { id: pol.cancellation_late_rule_id, rule: pol.late_rule } : null,
    discounts: discounts.rows.map((x) => ({
      id: x.id,
      discount_type_id: x.discount_type_id,
      discount_type: { id: x.discount_type_id, type: x.type },
      discount_term: x.discount_term,
      discount_fee: x.discount_fee,
      discount_fee_type: x.discount_fee_type,
    })),
    rules: rules.rows,
    settings: shown,
    contact: publicContact(contact.rows[0] ?? null, shown),
  };
  for (const f of ADVERT_FLAGS) advert[f] = p[f];
  advert.nation = p.nation;
  for (const f of MATERIAL_FIELD_NAMES) advert[f] = p[f];
  // A letting agent's let links to its fees and names its schemes (Consumer Rights Act 2015 s83).
  const law = {
    kind: advertKindOf(p),
    isShortTerm: Boolean(p.is_short_term),
    categoryId: p.property_category_id,
    nation: p.nation as Nation | null,
  };
  const agency = isHomeLet(law as MaterialAdvert) ? (await agencyOf(db, p.user_id as number)).agency : null;
  advert.agency = agency?.is_letting_agent ? agency : null;
  return advert;
}
