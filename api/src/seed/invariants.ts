import { sql } from 'kysely';
import type { Database } from '../db/index.ts';
import { advertKindOf } from '@marketplace/shared/src/entities/advertGroups.ts';
import { MATERIAL_FIELD_NAMES, type Nation } from '@marketplace/shared/src/entities/materialInformation.ts';
import { DEPOSIT_WEEKS_THRESHOLD, publishProblems } from '@marketplace/shared/src/rules/materialInformation.ts';

/** A home: Residential, Luxury and Room (shared's rules). */
const HOMES = sql.raw('(1, 5, 7)');

/**
 * What the law asks of every seeded advert, counted over the whole table by SQL (each count must be 0),
 * then a random sample of published adverts put through shared's publishProblems exactly as publishing
 * does (rooms included). A seed of any size, PGlite or PostgreSQL, must pass: `npm run seed -- --check`.
 */
export async function seedInvariants(
  db: Database,
  sample = 2000,
): Promise<{ counts: Record<string, number>; sampled: number; blocked: string[] }> {
  const { rows } = await sql<Record<string, string>>`
    select
      count(*) filter (where is_let and nation = 'england' and property_category_id in ${HOMES}
        and (is_dss_accepted or tenancy_type = 'fixed' or property_rent_type_id = 6)) as english_let_with_dss_fixed_term_or_tbd,
      count(*) filter (where is_let and is_short_term and nation = 'scotland' and is_published
        and coalesce(short_let_licence, '') = '') as scottish_stay_without_licence,
      count(*) filter (where is_published and nation is not null and property_category_id in ${HOMES}
        and (is_sale or (is_let and not is_short_term))
        and coalesce(council_tax_band, domestic_rates_pa::text) is null) as home_without_band_or_rates,
      count(*) filter (where is_published and nation is not null and property_category_id in ${HOMES} and is_sale
        and tenure_type is null) as sale_without_tenure,
      count(*) filter (where is_published and nation is not null and property_category_id in ${HOMES} and is_let and not is_short_term
        and (deposit is null or holding_deposit is null)) as let_without_deposits,
      count(*) filter (where is_let and not is_short_term and property_rent_type_id in (4, 5) and (
        holding_deposit > floor(price * (case property_rent_type_id when 5 then 12 else 52 end) / 52 * 100) / 100 or
        deposit > floor(price * (case property_rent_type_id when 5 then 12 else 52 end) / 52
          * (case when price * (case property_rent_type_id when 5 then 12 else 52 end) < ${sql.lit(DEPOSIT_WEEKS_THRESHOLD)} then 5 else 6 end) * 100) / 100
      )) as deposit_over_its_cap,
      -- An agency (a letting agent, or an advertiser trading as a company) with a home let needs its s83 details.
      (select count(*) from users u where exists (select 1 from properties l where l.user_id = u.id and l.is_let and not l.is_short_term
          and l.nation is not null and l.property_category_id in ${HOMES})
        and (exists (select 1 from contacts c where c.user_id = u.id and c.company_name is not null)
          or exists (select 1 from agency_profiles a where a.user_id = u.id and a.is_letting_agent))
        and not exists (select 1 from agency_profiles a where a.user_id = u.id and a.is_letting_agent
          and coalesce(a.fees_url, a.fees_text) is not null and a.cmp_scheme is not null and a.cmp_member_no is not null
          and a.redress_scheme is not null and a.redress_member_no is not null)) as agency_let_without_fees_cmp_or_redress,
      count(*) filter (where is_published) as published
    from properties`.execute(db);
  const counts = Object.fromEntries(Object.entries(rows[0] ?? {}).map(([key, value]) => [key, Number(value)]));

  // A block sample of about `sample` published adverts, whatever the seed's size.
  const total = Number(counts.published) || 1;
  const percent = Math.min(100, (sample * 150) / total);
  delete counts.published;
  const picked = await sql<Record<string, unknown>>`
    select p.*, coalesce((select json_agg(json_build_object('price', r.price, 'rentTypeId', r.property_rent_type_id))
      from property_rooms r where r.property_id = p.id), '[]') as room_rents
    from properties p
    where p.id in (select id from properties tablesample system (${sql.lit(percent)}) where is_published limit ${sample}::int)`.execute(db);
  const blocked = picked.rows.flatMap((p) => {
    const problems = rowProblems(p, p.room_rents as Array<{ price: unknown; rentTypeId: unknown }>);
    const keys = Object.keys(problems);
    return keys.length ? [`advert ${String(p.id)}: ${keys.join(', ')}`] : [];
  });
  return { counts, sampled: picked.rows.length, blocked };
}

/** What publishing refuses of an advert's row and its rooms' rents as stored (shared's publishProblems). */
export function rowProblems(row: Record<string, unknown>, rooms: ReadonlyArray<{ price: unknown; rentTypeId: unknown }>) {
  return publishProblems({
    kind: advertKindOf(row),
    isShortTerm: Boolean(row.is_short_term),
    categoryId: row.property_category_id as number,
    nation: row.nation as Nation | null,
    isSharedOwnership: Boolean(row.is_shared_ownership),
    price: Number(row.price),
    rentTypeId: row.property_rent_type_id as number,
    values: Object.fromEntries(MATERIAL_FIELD_NAMES.map((key) => [key, row[key] ?? null])),
    rooms: rooms.map((room) => ({ price: Number(room.price), rentTypeId: room.rentTypeId as number })),
  });
}
