import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists citext`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create extension if not exists cube`.execute(db);
  await sql`create extension if not exists earthdistance`.execute(db);
  await sql`
    create table users (
      id serial primary key,
      email citext not null unique,
      password_hash text not null,
      is_host boolean not null default false,
      email_verified_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table addresses (
      id serial primary key,
      line_1 text, line_2 text, street text, city text, county text, postcode text, country text,
      full_address text not null,
      latitude double precision,
      longitude double precision
    )`.execute(db);
  await sql`
    create table contacts (
      id serial primary key,
      user_id integer references users(id) on delete cascade,
      name text, company_name text,
      landing_prefix text, landing text, mobile_prefix text, mobile text,
      email text,
      address_id integer references addresses(id) on delete set null
    )`.execute(db);
  await sql`create index contacts_user_id on contacts(user_id)`.execute(db);
  await sql`
    create table user_images (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      file_path text not null
    )`.execute(db);
  await sql`create index user_images_user_id on user_images(user_id)`.execute(db);
  await sql`
    create table user_settings (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      setting_id smallint not null check (setting_id between 1 and 5),
      setting_value text not null,
      unique (user_id, setting_id)
    )`.execute(db);
  await sql`
    create table sessions (
      id text primary key,
      user_id integer references users(id) on delete cascade,
      csrf_token text not null,
      ip_address text,
      user_agent text,
      last_activity timestamptz not null default now()
    )`.execute(db);
  await sql`create index sessions_last_activity on sessions(last_activity)`.execute(db);
  await sql`
    create table password_reset_tokens (
      email citext primary key,
      token_hash text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table outbox (
      id serial primary key,
      to_email text not null,
      subject text not null,
      body text not null,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )`.execute(db);
  await sql`
    create table login_attempts (
      id serial primary key,
      key text not null,
      attempted_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index login_attempts_key on login_attempts(key, attempted_at)`.execute(db);
}
