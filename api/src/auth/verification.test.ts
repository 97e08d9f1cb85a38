import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHarness, type Harness } from '../test/harness.ts';
import { confirmationToken, lastMailTo } from '../test/mail.ts';
import { dayAt, forSale, PASSWORD, register } from '../bookings/fixture.ts';
import { TestClient } from './test-client.ts';
import {
  ALREADY_VERIFIED,
  EMAIL_VERIFIED,
  VERIFY_LINK_EXPIRED,
  VERIFY_LINK_HOURS,
  VERIFY_LINK_INVALID,
  unverifiedMessage,
  verificationSent,
  verificationToken,
} from './verification.ts';

let h: Harness;
let host: { client: TestClient; id: number };
let house: number;

before(async () => {
  h = await createHarness();
  host = await register(h, 'James Whitfield', 'host@example.test');
  house = await forSale(h.handle.db, host.id);
});
after(() => h.close());

const verifiedAt = async (email: string) =>
  (await h.handle.db.selectFrom('users').select('email_verified_at').where('email', '=', email).executeTakeFirstOrThrow())
    .email_verified_at;

describe('a new account confirms its address by the link mailed to it', () => {
  test('until it does, publishing, messaging and booking are refused with what is waiting, and its form is not lost', async () => {
    const email = 'new@example.test';
    const { client, id } = await register(h, 'New Person', email, { confirmed: false });
    const me = JSON.parse((await client.get('/api/user')).body) as { email_verified_at: string | null };
    assert.equal(me.email_verified_at, null);
    const mail = await lastMailTo(h, email, 'Confirm your e-mail address');
    assert.match(mail.body, new RegExp(`expire in ${VERIFY_LINK_HOURS} hours`));

    const advert = await forSale(h.handle.db, id);
    const publish = await client.post(`/api/user/adverts/${advert}/publish`);
    assert.equal(publish.statusCode, 403);
    assert.deepEqual(JSON.parse(publish.body), { message: unverifiedMessage('publish', email), email_unverified: true });

    const message = await client.post(`/api/user/${id}/messages/new/null`, {
      from_user_id: id,
      to_user_id: host.id,
      property_id: house,
      message: 'Is it still for sale?',
    });
    assert.equal(message.statusCode, 403);
    assert.equal(JSON.parse(message.body).message, unverifiedMessage('message', email));

    const book = await client.post('/api/book', {
      booking_type: 'view',
      host_id: host.id,
      property_id: house,
      price: 325000,
      date_start: dayAt(3, '10:00'),
      date_end: dayAt(3, '10:00'),
    });
    assert.equal(book.statusCode, 403);
    assert.equal(JSON.parse(book.body).email_unverified, true);
    const made = await h.handle.db.selectFrom('bookings').select('id').where('user_id', '=', id).execute();
    assert.equal(made.length, 0, 'nothing was booked');

    // The link, opened in any browser (signed out here), confirms the address; then the same calls go through.
    const elsewhere = new TestClient(h.app);
    await elsewhere.csrf();
    const confirmed = await elsewhere.post('/api/email/verify', { token: await confirmationToken(h, email) });
    assert.equal(confirmed.statusCode, 200);
    assert.equal(JSON.parse(confirmed.body).message, EMAIL_VERIFIED);
    assert.ok(await verifiedAt(email));
    assert.equal((await client.post(`/api/user/adverts/${advert}/publish`)).statusCode, 200);
    // A second click on the same link says so, and changes nothing.
    const again = await elsewhere.post('/api/email/verify', { token: await confirmationToken(h, email) });
    assert.equal(JSON.parse(again.body).message, ALREADY_VERIFIED);
  });

  test('a link that expired, was altered, or was sent before the address changed confirms nothing', async () => {
    const email = 'late@example.test';
    const { client, id } = await register(h, 'Late Person', email, { confirmed: false });
    const old = await verificationToken(h.handle.db, id, email, new Date(Date.now() - (VERIFY_LINK_HOURS + 1) * 3_600_000));
    const expired = await client.post('/api/email/verify', { token: old });
    assert.equal(expired.statusCode, 422);
    assert.deepEqual(JSON.parse(expired.body).errors, { token: [VERIFY_LINK_EXPIRED] });

    const good = await confirmationToken(h, email);
    const altered = `${id + 1}${good.slice(String(id).length)}`;
    assert.deepEqual(JSON.parse((await client.post('/api/email/verify', { token: altered })).body).errors, {
      token: [VERIFY_LINK_INVALID],
    });
    await h.handle.db.updateTable('users').set({ email: 'moved@example.test' }).where('id', '=', id).execute();
    assert.equal((await client.post('/api/email/verify', { token: good })).statusCode, 422);
    assert.equal(await verifiedAt('moved@example.test'), null);
  });

  test('a new link is sent on request, three an hour per account and five a day per address, then 429 with Retry-After', async () => {
    const email = 'again@example.test';
    const { client } = await register(h, 'Again Person', email, { confirmed: false });
    // The registration's mail was the first of the three.
    for (let i = 0; i < 2; i++) {
      const res = await client.post('/api/email/verification-notification');
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(JSON.parse(res.body).message, verificationSent(email));
    }
    const refused = await client.post('/api/email/verification-notification');
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.match(JSON.parse(refused.body).message, /You can ask for another in \d+ minutes?\./);

    // A new account for the same address (the old one deleted) has an hourly allowance of its own, not the address's.
    await client.post('/api/user/settings/delete', { password: PASSWORD });
    const second = await register(h, 'Again Person', email, { confirmed: false });
    assert.equal((await second.client.post('/api/email/verification-notification')).statusCode, 200);
    const sixth = await second.client.post('/api/email/verification-notification');
    assert.equal(sixth.statusCode, 429, 'five links a day to one address, whichever account asks');
    const mails = await h.handle.db.selectFrom('outbox').select('id').where('to_email', '=', email).execute();
    assert.equal(mails.length, 5);
  });

  test('a confirmed account is told so, and a visitor is told to sign in', async () => {
    assert.equal(JSON.parse((await host.client.post('/api/email/verification-notification')).body).message, ALREADY_VERIFIED);
    const visitor = new TestClient(h.app);
    await visitor.csrf();
    assert.equal((await visitor.post('/api/email/verification-notification')).statusCode, 401);
  });
});
