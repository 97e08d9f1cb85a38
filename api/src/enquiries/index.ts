import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EnquiryBody, type EnquiryKind } from '@marketplace/shared/src/schemas/enquiries.ts';
import { EnquirySentAnswer } from '@marketplace/shared/src/answers/enquiries.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { sessionOf } from '../auth/session.ts';
import { deliverOutbox, queueMail } from '../auth/mail.ts';
import { nameAndEmail } from '../common/booking.ts';
import { MESSAGES_PAGE, sendNotification, storeNotification } from '../common/notify.ts';
import { openRoom, sendLive, storeMessage } from '../common/thread.ts';
import { GUEST_ROLE } from './reply.ts';
import { ValidationError } from '../http/errors.ts';
import { spend } from '../http/rate-limit.ts';

export const ENQUIRY_SENT = 'Your enquiry has been sent. The advertiser will reply to your e-mail.';
/** Enquiries from one e-mail address, and from one network address, in an hour: a person's, never a flood. */
export const ENQUIRIES_PER_EMAIL = 5;
export const ENQUIRIES_PER_IP = 10;
const HOUR = 60 * 60;
export const tooManyEnquiries = (seconds: number) => `You have sent several enquiries just now. Please try again in ${seconds} seconds.`;
export const OWN_ADVERT = 'You cannot send an enquiry about your own advert.';

const NOUN: Record<EnquiryKind, string> = { email: 'Enquiry', viewing: 'Viewing request' };

/** What the advertiser reads in the conversation: the person's words, then how and when to reach them. */
export function enquiryText(body: Pick<EnquiryBody, 'kind' | 'message' | 'viewing_times' | 'phone' | 'email'>): string {
  const lines = [`${NOUN[body.kind]}: ${body.message}`, ''];
  if (body.viewing_times) lines.push(`Preferred viewing times: ${body.viewing_times}`);
  lines.push(`E-mail: ${body.email}`);
  if (body.phone) lines.push(`Phone: ${body.phone}`);
  return lines.join('\n');
}

/**
 * The guest enquirer writing from this address: found again through their earlier enquiries (one per
 * address), else made. It has no password and a mailbox that does not exist, so it can never sign in; a
 * person who signs up with the same address gets an account of their own.
 */
async function guestEnquirer(trx: Database, body: EnquiryBody): Promise<number> {
  const known = await trx
    .selectFrom('enquiries')
    .select('from_user_id')
    .where('guest', '=', true)
    .where('email', '=', body.email)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (known) {
    await trx
      .updateTable('contacts')
      .set({ name: body.name, email: body.email, mobile: body.phone ?? null })
      .where('user_id', '=', known.from_user_id)
      .execute();
    return known.from_user_id;
  }
  const user = await trx
    .insertInto('users')
    .values({ email: `enquirer-${randomUUID()}@enquiries.invalid`, password_hash: '!', roles: [GUEST_ROLE] })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('contacts')
    .values({ user_id: user.id, name: body.name, email: body.email, mobile: body.phone ?? null })
    .execute();
  return user.id;
}

/** The mail the advertiser gets; its Reply-To is the enquirer, so a reply from their mail reaches them. */
function advertiserMail(
  ctx: AppContext,
  to: { name: string; email: string },
  body: EnquiryBody,
  advert: { id: number; title: string },
  roomId: number,
) {
  const asked =
    body.kind === 'viewing' ? `${body.name} would like to view ${advert.title}.` : `${body.name} has an enquiry about ${advert.title}.`;
  return {
    to: to.email,
    subject: `${NOUN[body.kind]} from ${body.name}: ${advert.title}`,
    body: [
      `Hello ${to.name},`,
      '',
      asked,
      '',
      body.message,
      '',
      ...(body.viewing_times ? [`Preferred viewing times: ${body.viewing_times}`] : []),
      `Name: ${body.name}`,
      `E-mail: ${body.email}`,
      ...(body.phone ? [`Phone: ${body.phone}`] : []),
      '',
      `Reply to this e-mail to answer ${body.name} directly, or in your messages: ${ctx.config.frontendUrl}${MESSAGES_PAGE}/${roomId}`,
      `The advert: ${ctx.config.frontendUrl}/ad-details/${advert.id}`,
      '',
    ].join('\n'),
    // The address only: the validated e-mail can carry no line break into the header.
    headers: { 'Reply-To': body.email },
  };
}

/**
 * POST api/enquiries: "Email agent" and "Request a viewing" on an advert (issue 44), open to visitors as
 * on Rightmove and Zoopla. The enquiry opens (or continues) the conversation with the advertiser in
 * Messages, rings their bell and mails them. Limited per e-mail address and per network address; a filled
 * honeypot is answered as if sent and nothing is kept, so a robot learns nothing.
 */
export async function enquiriesFeature(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db;
  app.post('/api/enquiries', { schema: { body: EnquiryBody, response: { 201: EnquirySentAnswer } } }, async (request, reply) => {
    const body = request.body;
    if (typeof body.website === 'string' ? body.website.trim() !== '' : body.website !== undefined && body.website !== null) {
      request.log.info('enquiry with its honeypot filled: dropped');
      return reply.status(201).send({ message: ENQUIRY_SENT });
    }
    const advert = await db
      .selectFrom('properties')
      .innerJoin('addresses', 'addresses.id', 'properties.address_id')
      .select(['properties.id', 'properties.user_id', 'properties.property_title', 'addresses.full_address'])
      .where('properties.id', '=', body.property_id)
      .where('properties.is_published', '=', true)
      .executeTakeFirst();
    if (!advert) throw new ValidationError({ property_id: ['The selected property id is invalid.'] });
    const me = sessionOf(request)?.userId ?? null;
    if (me === advert.user_id) throw new ValidationError({ property_id: [OWN_ADVERT] });
    await spend(
      db,
      reply,
      { key: `enquiries:email:${body.email.toLowerCase()}`, max: ENQUIRIES_PER_EMAIL, windowSeconds: HOUR },
      tooManyEnquiries,
    );
    await spend(db, reply, { key: `enquiries:ip:${request.ip}`, max: ENQUIRIES_PER_IP, windowSeconds: HOUR }, tooManyEnquiries);

    const title = advert.property_title || advert.full_address || 'your advert';
    const { message, live } = await db.transaction().execute(async (trx) => {
      const from = me ?? (await guestEnquirer(trx, body));
      const room = await openRoom(trx, from, advert.user_id, { property_id: advert.id, service_id: null });
      const message = await storeMessage(trx, {
        roomId: room.id,
        from,
        to: advert.user_id,
        message: enquiryText(body),
        messageType: 'text',
      });
      await trx
        .insertInto('enquiries')
        .values({
          property_id: advert.id,
          from_user_id: from,
          chat_room_id: room.id,
          kind: body.kind,
          name: body.name,
          email: body.email,
          phone: body.phone ?? null,
          message: body.message,
          viewing_times: body.viewing_times ?? null,
          guest: me === null,
        })
        .execute();
      const live = await storeNotification(
        trx,
        advert.user_id,
        { message: `${body.name}: ${NOUN[body.kind].toLowerCase()} about ${title}`, url: MESSAGES_PAGE, chat_room_id: room.id },
        'message',
      );
      const advertiser = await nameAndEmail(trx, advert.user_id);
      await queueMail(trx, advertiserMail(ctx, advertiser, body, { id: advert.id, title }, room.id));
      return { message, live };
    });
    await Promise.all([sendLive(ctx, message), sendNotification(ctx, advert.user_id, live)]);
    void deliverOutbox(db, ctx.config).catch((e: unknown) => request.log.error(e, 'enquiry mail not sent'));
    return reply.status(201).send({ message: ENQUIRY_SENT });
  });
}
