import { sql, type Kysely } from 'kysely';

/**
 * Verified addresses (issue 40): from now on a new account confirms its e-mail address (users.email_verified_at,
 * Laravel's column, which the seed already fills) before it may publish, message, book or be sent alert
 * mail. Accounts made before confirmation existed had no way to confirm; they keep what they could do,
 * as confirmed on the day they signed up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update users set email_verified_at = created_at where email_verified_at is null`.execute(db);
}
