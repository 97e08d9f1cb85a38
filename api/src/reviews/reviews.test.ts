import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { TestClient } from '../auth/test-client.ts';
import { KNOWN_PASSWORD } from '../seed/index.ts';
import { seededHarness } from '../seed/test-seed.ts';
import type { Harness } from '../test/harness.ts';
import { first } from '../test/rows.ts';
import { ISSUE_RAISED_MESSAGE, REPORTED_MESSAGE } from '../report/index.ts';

let h: Harness;
let visitor: TestClient;

before(async () => {
  h = await seededHarness();
  visitor = new TestClient(h.app);
  await visitor.csrf();
});
after(() => h.close());

const one = async <T>(q: ReturnType<typeof sql<T>>) => first((await q.execute(h.handle.db)).rows, 'a row');

/** The oracle of a review's rating (spec 000 §9): the mean of its criteria to one decimal. */
const overallRating = (scores: number[]) => Math.round((scores.reduce((s, x) => s + x, 0) / scores.length) * 10) / 10;

describe('review lists', () => {
  test("host reviews of an advert are the reviews of its host, with the property's address", async () => {
    const r = await one(sql<{ property_id: number; host_id: number }>`select property_id, host_id from host_reviews order by id limit 1`);
    const res = await visitor.post('/api/host-reviews', { ad_id: r.property_id });
    assert.equal(res.statusCode, 200);
    const data = res.json().data;
    const expected = await one(sql<{ n: number }>`select count(*)::int as n from host_reviews where host_id = ${r.host_id}`);
    assert.equal(data.length, expected.n);
    for (const review of data) {
      assert.ok(review.host.contact.name);
      assert.ok(review.booking.property.address.city);
      assert.equal(
        review.rating,
        overallRating([review.review_communication, review.review_cleanliness, review.review_location, review.review_value]),
      );
      assert.ok(review.user.contact.name);
    }
    assert.equal((await visitor.post('/api/host-reviews', { ad_id: 99999999 })).statusCode, 404);
    assert.deepEqual((await visitor.post('/api/host-reviews', {})).json().errors.ad_id, ['The ad id field is required.']);
  });

  test('neighbourhood reviews lie within the radius, and a wider radius finds at least as many', async () => {
    const { id } = await one(sql<{ id: number }>`
      select p.id from properties p where p.is_published and exists (select 1 from neighbourhood_reviews r where r.property_id = p.id) order by p.id limit 1`);
    const near = (await visitor.post('/api/neighbourhood-reviews', { ad_id: id, radius: 1 })).json();
    const wide = (await visitor.post('/api/neighbourhood-reviews', { ad_id: id })).json();
    assert.equal(wide.radius, 5);
    assert.ok(near.data.length >= 1);
    assert.ok(wide.data.length >= near.data.length);
    for (const r of near.data) assert.ok(r.distance_miles <= 1);
    for (const r of wide.data) {
      assert.ok(r.distance_miles <= 5);
      assert.ok(r.user.contact.name);
      assert.equal(r.rating, overallRating([r.review_amenities, r.review_crime, r.review_community, r.review_location]));
    }
    const { address_id } = await one(sql<{ address_id: number }>`select address_id from properties where id = ${id}`);
    const byAddress = (await visitor.post('/api/neighbourhood-reviews', { address_id, radius: 5 })).json();
    assert.equal(byAddress.data.length, wide.data.length);
    assert.equal((await visitor.post('/api/neighbourhood-reviews', { ad_id: id, radius: 500 })).statusCode, 422);
    const neither = await visitor.post('/api/neighbourhood-reviews', {});
    assert.equal(neither.statusCode, 422);
    assert.deepEqual(neither.json().errors, { ad_id: ['The ad id field is required when address id is not present.'] });
  });

  test('anonymous neighbourhood reviewers read as Anonymous', async () => {
    const anon = await one(
      sql<{ property_id: number }>`select property_id from neighbourhood_reviews where user_id is null and property_id is not null limit 1`,
    );
    const data = (await visitor.post('/api/neighbourhood-reviews', { ad_id: anon.property_id, radius: 1 })).json().data;
    assert.ok(data.some((r: { user: { contact: { name: string } } }) => r.user.contact.name === 'Anonymous'));
  });

  test("service reviews are a provider's, narrowed by occupation", async () => {
    const s = await one(sql<{ user_id: number; occ: number; occupation: string }>`
      select s.user_id, s.service_type_occupation_id as occ, o.type as occupation from service_reviews r join services s on s.id = r.service_id
      join service_occupation_types o on o.id = s.service_type_occupation_id order by r.id limit 1`);
    const all = (await visitor.post('/api/service-reviews', { service_provider_id: s.user_id })).json().data;
    const byOcc = (await visitor.post('/api/service-reviews', { service_provider_id: s.user_id, service_type_occupation_id: s.occ })).json()
      .data;
    assert.ok(byOcc.length >= 1 && byOcc.length <= all.length);
    for (const r of byOcc) {
      assert.equal(r.booking.service.occupation.type, s.occupation);
      assert.ok(r.booking.service.contact.name);
      assert.ok('documents_user_images' in r.booking.host);
    }
    assert.equal((await visitor.post('/api/service-reviews', { service_type_occupation_id: 1 })).statusCode, 422);
  });

  test('guest reviews come as data.data with the property and its picture', async () => {
    const { id, name } = await one(sql<{ id: number; name: string }>`
      select u.id, c.name from users u join contacts c on c.user_id = u.id where u.email = 'tenant@roofline.test' order by c.id limit 1`);
    const res = await visitor.post('/api/guest-reviews', { guest_id: id });
    assert.equal(res.statusCode, 200);
    const list = res.json().data.data;
    const expected = await one(sql<{ n: number }>`select count(*)::int as n from guest_reviews where guest_id = ${id}`);
    assert.equal(list.length, expected.n);
    assert.ok(list.length > 0);
    for (const r of list) {
      assert.equal(typeof r.review_star, 'number');
      assert.equal(r.booking.guest.contact.name, name);
      assert.ok(r.property.address.postcode);
      assert.ok(Array.isArray(r.property.documents_property_images));
    }
    assert.equal((await visitor.post('/api/guest-reviews', { guest_id: 'me' })).statusCode, 422);
  });

  test("each public list carries only what its cards show: no stay dates, no ids but the review's own", async () => {
    const keys = (o: object) => Object.keys(o).sort();
    const person = ['contact', 'documents_user_images'];
    const host = await one(sql<{ property_id: number }>`select property_id from host_reviews order by id limit 1`);
    const [hostReview] = (await visitor.post('/api/host-reviews', { ad_id: host.property_id })).json().data;
    assert.deepEqual(keys(hostReview), [
      'booking',
      'created_at',
      'host',
      'id',
      'property',
      'rating',
      'review_cleanliness',
      'review_communication',
      'review_location',
      'review_text',
      'review_value',
      'user',
    ]);
    assert.deepEqual(
      [keys(hostReview.booking), keys(hostReview.booking.property), keys(hostReview.user), keys(hostReview.host)],
      [['property'], ['address', 'contact'], person, person],
    );
    assert.deepEqual(keys(hostReview.booking.property.address), ['city', 'county', 'full_address', 'line_1', 'postcode', 'street']);

    const near = await one(
      sql<{
        property_id: number;
      }>`select property_id from neighbourhood_reviews where user_id is not null and property_id is not null order by id limit 1`,
    );
    const [area] = (await visitor.post('/api/neighbourhood-reviews', { ad_id: near.property_id, radius: 1 })).json().data;
    assert.deepEqual(keys(area), [
      'address',
      'created_at',
      'distance_miles',
      'id',
      'rating',
      'review_amenities',
      'review_community',
      'review_crime',
      'review_location',
      'review_text',
      'user',
    ]);

    const provider = await one(
      sql<{ user_id: number }>`select s.user_id from service_reviews r join services s on s.id = r.service_id order by r.id limit 1`,
    );
    const [service] = (await visitor.post('/api/service-reviews', { service_provider_id: provider.user_id })).json().data;
    assert.deepEqual(keys(service), [
      'booking',
      'created_at',
      'id',
      'rating',
      'review_communication',
      'review_professionalism',
      'review_text',
      'review_value',
      'user',
    ]);
    assert.deepEqual(
      [keys(service.booking), keys(service.booking.service), keys(service.booking.service.occupation)],
      [['host', 'service'], ['contact', 'occupation'], ['type']],
    );

    const guest = await one(sql<{ guest_id: number }>`select guest_id from guest_reviews order by id limit 1`);
    const res = await visitor.post('/api/guest-reviews', { guest_id: guest.guest_id });
    const [stay] = res.json().data.data;
    assert.deepEqual(keys(stay), ['booking', 'created_at', 'id', 'property', 'review_star', 'review_text', 'user']);
    assert.deepEqual(
      [keys(stay.booking), keys(stay.booking.property), keys(stay.property)],
      [['guest', 'property'], ['contact'], ['address', 'documents_property_images']],
    );
    assert.ok(stay.property.documents_property_images.length <= 1, 'the first picture only');
    assert.equal(/date_start|date_end|check_in|check_out|booking_id/.test(res.body), false, 'nothing tells when the guest stayed');
  });

  test('form posts work like JSON', async () => {
    const r = await one(sql<{ property_id: number }>`select property_id from host_reviews order by id limit 1`);
    const res = await visitor.request({
      method: 'POST',
      url: '/api/host-reviews',
      payload: `ad_id=${r.property_id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(res.statusCode, 200);
    assert.ok(res.json().data.length > 0);
  });

  test('review answers never carry e-mails or password hashes', async () => {
    const bodies: string[] = [];
    const ids = await sql<{ property_id: number }>`select distinct property_id from host_reviews limit 10`.execute(h.handle.db);
    for (const r of ids.rows) bodies.push((await visitor.post('/api/host-reviews', { ad_id: r.property_id })).body);
    const guests = await sql<{ guest_id: number }>`select distinct guest_id from guest_reviews limit 10`.execute(h.handle.db);
    for (const g of guests.rows) bodies.push((await visitor.post('/api/guest-reviews', { guest_id: g.guest_id })).body);
    const all = bodies.join('\n');
    assert.equal(/@|password|scrypt\$/.test(all), false);
  });
});

describe('report', () => {
  test('reporting needs a signed-in user', async () => {
    const res = await visitor.post('/api/report/', { id: 1, type: 'Property', report_type: 'Spam' });
    assert.equal(res.statusCode, 401);
  });

  test('a signed-in user reports an advert once per reason, and raises issues about own bookings', async () => {
    const user = new TestClient(h.app);
    await user.csrf();
    const login = await user.post('/api/login', { email: 'tenant@roofline.test', password: KNOWN_PASSWORD });
    assert.ok(login.statusCode < 300, login.body);
    const { id } = await one(sql<{ id: number }>`select id from properties where is_published order by id limit 1`);
    for (let i = 0; i < 2; i++) {
      const res = await user.post('/api/report/', { id, type: 'Property', report_type: 'Scam' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().message, REPORTED_MESSAGE);
    }
    const stored = await one(
      sql<{ n: number }>`select count(*)::int as n from reports where reportable_id = ${id} and report_type = 'Scam'`,
    );
    assert.equal(stored.n, 1);

    const bad = await user.post('/api/report/', { id, type: 'Property', report_type: 'Boring' });
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(bad.json().errors.report_type, ['The selected report type is invalid.']);
    const missing = await user.post('/api/report/', {});
    assert.deepEqual(Object.keys(missing.json().errors).sort(), ['id', 'report_type', 'type']);
    assert.equal((await user.post('/api/report/', { id: 99999999, type: 'Property', report_type: 'Spam' })).statusCode, 404);

    const booking = await one(sql<{ id: number; property_id: number }>`
      select b.id, b.property_id from bookings b join users u on u.id = b.user_id where u.email = 'tenant@roofline.test' and b.property_id is not null limit 1`);
    const issue = await user.request({
      method: 'POST',
      url: '/api/report/',
      payload: `issue_message=${encodeURIComponent('The heating did not work')}&issue_option=Property&id=${booking.property_id}&type=Property&report_type=Raise%20Issue&booking_id=${booking.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(issue.statusCode, 200, issue.body);
    assert.equal(issue.json().message, ISSUE_RAISED_MESSAGE);
    const other = await one(
      sql<{
        id: number;
      }>`select b.id from bookings b join users u on u.id = b.user_id where u.email <> 'tenant@roofline.test' and b.host_id <> u.id limit 1`,
    );
    const foreign = await user.post('/api/report/', {
      id: booking.property_id,
      type: 'Property',
      report_type: 'Raise Issue',
      issue_message: 'x',
      booking_id: other.id,
    });
    assert.equal(foreign.statusCode, 422);
  });
});

describe('catalogue', () => {
  test('categories, types of a category and details of a type follow the spec ids', async () => {
    const categories = (await visitor.post('/api/property-categories')).json().data;
    assert.deepEqual(
      categories.map((c: { type: string }) => c.type),
      ['Residential', 'Commercial', 'Industrial', 'Land', 'Luxury', 'Special Use', 'Room'],
    );
    const commercial = (await visitor.post('/api/property-types', { id: 2 })).json().data;
    assert.deepEqual(
      commercial.map((t: { id: number }) => t.id),
      [3, 4, 5, 6, 7, 8],
    );
    const special = (await visitor.post('/api/property-types', { id: 6 })).json().data;
    assert.deepEqual(
      special.map((t: { id: number }) => t.id),
      [16, 17, 18, 19, 20, 21],
    );
    const flats = (await visitor.post('/api/property-type-details', { id: 2 })).json().data;
    assert.deepEqual(
      flats.map((d: { id: number; type_detail: string }) => [d.id, d.type_detail]),
      [
        [8, 'Studio Flat'],
        [9, 'Flat'],
        [10, 'Maisonette'],
      ],
    );
    const plants = (await visitor.post('/api/property-type-details', { id: 11 })).json().data;
    assert.equal(plants.length, 8);
    assert.equal(plants[plants.length - 1].id, 42);
    assert.equal((await visitor.post('/api/property-types', {})).statusCode, 422);
    assert.equal((await visitor.post('/api/property-type-details', { id: 'x' })).statusCode, 422);
  });
});

describe('storage', () => {
  test('seed images are served with their type and caching; paths outside storage are refused', async () => {
    const { file_path } = await one(sql<{ file_path: string }>`select file_path from property_images order by id limit 1`);
    const res = await visitor.get(`/storage/${file_path}`);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/svg+xml');
    assert.match(String(res.headers['cache-control']), /max-age=\d+/);
    assert.match(res.body, /^<svg /);
    for (const path of [
      '/storage/../package.json',
      '/storage/..%2F..%2Fpackage.json',
      '/storage/seed/%2e%2e/%2e%2e/x.svg',
      '/storage/%2Fetc%2Fpasswd',
      '/storage/seed/nothing.svg',
      '/storage/seed/house-001.svg%00.png',
      '/storage/',
    ]) {
      const r = await visitor.get(path);
      assert.ok([400, 404, 422].includes(r.statusCode), `${path} -> ${r.statusCode}`);
    }
  });
});
