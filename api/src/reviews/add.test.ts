import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHarness, type Harness } from '../test/harness.ts';
import { plumber, register, shortStay } from '../bookings/fixture.ts';
import type { TestClient } from '../auth/test-client.ts';
import { REVIEW_REFUSALS } from '@marketplace/shared/src/rules/reviewRights.ts';
import { REVIEW_ADDED } from './add.ts';

let h: Harness;
type Person = { client: TestClient; id: number };
let host: Person;
let guest: Person;
let stranger: Person;
let stayId: number;
let serviceId: number;

const DAY = 86_400_000;
const json = (body: string) => JSON.parse(body) as { message?: string; data?: unknown; errors?: Record<string, string[]> };

async function booking(over: { status?: string; daysAgo?: number; service?: boolean } = {}): Promise<number> {
  const start = new Date(Date.now() - (over.daysAgo ?? 10) * DAY);
  const row = await h.handle.db
    .insertInto('bookings')
    .values({
      property_id: over.service ? null : stayId,
      service_id: over.service ? serviceId : null,
      user_id: guest.id,
      host_id: host.id,
      date_start: start.toISOString(),
      date_end: new Date(start.getTime() + 3 * DAY).toISOString(),
      status: over.status ?? 'completed',
      booking_type: over.service ? 'appoint' : 'reserve',
      price_lines: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const hostReview = (bookingId: number | undefined, extra: Record<string, unknown> = {}) => ({
  review_type: 'host',
  ad_id: stayId,
  booking_id: bookingId,
  guest_id: guest.id,
  host_id: host.id,
  communication: 5,
  cleanliness: 4,
  location: 4.5,
  value: 3,
  review_text: 'Spotless rooms and a warm welcome.',
  ...extra,
});

before(async () => {
  h = await createHarness();
  host = await register(h, 'James Whitfield', 'host@example.test');
  guest = await register(h, 'Emily Carter', 'guest@example.test');
  stranger = await register(h, 'Oliver Grant', 'stranger@example.test');
  stayId = (await shortStay(h.handle.db, host.id)).id;
  serviceId = await plumber(h.handle.db, host.id);
});
after(() => h.close());

test("the guest of a completed stay reviews its host once, and the review is in the host's reviews", async () => {
  const id = await booking();
  const added = await guest.client.post('/api/add-review', hostReview(id));
  assert.equal(added.statusCode, 201, added.body);
  assert.equal(json(added.body).message, REVIEW_ADDED);
  const list = json((await stranger.client.post('/api/host-reviews', { ad_id: stayId })).body).data as Array<{ review_text: string }>;
  assert.deepEqual(
    list.map((r) => r.review_text),
    ['Spotless rooms and a warm welcome.'],
  );
  const again = await guest.client.post('/api/add-review', hostReview(id));
  assert.equal(again.statusCode, 422);
  assert.deepEqual(json(again.body).errors, { booking_id: [REVIEW_REFUSALS.reviewed] });
});

test('the host reviews the guest of that booking, and only the host', async () => {
  const id = await booking();
  const star = { review_type: 'guest', ad_id: stayId, booking_id: id, review_star: 4, review_text: 'A considerate guest.' };
  const byGuest = await guest.client.post('/api/add-review', star);
  assert.equal(byGuest.statusCode, 403);
  assert.equal(json(byGuest.body).message, REVIEW_REFUSALS.notHost);
  const byHost = await host.client.post('/api/add-review', star);
  assert.equal(byHost.statusCode, 201, byHost.body);
  const reviews = json((await stranger.client.post('/api/guest-reviews', { guest_id: guest.id })).body).data as { data: unknown[] };
  assert.equal(reviews.data.length, 1);
});

test('refusals: a stranger, the host reviewing itself, a booking not completed, an unknown booking, the wrong advert', async () => {
  const id = await booking();
  const byStranger = await stranger.client.post('/api/add-review', hostReview(id));
  assert.equal(byStranger.statusCode, 403);
  assert.equal(json(byStranger.body).message, REVIEW_REFUSALS.notGuest);
  assert.equal((await host.client.post('/api/add-review', hostReview(id))).statusCode, 403);

  const future = await booking({ status: 'accepted', daysAgo: -5 });
  const early = await guest.client.post('/api/add-review', hostReview(future));
  assert.equal(early.statusCode, 422);
  assert.deepEqual(json(early.body).errors, { booking_id: [REVIEW_REFUSALS.notCompleted] });
  const declined = await booking({ status: 'declined' });
  assert.equal((await guest.client.post('/api/add-review', hostReview(declined))).statusCode, 422);

  const unknown = await guest.client.post('/api/add-review', hostReview(999_999));
  assert.deepEqual(json(unknown.body).errors, { booking_id: ['The selected booking id is invalid.'] });
  const wrongAd = await guest.client.post('/api/add-review', hostReview(id, { ad_id: serviceId + 1000 }));
  assert.equal(wrongAd.statusCode, 422);
  const asService = await guest.client.post('/api/add-review', {
    review_type: 'service',
    booking_id: id,
    communication: 5,
    professionalism: 5,
    value: 5,
  });
  assert.deepEqual(json(asService.body).errors, { booking_id: [REVIEW_REFUSALS.notService] });
});

test("without a booking id the guest's latest completed, unreviewed booking of the service is reviewed", async () => {
  await booking({ service: true });
  const service = { review_type: 'service', ad_id: serviceId, communication: 4, professionalism: 5, value: 4 };
  const first = await guest.client.post('/api/add-review', service);
  assert.equal(first.statusCode, 201, first.body);
  const second = await guest.client.post('/api/add-review', service);
  assert.equal(second.statusCode, 422);
  assert.deepEqual(json(second.body).errors, { booking_id: [REVIEW_REFUSALS.notCompleted] });
});

test('ratings run 0 to 5 and the text is 300 characters at most', async () => {
  const id = await booking();
  const high = await guest.client.post('/api/add-review', hostReview(id, { value: 6 }));
  assert.deepEqual(json(high.body).errors, { value: ['The value field must be between 0 and 5.'] });
  const missing = await guest.client.post('/api/add-review', hostReview(id, { cleanliness: undefined }));
  assert.deepEqual(json(missing.body).errors, { cleanliness: ['The cleanliness field is required.'] });
  const long = await guest.client.post('/api/add-review', hostReview(id, { review_text: 'x'.repeat(301) }));
  assert.deepEqual(json(long.body).errors, { review_text: ['The review text field must not be greater than 300 characters.'] });
  const kind = await guest.client.post('/api/add-review', { review_type: 'landlord' });
  assert.equal(kind.statusCode, 422);
  const zero = await guest.client.post('/api/add-review', hostReview(id, { communication: 0, review_text: 'x'.repeat(300) }));
  assert.equal(zero.statusCode, 201, zero.body);
});

test('any signed-in user reviews a neighbourhood once per address', async () => {
  const hood = {
    review_type: 'neighbourhood',
    ad_id: stayId,
    amenities: 4,
    crime: 3,
    community: 5,
    location: 4,
    review_text: 'Lively and safe.',
  };
  const first = await stranger.client.post('/api/add-review', hood);
  assert.equal(first.statusCode, 201, first.body);
  const second = await stranger.client.post('/api/add-review', hood);
  assert.equal(second.statusCode, 422);
  assert.deepEqual(json(second.body).errors, { ad_id: [REVIEW_REFUSALS.neighbourhoodReviewed] });
  assert.equal((await guest.client.post('/api/add-review', hood)).statusCode, 201);
  const list = json((await stranger.client.post('/api/neighbourhood-reviews', { ad_id: stayId })).body).data as unknown[];
  assert.equal(list.length, 2);
  const nowhere = await stranger.client.post('/api/add-review', { ...hood, ad_id: undefined });
  assert.deepEqual(json(nowhere.body).errors, { address_id: ['The address id field is required when ad id is not present.'] });
});
