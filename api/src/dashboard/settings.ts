import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import {
  AgencyDetailsBody,
  ContactDetailsBody,
  ContactVisibilityBody,
  DeleteAccountBody,
  PasswordChangeBody,
} from '@marketplace/shared/src/schemas/dashboard.ts';
import { UserSettingsAnswerData, type UserSettings } from '@marketplace/shared/src/answers/dashboard.ts';
import { NoContentAnswer } from '@marketplace/shared/src/answers/common.ts';
import { agencyOf } from '../common/agency.ts';
import type { AppContext } from '../context.ts';
import type { SignedInApp } from '../auth/index.ts';
import type { Database } from '../db/index.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { sessionOf } from '../auth/session.ts';
import { offTurn } from '../http/admission.ts';
import { HttpError, ValidationError } from '../http/errors.ts';

const WRONG_PASSWORD = 'The password is incorrect.';
export const STALE_CONTACT =
  'Your contact details were changed in another window after you opened this page. Reload them to see what was saved, or compare them with yours first.';
export const STALE_AGENCY =
  'Your letting agency details were changed in another window after you opened this page. Reload them to see what was saved, then save yours again.';
export const STALE_VISIBILITY =
  'What your adverts show was changed in another window after you opened this page. Reload to see what was saved, then choose again.';

/** The user's own contact is their first; later contacts belong to adverts they publish. */
async function ownContactId(db: Database, userId: number): Promise<number> {
  const found = await db.selectFrom('contacts').select('id').where('user_id', '=', userId).orderBy('id').limit(1).executeTakeFirst();
  if (found) return found.id;
  const made = await db.insertInto('contacts').values({ user_id: userId, name: null }).returning('id').executeTakeFirstOrThrow();
  return made.id;
}

const withoutParts = <T extends { parts: unknown; version: unknown }>({ parts: _parts, version: _version, ...rest }: T) => rest;

export async function settingsOf(db: Database, userId: number): Promise<UserSettings> {
  const user = await db
    .selectFrom('users')
    .select(['email', 'is_host', 'settings_version'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const { rows } = await sql<
    Omit<UserSettings['contact'], 'address_parts'> & { parts: UserSettings['contact']['address_parts']; version: number }
  >`
    select c.name, c.company_name, c.landing_prefix, c.landing, c.mobile_prefix, c.mobile, c.email, a.full_address as address, c.version,
      -- An address typed here is one line; one placed in a listing's form (or seeded) has its parts too.
      case when a.line_1 is not null and a.city is not null and a.postcode is not null and a.latitude is not null
        then json_build_object('line_1', a.line_1, 'line_2', a.line_2, 'street', a.street, 'city', a.city, 'county', a.county,
          'postcode', a.postcode, 'country', a.country, 'latitude', a.latitude, 'longitude', a.longitude)
      end as parts
    from contacts c left join addresses a on a.id = c.address_id
    where c.user_id = ${userId}::int order by c.id limit 1`.execute(db);
  const found = rows[0];
  const photo = await db
    .selectFrom('user_images')
    .select('file_path')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const settings = await db.selectFrom('user_settings').select(['setting_id', 'setting_value']).where('user_id', '=', userId).execute();
  const shown = (id: number) => settings.some((s) => s.setting_id === id && s.setting_value === '1');
  const agency = await agencyOf(db, userId);
  return {
    email: user.email,
    is_host: user.is_host,
    photo: photo?.file_path ?? null,
    contact: found
      ? { ...withoutParts(found), address_parts: found.parts }
      : {
          name: null,
          company_name: null,
          landing_prefix: null,
          landing: null,
          mobile_prefix: null,
          mobile: null,
          email: null,
          address: null,
          address_parts: null,
        },
    agency: agency.agency,
    visibility: { '1': shown(1), '2': shown(2), '3': shown(3), '4': shown(4), '5': shown(5) },
    // A person without a contact row yet gets one at version 1 when they first save it.
    versions: { contact: found?.version ?? 1, visibility: user.settings_version, agency: agency.version },
  };
}

/** User settings: contact details, what adverts show of them, password, becoming a host and deleting the account. */
export async function settingsRoutes(app: SignedInApp, ctx: AppContext): Promise<void> {
  const db = ctx.db;

  app.get('/api/user/settings', { schema: { response: { 200: UserSettingsAnswerData } } }, async (request) => ({
    data: await settingsOf(db, request.userId),
  }));

  app.post(
    '/api/user/settings/contact',
    { schema: { body: ContactDetailsBody, response: { 200: UserSettingsAnswerData } } },
    async (request) => {
      const userId = request.userId;
      const { address, version: loaded, ...contact } = request.body;
      const contactId = await ownContactId(db, userId);
      await db.transaction().execute(async (trx) => {
        // A save over details changed since the page loaded is refused before anything is written (issue 40).
        const claimed = await trx
          .updateTable('contacts')
          .set({ version: sql<number>`version + 1` })
          .where('id', '=', contactId)
          .where('version', '=', loaded)
          .returning('version')
          .executeTakeFirst();
        if (!claimed) throw new HttpError(409, STALE_CONTACT, { version: (await settingsOf(trx, userId)).versions.contact });
        const current = await trx
          .selectFrom('contacts')
          .leftJoin('addresses', 'addresses.id', 'contacts.address_id')
          .select(['contacts.address_id', 'addresses.full_address'])
          .where('contacts.id', '=', contactId)
          .executeTakeFirst();
        // The address as it was (its parts and place on the map too) unless its line was changed.
        let addressId: number | null = address && current?.full_address === address ? (current.address_id ?? null) : null;
        if (address && addressId === null) {
          const row = await trx
            .insertInto('addresses')
            .values({
              line_1: null,
              line_2: null,
              street: null,
              city: null,
              county: null,
              postcode: null,
              country: 'United Kingdom',
              full_address: address,
              latitude: null,
              longitude: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          addressId = row.id;
        }
        await trx
          .updateTable('contacts')
          .set({
            name: contact.name,
            company_name: contact.company_name ?? null,
            landing_prefix: contact.landing_prefix ?? null,
            landing: contact.landing ?? null,
            mobile_prefix: contact.mobile_prefix ?? null,
            mobile: contact.mobile ?? null,
            email: contact.email ?? null,
            address_id: addressId,
          })
          .where('id', '=', contactId)
          .execute();
      });
      return { data: await settingsOf(db, userId) };
    },
  );

  // The advert pages read these rows on every request, so Marketed By follows at once.
  app.post(
    '/api/user/settings/visibility',
    { schema: { body: ContactVisibilityBody, response: { 200: UserSettingsAnswerData } } },
    async (request) => {
      const userId = request.userId;
      await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('users')
          .set({ settings_version: sql<number>`settings_version + 1` })
          .where('id', '=', userId)
          .where('settings_version', '=', request.body.version)
          .returning('settings_version')
          .executeTakeFirst();
        if (!claimed) throw new HttpError(409, STALE_VISIBILITY, { version: (await settingsOf(trx, userId)).versions.visibility });
        for (const [id, shown] of Object.entries(request.body.settings)) {
          const settingId = Number(id);
          await trx.deleteFrom('user_settings').where('user_id', '=', userId).where('setting_id', '=', settingId).execute();
          await trx
            .insertInto('user_settings')
            .values({ user_id: userId, setting_id: settingId, setting_value: shown ? '1' : '0' })
            .execute();
        }
      });
      return { data: await settingsOf(db, userId) };
    },
  );

  // Held once: every let of this person's shows it, and publishing a let reads it (issue 42 item 7).
  app.post(
    '/api/user/settings/agency',
    { schema: { body: AgencyDetailsBody, response: { 200: UserSettingsAnswerData } } },
    async (request) => {
      const userId = request.userId;
      const { version: loaded, ...details } = request.body;
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('agency_profiles')
          .values({ user_id: userId })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .execute();
        const claimed = await trx
          .updateTable('agency_profiles')
          .set({
            ...(details.is_letting_agent ? details : { is_letting_agent: false }),
            version: sql<number>`version + 1`,
            updated_at: new Date(),
          })
          .where('user_id', '=', userId)
          .where('version', '=', loaded)
          .returning('version')
          .executeTakeFirst();
        if (!claimed) throw new HttpError(409, STALE_AGENCY, { version: (await agencyOf(trx, userId)).version });
      });
      return { data: await settingsOf(db, userId) };
    },
  );

  app.post(
    '/api/user/settings/password',
    { schema: { body: PasswordChangeBody, response: { 204: NoContentAnswer } } },
    async (request, reply) => {
      const userId = request.userId;
      const user = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
      // Checking and hashing take CPU and no database: off the request's turn.
      const hash = await offTurn(request, async () => {
        if (!(await verifyPassword(request.body.current_password, user.password_hash)))
          throw new ValidationError({ current_password: [WRONG_PASSWORD] });
        return hashPassword(request.body.password);
      });
      const current = sessionOf(request)?.id ?? '';
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ password_hash: hash, updated_at: new Date() }).where('id', '=', userId).execute();
        // Someone who knew the old password is signed out everywhere else.
        await trx.deleteFrom('sessions').where('user_id', '=', userId).where('id', '<>', current).execute();
      });
      return reply.status(204).send();
    },
  );

  app.post('/api/user/settings/host', { schema: { response: { 200: UserSettingsAnswerData } } }, async (request) => {
    const userId = request.userId;
    await db.updateTable('users').set({ is_host: true, updated_at: new Date() }).where('id', '=', userId).execute();
    return { data: await settingsOf(db, userId) };
  });

  /**
   * Deletes the account: adverts and services are unpublished, reviews the user wrote stay as
   * 'Anonymous', contact details and photos go, and no one can sign in as them again. Bookings stay,
   * because the other party keeps their record of them.
   */
  app.post(
    '/api/user/settings/delete',
    { schema: { body: DeleteAccountBody, response: { 204: NoContentAnswer } } },
    async (request, reply) => {
      const userId = request.userId;
      const user = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
      const unusable = await offTurn(request, async () => {
        if (!(await verifyPassword(request.body.password, user.password_hash))) throw new ValidationError({ password: [WRONG_PASSWORD] });
        return hashPassword(randomBytes(32).toString('base64url'));
      });
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('properties').set({ is_published: false }).where('user_id', '=', userId).execute();
        await trx.updateTable('services').set({ is_published: false }).where('user_id', '=', userId).execute();
        for (const table of ['host_reviews', 'guest_reviews', 'service_reviews', 'neighbourhood_reviews'] as const) {
          await trx.updateTable(table).set({ user_id: null }).where('user_id', '=', userId).execute();
        }
        await trx
          .updateTable('contacts')
          .set({
            name: null,
            company_name: null,
            landing_prefix: null,
            landing: null,
            mobile_prefix: null,
            mobile: null,
            email: null,
            address_id: null,
          })
          .where('user_id', '=', userId)
          .execute();
        await trx.deleteFrom('user_images').where('user_id', '=', userId).execute();
        await trx.deleteFrom('agency_profiles').where('user_id', '=', userId).execute();
        await trx.deleteFrom('favourites').where('user_id', '=', userId).execute();
        // The address is freed for a new account; the row stays for the bookings that point at it.
        await trx
          .updateTable('users')
          .set({ email: `deleted-${userId}@deleted.invalid`, password_hash: unusable, is_host: false, updated_at: new Date() })
          .where('id', '=', userId)
          .execute();
        await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
      });
      return reply.status(204).send();
    },
  );
}
