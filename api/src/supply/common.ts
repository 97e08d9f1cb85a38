import { sql, type Transaction } from 'kysely';
import { z } from 'zod';
import type { AddressBody, ContactBody } from '@marketplace/shared/src/schemas/supply.ts';
import { fullAddress } from '@marketplace/shared/src/schemas/address.ts';
import { CONTACT_ITEM_NAMES, type ContactItem } from '@marketplace/shared/src/entities/user.ts';
import type { DB } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { HttpError, ValidationError } from '../http/errors.ts';

/** What adverts and services share: their id in the path, their address row and their contact row. */

export type Trx = Transaction<DB>;

export const AdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export function addressColumns(a: z.infer<typeof AddressBody>) {
  return {
    line_1: a.line_1,
    line_2: a.line_2 ?? null,
    street: a.street ?? null,
    city: a.city,
    county: a.county ?? null,
    postcode: a.postcode.toUpperCase(),
    country: a.country,
    full_address: fullAddress(a),
    latitude: a.latitude,
    longitude: a.longitude,
  };
}

type ContactInput = z.infer<typeof ContactBody>;

/**
 * Where the contact's address row points after a save: the listing's own address (`same_as_listing_address`),
 * a row of the contact's own, or none. A row of its own is edited in place and deleted once it is no longer used.
 */
async function contactAddressId(trx: Trx, contact: ContactInput, current: number | null, listingAddressId: number): Promise<number | null> {
  const ownRow = current !== null && current !== listingAddressId ? current : null;
  if (!contact.same_as_listing_address && contact.address === undefined) return current;
  if (!contact.same_as_listing_address && contact.address) {
    const columns = addressColumns(contact.address);
    if (ownRow !== null) {
      await trx.updateTable('addresses').set(columns).where('id', '=', ownRow).execute();
      return ownRow;
    }
    return (await trx.insertInto('addresses').values(columns).returning('id').executeTakeFirstOrThrow()).id;
  }
  if (ownRow !== null) await trx.deleteFrom('addresses').where('id', '=', ownRow).execute();
  return contact.same_as_listing_address ? listingAddressId : null;
}

/** The listing's contact row, written from the form's contact (left as it is when the body has none). */
export async function writeContact(
  trx: Trx,
  userId: number,
  contact: ContactInput | undefined,
  contactId: number | null,
  listingAddressId: number,
): Promise<number | null> {
  if (!contact) return contactId;
  const current =
    contactId === null
      ? null
      : ((await trx.selectFrom('contacts').select('address_id').where('id', '=', contactId).executeTakeFirst())?.address_id ?? null);
  const values = {
    ...(Object.fromEntries(CONTACT_ITEM_NAMES.map((item) => [item, contact[item] ?? null])) as Record<ContactItem, string | null>),
    address_id: await contactAddressId(trx, contact, current, listingAddressId),
  };
  if (contactId !== null) {
    await trx.updateTable('contacts').set(values).where('id', '=', contactId).execute();
    return contactId;
  }
  return (
    await trx
      .insertInto('contacts')
      .values({ user_id: userId, ...values })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

const ADDRESS_PARTS = [
  'line_1',
  'line_2',
  'street',
  'city',
  'county',
  'postcode',
  'country',
  'full_address',
  'latitude',
  'longitude',
] as const;

/** An address row in its parts with its id, as the owner's forms load it, or null without one. */
export async function addressParts(db: Database, addressId: number | null) {
  if (addressId === null) return null;
  return (
    (await db
      .selectFrom('addresses')
      .select(['id', ...ADDRESS_PARTS])
      .where('id', '=', addressId)
      .executeTakeFirst()) ?? null
  );
}

/**
 * The listing's contact as its owner's form edits it: every item, the ones visitors do not see too (each
 * null without a contact), and the address in its parts (its id the listing's address id when it is the same address).
 */
export async function ownContact(db: Database, contactId: number | null) {
  const row =
    contactId === null
      ? undefined
      : await db
          .selectFrom('contacts')
          .select([...CONTACT_ITEM_NAMES, 'address_id'])
          .where('id', '=', contactId)
          .executeTakeFirst();
  const items = Object.fromEntries(CONTACT_ITEM_NAMES.map((item) => [item, row?.[item] ?? null])) as Record<ContactItem, string | null>;
  return { ...items, address: await addressParts(db, row?.address_id ?? null) };
}

/** A deleted listing's address, and its contact's own address when that is a different row. */
export async function deleteListingAddresses(trx: Trx, listing: { address_id: number; contact_id: number | null }): Promise<void> {
  const contact =
    listing.contact_id === null
      ? undefined
      : await trx.selectFrom('contacts').select('address_id').where('id', '=', listing.contact_id).executeTakeFirst();
  const ids = [listing.address_id, contact?.address_id ?? null].filter((id): id is number => id !== null);
  await trx.deleteFrom('addresses').where('id', 'in', ids).execute();
}

/** A save of what exists names the version it was loaded at (issue 40); 422 when it does not. */
export function requireVersion(version: number | undefined): number {
  if (version === undefined) throw new ValidationError({ version: ['The version field is required.'] });
  return version;
}

/**
 * Takes the next version of a listing for this save, in its transaction: a form loaded at an older version
 * than the stored one is refused with 409 (and the stored version), so nothing another window or person
 * saved meanwhile is written over without its owner seeing it.
 */
export async function claimVersion(trx: Trx, table: 'properties' | 'services', id: number, loaded: number, stale: string): Promise<void> {
  const claimed = await trx
    .updateTable(table)
    .set({ version: sql<number>`version + 1`, updated_at: new Date() })
    .where('id', '=', id)
    .where('version', '=', loaded)
    .returning('version')
    .executeTakeFirst();
  if (claimed) return;
  const stored = await trx.selectFrom(table).select('version').where('id', '=', id).executeTakeFirst();
  throw new HttpError(409, stale, { version: stored?.version ?? null });
}

/**
 * A listing with bookings is withdrawn, not deleted (issue 40): taken off the search and its booking
 * dialog, kept for the guests who booked it and their reviews. Answers whether it was.
 */
export async function withdrawnForBookings(db: Database, table: 'properties' | 'services', id: number): Promise<boolean> {
  const column = table === 'properties' ? 'property_id' : 'service_id';
  const booked = await db.selectFrom('bookings').select('id').where(column, '=', id).limit(1).executeTakeFirst();
  if (!booked) return false;
  await db.updateTable(table).set({ is_published: false, updated_at: new Date() }).where('id', '=', id).execute();
  return true;
}
