import { randomBytes } from 'node:crypto';
import type { ApiConfig, LoadedConfig } from '../config.ts';
import type { Database } from '../db/index.ts';

/**
 * A secret the API keeps with its data: made at random the first time it is asked for, the same for
 * every process over that database afterwards. No default is written in the source, so nobody can
 * sign a subscription or an event with a value they read there.
 */
export async function storedSecret(db: Database, name: string): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

/** The configuration with its realtime secret: PUSHER_APP_SECRET when set, else the stored one. */
export async function withRealtimeSecret(db: Database, config: LoadedConfig): Promise<ApiConfig> {
  const secret = config.realtime.secret ?? (await storedSecret(db, 'pusher_app_secret'));
  return { ...config, realtime: { ...config.realtime, secret } };
}
