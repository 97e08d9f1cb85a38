import type { AppContext } from '../context.ts';
import { deliverOutbox, queueMail } from '../auth/mail.ts';
import { nameAndEmail } from '../common/booking.ts';
import type { StoredMessage } from '../common/thread.ts';

/** The role of a guest enquirer's user row: someone who wrote from an advert without an account. */
export const GUEST_ROLE = 'enquirer';

/**
 * An advertiser's reply in Messages to a guest enquirer, who cannot sign in to read it: it goes to the
 * guest's e-mail, with the advertiser as Reply-To, so the conversation carries on by mail. Nothing for a
 * reply to anyone else.
 */
export async function mailReplyToGuest(ctx: AppContext, message: StoredMessage): Promise<void> {
  const guest = await ctx.db
    .selectFrom('users')
    .innerJoin('enquiries', 'enquiries.from_user_id', 'users.id')
    .innerJoin('properties', 'properties.id', 'enquiries.property_id')
    .select(['enquiries.email', 'enquiries.name', 'properties.property_title'])
    .where('users.id', '=', message.to_user_id)
    .where('enquiries.guest', '=', true)
    .where((eb) => eb(eb.val(GUEST_ROLE), '=', eb.fn.any('users.roles')))
    .orderBy('enquiries.id', 'desc')
    .executeTakeFirst();
  if (!guest) return;
  const advertiser = await nameAndEmail(ctx.db, message.from_user_id);
  await queueMail(ctx.db, {
    to: guest.email,
    subject: `${advertiser.name} replied about ${guest.property_title ?? 'your enquiry'}`,
    body: `Hello ${guest.name},\n\n${advertiser.name} replied to your enquiry:\n\n${message.message}\n\nReply to this e-mail to answer them.\n`,
    headers: { 'Reply-To': advertiser.email },
  });
  void deliverOutbox(ctx.db, ctx.config).catch((e: unknown) => console.error('enquiry reply mail not sent', e));
}
