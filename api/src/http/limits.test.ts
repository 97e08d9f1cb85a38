import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { TestClient } from '../auth/test-client.ts';
import { dayAt, forSale, register, studioFlat } from '../bookings/fixture.ts';
import { DRAFTS_MAX, DRAFTS_TOO_LARGE, TOO_MANY_DRAFTS } from '../drafts/index.ts';
import { MESSAGES_PER_MINUTE, NOT_A_CONTACT } from '../messages/index.ts';
import { REPORTS_PER_MINUTE } from '../report/index.ts';
import { IMAGES_MAX, TOO_MANY } from '../supply/images.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { secondsUntilFree } from './rate-limit.ts';

/**
 * What one account may pile up (issue 26, item 4): drafts by count and bytes, messages and reports
 * per minute (429 with Retry-After), first messages only to people one already deals with, and an
 * advert's images counted in the same transaction that adds them.
 */
let h: Harness;
let dir: string;
let host: { client: TestClient; id: number };
let guest: { client: TestClient; id: number };
let stranger: { client: TestClient; id: number };
let house: number;

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'roofline-limits-'));
  h = await createHarness({ storageDir: dir });
  host = await register(h, 'James Whitfield', 'host@example.test');
  guest = await register(h, 'Emily Carter', 'guest@example.test');
  stranger = await register(h, 'Sophie Turner', 'stranger@example.test');
  house = await forSale(h.handle.db, host.id);
});
after(async () => {
  await h.close();
  await rm(dir, { recursive: true, force: true });
});

test('a limit frees one action once the oldest inside the window ages out', () => {
  const now = new Date('2030-01-01T12:01:00Z');
  const at = (s: number) => new Date(now.getTime() - s * 1000);
  const limit = { max: 3, windowSeconds: 60 };
  assert.equal(secondsUntilFree([at(50), at(10)], limit, now), 0);
  assert.equal(secondsUntilFree([at(50), at(30), at(10)], limit, now), 10);
  assert.equal(secondsUntilFree([at(59.9), at(30), at(10)], limit, now), 1);
});

describe('drafts', () => {
  const draft = (client: TestClient, title: string, data: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    client.post('/api/draft/store', { type: 'advert', title, data, ...extra });

  test(`at most ${DRAFTS_MAX} drafts per account; overwriting one still works at the limit`, async () => {
    for (let i = 0; i < DRAFTS_MAX; i++) assert.equal((await draft(guest.client, `Draft ${i}`, { i })).statusCode, 201);
    const over = await draft(guest.client, 'One more', { i: 'more' });
    assert.equal(over.statusCode, 422);
    assert.deepEqual(over.json().errors, { drafts: [TOO_MANY_DRAFTS] });
    const id = (await h.handle.db.selectFrom('drafts').select('id').where('user_id', '=', guest.id).executeTakeFirstOrThrow()).id;
    const overwritten = await draft(guest.client, 'Rewritten', { i: 'again' }, { overwrite: true, overwrite_id: id });
    assert.equal(overwritten.statusCode, 200, overwritten.body);
  });

  test('at most 2 MB of drafts per account, each under its own 200 kB', async () => {
    const big = { text: 'x'.repeat(190_000) };
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push((await draft(stranger.client, `Big ${i}`, big)).statusCode);
    assert.deepEqual(answers, [...Array(11).fill(201), 422]);
    const over = await draft(stranger.client, 'Big again', big);
    assert.deepEqual(over.json().errors, { drafts: [DRAFTS_TOO_LARGE] });
  });
});

describe('messages', () => {
  test('a guest may write to an advertiser; the advertiser may not write first to a stranger', async () => {
    const toHost = await guest.client.post(`/api/user/${guest.id}/messages/new`, {
      from_user_id: guest.id,
      to_user_id: host.id,
      property_id: house,
      message: 'Is it still for sale?',
    });
    assert.equal(toHost.statusCode, 201, toHost.body);
    const cold = await host.client.post(`/api/user/${host.id}/messages/new`, {
      from_user_id: host.id,
      to_user_id: stranger.id,
      property_id: house,
      message: 'Would you like to buy my house?',
    });
    assert.equal(cold.statusCode, 422);
    assert.deepEqual(cold.json().errors.to_user_id, [NOT_A_CONTACT]);
    // Once the stranger books a viewing, the advertiser may write to them about it.
    const booked = await stranger.client.post('/api/book', {
      booking_type: 'view',
      host_id: host.id,
      property_id: house,
      price: 325000,
      date_start: dayAt(4, '10:00'),
      date_end: dayAt(4, '10:00'),
    });
    assert.equal(booked.statusCode, 200, booked.body);
    const warm = await host.client.post(`/api/user/${host.id}/messages/new`, {
      from_user_id: host.id,
      to_user_id: stranger.id,
      property_id: house,
      message: 'See you on Tuesday.',
    });
    assert.equal(warm.statusCode, 201, warm.body);
  });

  test(`${MESSAGES_PER_MINUTE} messages a minute; the next is told when to try again`, async () => {
    const send = (i: number) =>
      guest.client.post(`/api/user/${guest.id}/messages/new`, {
        from_user_id: guest.id,
        to_user_id: host.id,
        property_id: house,
        message: `Message ${i}`,
      });
    // The first test sent one already.
    const statuses = await Promise.all(Array.from({ length: MESSAGES_PER_MINUTE + 5 }, (_, i) => send(i)));
    const refused = statuses.filter((r) => r.statusCode === 429);
    assert.equal(statuses.filter((r) => r.statusCode === 201).length, MESSAGES_PER_MINUTE - 1);
    assert.equal(refused.length, 6);
    assert.ok(refused.every((r) => Number(r.headers['retry-after']) > 0 && /try again in \d+ seconds/.test(r.json().message)));
  });
});

test(`${REPORTS_PER_MINUTE} reports or raised issues a minute per account`, async () => {
  // The viewing the stranger booked above.
  const booking = await h.handle.db.selectFrom('bookings').select('id').where('user_id', '=', stranger.id).executeTakeFirstOrThrow();
  const report = (reason: string) =>
    stranger.client.post('/api/report', {
      id: house,
      type: 'Property',
      report_type: 'Raise Issue',
      issue_message: reason,
      booking_id: booking.id,
    });
  const answers = await Promise.all(Array.from({ length: REPORTS_PER_MINUTE + 3 }, (_, i) => report(`Issue ${i}`)));
  assert.equal(answers.filter((r) => r.statusCode === 200).length, REPORTS_PER_MINUTE);
  const refused = answers.filter((r) => r.statusCode === 429);
  assert.equal(refused.length, 3);
  assert.ok(refused.every((r) => Number(r.headers['retry-after']) > 0));
});

test(`parallel uploads never take an advert past ${IMAGES_MAX} images`, async () => {
  const advert = await studioFlat(h.handle.db, host.id);
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
  const upload = () => {
    const form = new FormData();
    for (let i = 0; i < 7; i++) form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `room-${i}.jpg`);
    return host.client.request({ method: 'POST', url: `/api/user/adverts/${advert}/images`, payload: form });
  };
  // Five uploads of seven: 35 photos sent at once against a cap of 30.
  const answers = await Promise.all(Array.from({ length: 5 }, upload));
  const stored = await h.handle.db.selectFrom('property_images').select('id').where('property_id', '=', advert).execute();
  assert.equal(stored.length, 28, answers.map((r) => `${r.statusCode} ${r.body.slice(0, 60)}`).join('\n'));
  assert.deepEqual(answers.map((r) => r.statusCode).sort(), [200, 200, 200, 200, 422]);
  assert.ok(answers.filter((r) => r.statusCode === 422).every((r) => r.json().errors.images[0] === TOO_MANY));
});
