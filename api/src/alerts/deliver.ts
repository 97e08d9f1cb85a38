import { sql } from 'kysely';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { deliverOutbox, queueMail } from '../auth/mail.ts';
import { sendNotification, storeNotification, type LiveNotification } from '../common/notify.ts';
import { loadCards } from '../discovery/cards.ts';
import { alertedAdvert, bellMessage, digestMail, instantMail, type AlertedAdvert } from './alert-mail.ts';
import { ALERTABLE, matchAdvert } from './matching.ts';
import { unsubscribeToken } from './unsubscribe.ts';

type AlertContext = Pick<AppContext, 'db' | 'broadcaster' | 'config'>;

/** What happened to an advert that may interest people with saved searches. */
export type AdvertChange = { kind: 'new' } | { kind: 'reduced'; oldPrice: number; price: number };

/** The notification type of an instant alert in the bell. */
export const ALERT_NOTIFICATION = 'saved_search_alert';

/**
 * Tells the people whose saved searches an advert now matches: a newly published advert (or one back
 * on the market) once per search, a reduction once per lower price. Instant searches hear at once in
 * the bell and by mail; the others wait for their digest. Answers how many searches were told or queued.
 */
export async function alertAdvert(ctx: AlertContext, advertId: number, change: AdvertChange): Promise<number> {
  const { db } = ctx;
  const matched = await matchAdvert(db, advertId);
  if (!matched.length) return 0;
  const price = change.kind === 'reduced' ? change.price : null;
  const oldPrice = change.kind === 'reduced' ? change.oldPrice : null;
  // The searches as one array: hundreds of rows of parameters cost more to send than to insert.
  const { rows: fresh } = await sql<{ id: number; saved_search_id: number }>`
    insert into alert_matches (saved_search_id, property_id, kind, price, old_price)
    select search, ${advertId}::int, ${change.kind}, ${price}::numeric, ${oldPrice}::numeric from unnest(${matched}::int[]) search
    on conflict do nothing
    returning id, saved_search_id`.execute(db);
  if (!fresh.length) return 0;

  const instant = await db
    .selectFrom('saved_searches as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.name', 's.user_id', 'u.email', 'u.email_verified_at'])
    .where(
      's.id',
      'in',
      fresh.map((f) => f.saved_search_id),
    )
    .where('s.frequency', '=', 'instant')
    .execute();
  if (instant.length) {
    const [card] = await loadCards(db, [advertId]);
    if (card) {
      const advert = alertedAdvert(ctx.config, card, change.kind, oldPrice);
      const live: Array<{ userId: number; notification: LiveNotification }> = [];
      await db.transaction().execute(async (trx) => {
        for (const search of instant) {
          // Mail goes only to a confirmed address (double opt-in); the bell tells the account either way.
          if (search.email_verified_at !== null) {
            const token = await unsubscribeToken(trx, { kind: 'search', id: search.id });
            await queueMail(trx, instantMail(ctx.config, search.email, search.name, advert, token));
          }
          const notification = await storeNotification(
            trx,
            search.user_id,
            // The bell links to url + '/' + chat_room_id: the advert's page.
            { message: bellMessage(search.name, advert), url: '/ad-details', chat_room_id: advertId },
            ALERT_NOTIFICATION,
          );
          live.push({ userId: search.user_id, notification });
        }
        const ids = instant.map((s) => s.id);
        await trx
          .updateTable('alert_matches')
          .set({ sent_at: new Date() })
          .where('property_id', '=', advertId)
          .where('saved_search_id', 'in', ids)
          .where('sent_at', 'is', null)
          .execute();
        await trx.updateTable('saved_searches').set({ last_alert_at: new Date() }).where('id', 'in', ids).execute();
      });
      for (const { userId, notification } of live) await sendNotification(ctx, userId, notification);
      void deliverOutbox(db, ctx.config).catch((e: unknown) => console.error(`alert mail not sent: ${String(e)}`));
    }
  }
  return fresh.length;
}

/** How long a digest waits after the last one. */
const DIGEST_INTERVAL = { daily: '1 day', weekly: '7 days' } as const;

/**
 * Sends the digests that are due: for every person, one mail with what their daily searches (a day
 * after the last digest) and weekly ones (a week after) have waiting. Answers the mails queued.
 */
export async function sendDueDigests(ctx: Pick<AppContext, 'db' | 'config'>, now = new Date()): Promise<number> {
  const { db } = ctx;
  const due = await sql<{
    match_id: number;
    user_id: number;
    email: string;
    property_id: number;
    kind: 'new' | 'reduced';
    old_price: number | null;
    search_id: number;
  }>`
    select m.id as match_id, s.user_id, u.email, m.property_id, m.kind, m.old_price, s.id as search_id
    from alert_matches m
    join saved_searches s on s.id = m.saved_search_id
    -- Digests go only to confirmed addresses (double opt-in); what waits is sent once the address is confirmed.
    join users u on u.id = s.user_id and u.email_verified_at is not null
    join properties p on p.id = m.property_id and p.is_published and p.market_status in ${ALERTABLE}
    where m.sent_at is null and not s.paused
      and ((s.frequency = 'daily' and (s.last_alert_at is null or s.last_alert_at <= ${now}::timestamptz - ${DIGEST_INTERVAL.daily}::interval))
        or (s.frequency = 'weekly' and (s.last_alert_at is null or s.last_alert_at <= ${now}::timestamptz - ${DIGEST_INTERVAL.weekly}::interval)))
    order by s.user_id, m.kind, m.created_at desc, m.id`.execute(db);
  const byPerson = new Map<number, typeof due.rows>();
  for (const row of due.rows) byPerson.set(row.user_id, [...(byPerson.get(row.user_id) ?? []), row]);
  let mails = 0;
  for (const [userId, rows] of byPerson) {
    // An advert found by two of the person's searches is listed once.
    const seen = new Set<string>();
    const unique = rows.filter((r) => {
      const key = `${r.property_id}:${r.kind}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const cards = new Map((await loadCards(db, [...new Set(unique.map((r) => r.property_id))])).map((c) => [Number(c.id), c]));
    const adverts: AlertedAdvert[] = unique.flatMap((r) => {
      const card = cards.get(r.property_id);
      return card ? [alertedAdvert(ctx.config, card, r.kind, r.old_price === null ? null : Number(r.old_price))] : [];
    });
    const email = rows[0]!.email;
    await db.transaction().execute(async (trx) => {
      const token = await unsubscribeToken(trx, { kind: 'person', id: userId }, now);
      await queueMail(trx, digestMail(ctx.config, email, adverts, token));
      await trx
        .updateTable('alert_matches')
        .set({ sent_at: now })
        .where(
          'id',
          'in',
          rows.map((r) => r.match_id),
        )
        .execute();
      await trx
        .updateTable('saved_searches')
        .set({ last_alert_at: now })
        .where('id', 'in', [...new Set(rows.map((r) => r.search_id))])
        .execute();
    });
    mails += 1;
  }
  return mails;
}

/** Records whether a price change of a published advert is kept and alerted; answers the change for alerting, if any. */
export async function recordPriceChange(db: Database, advertId: number, oldPrice: number, newPrice: number): Promise<AdvertChange | null> {
  if (Number(oldPrice) === Number(newPrice)) return null;
  await db.insertInto('price_history').values({ property_id: advertId, old_price: oldPrice, new_price: newPrice }).execute();
  await db
    .updateTable('properties')
    .set({ reduced_at: newPrice < oldPrice ? new Date() : null })
    .where('id', '=', advertId)
    .execute();
  return newPrice < oldPrice ? { kind: 'reduced', oldPrice: Number(oldPrice), price: Number(newPrice) } : null;
}
