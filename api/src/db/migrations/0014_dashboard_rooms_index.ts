import { sql, type Kysely } from 'kysely';

/**
 * The dashboard counts the chat rooms others opened about a user's adverts through the rooms the user
 * is in (first or second person). The second person had an index; this gives the first one its own,
 * so the statistics and the portfolio never read every room on the site.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index chat_rooms_first on chat_rooms (first_user_id)`.execute(db);
}
