import { sql, type Kysely } from 'kysely';
import {
  CANCELLATION_RULES,
  DISCOUNT_TYPES,
  INSTRUCTION_TYPES,
  PROPERTY_CATEGORIES,
  PROPERTY_ROOM_TYPES,
  PROPERTY_TYPE_DETAILS,
  PROPERTY_TYPES,
  RENT_TYPES,
  SERVICE_OCCUPATIONS,
  SERVICE_PAYMENT_TYPES,
} from '../catalogue.ts';

/** Lookup tables of the catalogue (spec 002 §3.10, 000 §9) with their fixed ids. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table property_categories (id smallint primary key, type text not null)`.execute(db);
  await sql`
    create table property_types (
      id smallint primary key,
      property_category_id smallint not null references property_categories(id),
      type text not null
    )`.execute(db);
  await sql`
    create table property_type_details (
      id smallint primary key,
      property_type_id smallint not null references property_types(id),
      type_detail text not null,
      search_key text not null unique
    )`.execute(db);
  await sql`create table property_rent_types (id smallint primary key, type text not null)`.execute(db);
  await sql`create table property_room_types (id smallint primary key, type text not null, search_key text not null unique)`.execute(db);
  await sql`create table instruction_types (id smallint primary key, type text not null)`.execute(db);
  await sql`create table cancellation_rules (id smallint primary key, rule text not null)`.execute(db);
  await sql`create table discount_types (id smallint primary key, type text not null)`.execute(db);
  await sql`create table service_occupation_types (id smallint primary key, type text not null)`.execute(db);
  await sql`create table service_payment_types (id smallint primary key, type text not null)`.execute(db);

  const fill = async (table: string, rows: readonly object[]) => {
    await sql`insert into ${sql.table(table)} select * from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::json)`.execute(
      db,
    );
  };
  await fill(
    'property_categories',
    PROPERTY_CATEGORIES.map((c) => ({ id: c.id, type: c.type })),
  );
  await fill(
    'property_types',
    PROPERTY_TYPES.map((t) => ({ id: t.id, property_category_id: t.categoryId, type: t.type })),
  );
  await fill(
    'property_type_details',
    PROPERTY_TYPE_DETAILS.map((d) => ({ id: d.id, property_type_id: d.typeId, type_detail: d.detail, search_key: d.key })),
  );
  await fill('property_rent_types', RENT_TYPES);
  await fill(
    'property_room_types',
    PROPERTY_ROOM_TYPES.map((r) => ({ id: r.id, type: r.type, search_key: r.key })),
  );
  await fill('instruction_types', INSTRUCTION_TYPES);
  await fill('cancellation_rules', CANCELLATION_RULES);
  await fill('discount_types', DISCOUNT_TYPES);
  await fill('service_occupation_types', SERVICE_OCCUPATIONS);
  await fill('service_payment_types', SERVICE_PAYMENT_TYPES);
}
