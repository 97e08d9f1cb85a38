import { sql, type Kysely } from 'kysely';

/**
 * A mover's shortlist (issue 43.7): each favourite carries where the person is with it (interested,
 * viewing booked, offer made or applied, not for me) and a note of their own, kept by the API so both
 * survive signing out and another device. Existing favourites start as 'interested'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table favourites
      add column status text not null default 'interested' check (status in ('interested', 'viewing', 'offer', 'not_for_me')),
      add column note text check (char_length(note) <= 1000),
      add column updated_at timestamptz not null default now()`.execute(db);
}
