import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { AddressBody, ContactBody } from '@marketplace/shared/src/schemas/supply.ts';
import type { DB } from '../db/schema.ts';

/** What adverts and services share: their id in the path, their address row and their contact row. */

export type Trx = Transaction<DB>;

export const AdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export function addressColumns(a: z.infer<typeof AddressBody>) {
  const full = [a.line_1, a.line_2, a.street, a.city, a.county, a.postcode.toUpperCase()].filter(Boolean).join(', ');
  return {
    line_1: a.line_1,
    line_2: a.line_2 ?? null,
    street: a.street ?? null,
    city: a.city,
    county: a.county ?? null,
    postcode: a.postcode.toUpperCase(),
    country: 'United Kingdom',
    full_address: full,
    latitude: a.latitude,
    longitude: a.longitude,
  };
}

export async function writeContact(
  trx: Trx,
  userId: number,
  contact: z.infer<typeof ContactBody> | undefined,
  contactId: number | null,
): Promise<number | null> {
  if (!contact) return contactId;
  const values = {
    name: contact.name ?? null,
    company_name: contact.company_name ?? null,
    landing_prefix: contact.landing_prefix ?? null,
    landing: contact.landing ?? null,
    mobile_prefix: contact.mobile_prefix ?? null,
    mobile: contact.mobile ?? null,
    email: contact.email ?? null,
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
