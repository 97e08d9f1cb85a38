import { sql, type Kysely } from 'kysely';

/**
 * A letting agency's statutory details (Consumer Rights Act 2015 s83), held once per person and shown on
 * each of their lets: shared's entities/agency.ts declares the fields. A person without a row is not an agent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table agency_profiles (
    user_id int primary key references users(id) on delete cascade,
    is_letting_agent boolean not null default false,
    fees_url text,
    fees_text text,
    cmp_scheme text,
    cmp_member_no text,
    redress_scheme text,
    redress_member_no text,
    version int not null default 1,
    updated_at timestamptz not null default now()
  )`.execute(db);
}
