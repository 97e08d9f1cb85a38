import type { User } from '@marketplace/shared/src/answers/user.ts';
import type { Database } from '../db/index.ts';

/** The signed-in user as the front end knows it (spec: Session and notification): shared's `User`, its answer schema's type, so the two cannot drift. */
export type UserPayload = User;

/** Never selects the password hash: only the fields the page may see. */
export async function loadUserPayload(db: Database, userId: number): Promise<UserPayload | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'is_host', 'roles', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  // A user's own contact is their first; later contacts belong to adverts they publish.
  const contact = await db
    .selectFrom('contacts')
    .select(['name', 'email'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  // The newest photo is the current one.
  const image = await db
    .selectFrom('user_images')
    .select('file_path')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const favourites = await db.selectFrom('favourites').select(['id', 'property_id']).where('user_id', '=', userId).orderBy('id').execute();
  const listing = await db
    .selectFrom('properties')
    .select('id')
    .where('user_id', '=', userId)
    .union(db.selectFrom('services').select('id').where('user_id', '=', userId))
    .limit(1)
    .executeTakeFirst();
  return {
    id: user.id,
    contact: { name: contact?.name ?? null, email: contact?.email ?? null },
    documents_user_images: image ? { file_path: image.file_path } : null,
    is_host: user.is_host,
    email_verified_at: user.email_verified_at?.toISOString() ?? null,
    advertiser: listing !== undefined,
    roles: user.roles,
    authenticated: true,
    // The heart reads this to know whether an advert is already a favourite.
    favourite_properties: favourites,
  };
}
