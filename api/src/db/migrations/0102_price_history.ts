import { sql, type Kysely } from 'kysely';

/**
 * Every price change of a published advert (issue 29), newest last; when an advert was first
 * published ('Added in the last 24 hours'; adverts published before this read their created_at), and
 * when its price last fell ('Reduced').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table price_history (
      id serial primary key,
      property_id integer not null references properties(id) on delete cascade,
      old_price numeric(14, 2) not null,
      new_price numeric(14, 2) not null,
      changed_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index price_history_property on price_history(property_id, changed_at)`.execute(db);
  await sql`alter table properties add column first_published_at timestamptz`.execute(db);
  // When the price last fell (a rise clears it): the 'Reduced' mark and filter read it without the history.
  await sql`alter table properties add column reduced_at timestamptz`.execute(db);
}
