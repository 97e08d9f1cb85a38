import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { seededHarness } from './test-seed.ts';
import { seedInvariants } from './invariants.ts';
import { hostMoneyRows } from '../common/hostMoney.ts';
import { hostEarned, hostMoneyTotals } from '@marketplace/shared/src/rules/hostMoney.ts';

let h: Awaited<ReturnType<typeof seededHarness>>;
before(async () => {
  h = await seededHarness();
});
after(() => h.close());

test('a seeded database passes what the law asks of its adverts, by SQL over every row and a sample through publishProblems', async () => {
  const { counts, sampled, blocked } = await seedInvariants(h.handle.db, 100);
  assert.deepEqual(Object.values(counts), [0, 0, 0, 0, 0, 0, 0], JSON.stringify(counts));
  assert.ok(sampled > 20, `sampled ${sampled}`);
  assert.deepEqual(blocked, []);
});

test("a breach is counted: an English let offering a fixed term, a deposit a penny over its cap, an agency's let without its redress scheme", async () => {
  const { rows } = await sql<{ id: number }>`
    select id from properties where is_let and not is_short_term and nation = 'england' and property_category_id = 1
      and is_published and property_rent_type_id = 5 and price * 12 < 50000 order by id limit 2`.execute(h.handle.db);
  const [fixed, over] = rows;
  assert.ok(fixed && over);
  await sql`update properties set tenancy_type = 'fixed' where id = ${fixed.id}::int`.execute(h.handle.db);
  await sql`update properties set deposit = floor(price * 12 / 52 * 5 * 100) / 100 + 0.01 where id = ${over.id}::int`.execute(h.handle.db);
  await sql`update agency_profiles set redress_scheme = null where user_id = (select min(p.user_id) from properties p
    join agency_profiles a on a.user_id = p.user_id where p.is_let and not p.is_short_term and p.nation is not null and p.property_category_id = 1)`.execute(
    h.handle.db,
  );
  const { counts } = await seedInvariants(h.handle.db, 100);
  assert.equal(counts.english_let_with_dss_fixed_term_or_tbd, 1);
  assert.equal(counts.deposit_over_its_cap, 1);
  assert.equal(counts.agency_let_without_fees_cmp_or_redress, 1);
});

test("the known host's money is real: completed stays paid, refunds recorded under their payments' keys, Earnings that add up", async () => {
  const db = h.handle.db;
  const host = await db.selectFrom('users').select('id').where('email', '=', 'host@roofline.test').executeTakeFirstOrThrow();
  const rows = await hostMoneyRows(db, host.id);
  const totals = hostMoneyTotals(rows, new Date());
  assert.ok(rows.some((r) => r.status === 'completed'));
  assert.ok(rows.some((r) => r.status === 'cancelled' && r.refunded > 0 && hostEarned(r) > 0));
  assert.ok(totals.earned > 0 && totals.refunded > 0, JSON.stringify(totals));
  assert.equal(totals.earned, Math.round(rows.reduce((sum, r) => sum + hostEarned(r), 0) * 100) / 100);
  // A refund the seed made is one the settling job will not make again.
  const unrecorded = await db
    .selectFrom('bookings as b')
    .select('b.id')
    .where('b.refunded_amount', '>', 0)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('refunds as r').select('r.id').whereRef('r.booking_id', '=', 'b.id'))))
    .execute();
  assert.deepEqual(unrecorded, []);
});
