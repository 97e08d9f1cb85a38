import { after, before, describe, test } from 'node:test';
import { formatAdvertPrice } from '@marketplace/shared/src/rules/advert.ts';
import type { AdvertPricing } from '@marketplace/shared/src/entities/advert.ts';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { sql } from 'kysely';
import { TestClient } from '../auth/test-client.ts';
import { PAGE_PREVIEW_HEADER } from '@marketplace/shared/src/config/pagePreview.cjs';
import { createHarness, type Harness } from '../test/harness.ts';
import { forSale, isoDay, PASSWORD, plumber, register, shortStay, studioFlat } from '../bookings/fixture.ts';

let h: Harness;
let host: { client: TestClient; id: number };
let guest: { client: TestClient; id: number };
let other: { client: TestClient; id: number };
let stay: number;
let house: number;
let studio: number;
let service: number;
let othersAdvert: number;
const bookingIds: Record<string, number> = {};

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY);

/** A booking written straight to the table, as if requested `createdDaysAgo` days ago. */
async function booking(
  propertyId: number,
  hostId: number,
  userId: number,
  status: string,
  startInDays: number,
  createdDaysAgo = 0,
): Promise<number> {
  const row = await h.handle.db
    .insertInto('bookings')
    .values({
      property_id: propertyId,
      host_id: hostId,
      user_id: userId,
      booking_type: 'reserve',
      status,
      date_start: at(startInDays),
      date_end: at(startInDays + 2),
      price: 200,
      amount_due: 200,
      price_lines: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`update bookings set created_at = ${at(-createdDaysAgo).toISOString()}::timestamptz where id = ${row.id}::int`.execute(
    h.handle.db,
  );
  return row.id;
}

before(async () => {
  h = await createHarness();
  host = await register(h, 'James Whitfield', 'host@example.test');
  guest = await register(h, 'Emily Carter', 'guest@example.test');
  other = await register(h, 'Sophie Turner', 'other@example.test');
  const db = h.handle.db;
  stay = (await shortStay(db, host.id)).id;
  house = await forSale(db, host.id);
  studio = await studioFlat(db, host.id);
  service = await plumber(db, host.id);
  othersAdvert = await studioFlat(db, other.id);
  await db.updateTable('properties').set({ is_published: false }).where('id', '=', studio).execute();

  // Hand-computed fixture: 5 requests received, 2 of them accepted (one since completed).
  bookingIds.pending = await booking(stay, host.id, guest.id, 'pending', 20);
  bookingIds.accepted = await booking(stay, host.id, guest.id, 'accepted', 30);
  const completed = await booking(stay, host.id, other.id, 'accepted', -5, 12);
  bookingIds.completed = completed;
  bookingIds.declined = await booking(house, host.id, guest.id, 'declined', 40);
  bookingIds.cancelled = await booking(house, host.id, other.id, 'cancelled', 50, 40);
  // The host as a guest elsewhere: not among what the host received.
  bookingIds.asGuest = await booking(othersAdvert, other.id, host.id, 'pending', 15);

  await db
    .insertInto('payments')
    .values([
      {
        user_id: other.id,
        booking_id: completed,
        kind: 'booking',
        amount: 120.5,
        provider: 'test',
        status: 'succeeded',
        created_at: new Date(),
        paid_at: new Date(),
      },
      {
        user_id: guest.id,
        booking_id: bookingIds.accepted ?? null,
        kind: 'booking',
        amount: 99,
        provider: 'test',
        status: 'pending',
        created_at: new Date(),
        paid_at: null,
      },
    ])
    .execute();
  await db
    .insertInto('host_reviews')
    .values([
      {
        booking_id: completed,
        property_id: stay,
        user_id: other.id,
        host_id: host.id,
        review_communication: 5,
        review_cleanliness: 4,
        review_location: 4,
        review_value: 3,
        review_text: 'Lovely',
      },
      {
        // One review per booking: the guest's own booking of the stay.
        booking_id: bookingIds.accepted,
        property_id: stay,
        user_id: guest.id,
        host_id: host.id,
        review_communication: 5,
        review_cleanliness: 5,
        review_location: 5,
        review_value: 5,
        review_text: 'Perfect',
      },
    ])
    .execute();
  await db
    .insertInto('favourites')
    .values([
      { user_id: guest.id, property_id: stay, created_at: new Date() },
      { user_id: other.id, property_id: house, created_at: new Date() },
      { user_id: host.id, property_id: stay, created_at: new Date() },
    ])
    .execute();
  await db
    .insertInto('notifications')
    .values([
      {
        id: '00000000-0000-4000-8000-000000000001',
        type: 'booking',
        notifiable_id: host.id,
        data: JSON.stringify({ message: 'a', url: null, chat_room_id: null, notification_id: null }),
      },
      {
        id: '00000000-0000-4000-8000-000000000002',
        type: 'booking',
        notifiable_id: host.id,
        data: JSON.stringify({ message: 'b', url: null, chat_room_id: null, notification_id: null }),
        read_at: new Date(),
      },
    ])
    .execute();
  // A view 10 days ago: in the 30-day series, not the 7-day one.
  await db
    .insertInto('advert_views')
    .values({ property_id: house, day: isoDay(-10), visitor: 'u999' })
    .execute();
});
after(() => h.close());

describe('views', () => {
  test('each visitor counts once a day; the owner never counts', async () => {
    const anonymous = new TestClient(h.app);
    for (const client of [guest.client, guest.client, other.client, anonymous, anonymous, host.client]) {
      const res = await client.get(`/api/properties/${stay}`);
      assert.equal(res.statusCode, 200, res.body);
    }
    const rows = await h.handle.db.selectFrom('advert_views').selectAll().where('property_id', '=', stay).execute();
    assert.equal(rows.length, 3);
    assert.ok(!rows.some((r) => r.visitor === `u${host.id}`));
  });

  test("the web origin's read of an advert for its page's photo is no view", async () => {
    const views = () => h.handle.db.selectFrom('advert_views').select('visitor').where('property_id', '=', house).execute();
    const before = await views();
    try {
      const res = await h.app.inject({ method: 'GET', url: `/api/properties/${house}`, headers: { [PAGE_PREVIEW_HEADER]: '1' } });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal((await views()).length, before.length);
      // The same read without the header, from the same address and browser, is a visitor's.
      assert.equal((await h.app.inject({ method: 'GET', url: `/api/properties/${house}` })).statusCode, 200);
      assert.equal((await views()).length, before.length + 1);
    } finally {
      // The statistics below are computed by hand from the fixture's views.
      const kept = before.map((v) => v.visitor);
      await h.handle.db.deleteFrom('advert_views').where('property_id', '=', house).where('visitor', 'not in', kept).execute();
    }
  });
});

describe('statistics', () => {
  test('every figure matches the hand-computed fixture', async () => {
    const res = await host.client.get('/api/user/statistics?days=7');
    assert.equal(res.statusCode, 200, res.body);
    const s = res.json().data;
    assert.deepEqual(s.adverts, { published: 2, unpublished: 1 });
    assert.deepEqual(s.services, { published: 1, unpublished: 0 });
    assert.equal(s.views, 4);
    assert.equal(s.favourites, 2);
    assert.equal(s.enquiries, 5);
    assert.deepEqual(s.bookings, { pending: 1, accepted: 1, declined: 1, cancelled: 1, expired: 0, completed: 1 });
    assert.equal(s.unread_notifications, 1);
    assert.equal(s.unread_messages, 0);
    assert.equal(s.earnings, 120.5);
    assert.deepEqual(s.reviews.host, { count: 2, average: 4.5 });
    assert.deepEqual(s.reviews.guest, { count: 0, average: null });
    assert.deepEqual((await host.client.get('/api/user/unread')).json().data, { messages: 0, notifications: 1 });
  });

  test('the series has one entry per day, ending today, with that day’s views, requests and accepted bookings', async () => {
    const week = (await host.client.get('/api/user/statistics?days=7')).json().data.series as Array<{
      day: string;
      views: number;
      enquiries: number;
      bookings: number;
    }>;
    assert.equal(week.length, 7);
    assert.equal(week.at(-1)?.day, isoDay(0));
    assert.deepEqual(week.at(-1), { day: isoDay(0), views: 3, enquiries: 3, bookings: 1 });
    assert.equal(
      week.reduce((n, d) => n + d.views, 0),
      3,
    );
    const month = (await host.client.get('/api/user/statistics?days=30')).json().data.series as typeof week;
    assert.equal(month.length, 30);
    assert.equal(month.find((d) => d.day === isoDay(-10))?.views, 1);
    assert.equal(month.find((d) => d.day === isoDay(-12))?.bookings, 1);
    assert.equal(
      month.reduce((n, d) => n + d.enquiries, 0),
      4,
    );
    const quarter = (await host.client.get('/api/user/statistics?days=90')).json().data.series as typeof week;
    assert.equal(
      quarter.reduce((n, d) => n + d.enquiries, 0),
      5,
    );
  });

  test('another period than 7, 30 or 90 days is a 422; signed out is a 401', async () => {
    const bad = await host.client.get('/api/user/statistics?days=12');
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(bad.json().errors.days, ['The selected days is invalid.']);
    assert.equal((await new TestClient(h.app).get('/api/user/statistics')).statusCode, 401);
  });

  test('each user sees only their own figures', async () => {
    const s = (await guest.client.get('/api/user/statistics')).json().data;
    assert.equal(s.views, 0);
    assert.equal(s.enquiries, 0);
    assert.equal(s.earnings, 0);
    assert.equal(s.series.length, 30);
  });
});

describe('portfolio and services', () => {
  test('the portfolio lists the user’s adverts with status, views and enquiries; filters by status and title', async () => {
    const all = (await host.client.get('/api/user/adverts')).json();
    assert.equal(all.meta.total, 3);
    assert.equal(all.meta.per_page, 15);
    const byId = new Map(all.data.map((a: { id: number }) => [a.id, a]));
    assert.deepEqual(byId.get(stay), {
      ...(byId.get(stay) as object),
      status: 'published',
      views: 3,
      enquiries: 3,
      title: 'Canal-side rooms',
      price: 80,
    });
    // What the price rule reads: the stay is priced by its rooms ('£60 - £100 per night'), as on its page.
    assert.deepEqual(formatAdvertPrice((byId.get(stay) as { pricing: AdvertPricing }).pricing), '£60 - £100 per night');
    assert.equal((byId.get(house) as { views: number; enquiries: number }).enquiries, 2);
    assert.equal((byId.get(studio) as { status: string }).status, 'unpublished');
    const unpublished = (await host.client.get('/api/user/adverts?status=unpublished')).json();
    assert.deepEqual(
      unpublished.data.map((a: { id: number }) => a.id),
      [studio],
    );
    const searched = (await host.client.get('/api/user/adverts?search=canal')).json();
    assert.deepEqual(
      searched.data.map((a: { id: number }) => a.id),
      [stay],
    );
    const literal = (await host.client.get('/api/user/adverts?search=%25')).json();
    assert.equal(literal.meta.total, 0);
  });

  test('pages hold 15 adverts', async () => {
    const many = await register(h, 'Agent Smith', 'agent@example.test');
    for (let i = 0; i < 17; i++) await forSale(h.handle.db, many.id);
    const second = (await many.client.get('/api/user/adverts?page=2')).json();
    assert.equal(second.data.length, 2);
    assert.deepEqual(second.meta, { current_page: 2, last_page: 2, per_page: 15, total: 17 });
  });

  test('services list the user’s services only', async () => {
    const mine = (await host.client.get('/api/user/services')).json();
    assert.deepEqual(
      mine.data.map((s: { id: number }) => s.id),
      [service],
    );
    assert.equal((await other.client.get('/api/user/services')).json().meta.total, 0);
    assert.equal((await host.client.get('/api/user/services?status=draft')).statusCode, 422);
  });
});

describe('reviews given', () => {
  test('lists what the user wrote, with stars out of five, and nobody else’s', async () => {
    const given = (await guest.client.get('/api/user/reviews-given')).json().data;
    assert.deepEqual(
      given.map((r: { review_type: string; title: string; stars: number }) => [r.review_type, r.title, r.stars]),
      [['host', 'Canal-side rooms', 5]],
    );
    assert.deepEqual((await host.client.get('/api/user/reviews-given')).json().data, []);
  });
});

describe('bookings', () => {
  test('as host: the requests received, filtered by status and date', async () => {
    const all = (await host.client.get('/api/user/bookings?as=host')).json();
    assert.equal(all.meta.total, 5);
    const completed = (await host.client.get('/api/user/bookings?as=host&status=completed')).json();
    assert.deepEqual(
      completed.data.map((b: { id: number }) => b.id),
      [bookingIds.completed],
    );
    assert.equal(completed.data[0].paid, false);
    assert.equal(completed.data[0].other_party, 'Sophie Turner');
    assert.equal(completed.data[0].reviewed, false);
    const window = (await host.client.get(`/api/user/bookings?as=host&from=${isoDay(25)}&to=${isoDay(45)}`)).json();
    assert.deepEqual(window.data.map((b: { id: number }) => b.id).sort(), [bookingIds.accepted, bookingIds.declined].sort());
  });

  test('as guest: the bookings the user made, with who hosts them', async () => {
    const mine = (await host.client.get('/api/user/bookings?as=guest')).json();
    assert.deepEqual(
      mine.data.map((b: { id: number; role: string }) => [b.id, b.role]),
      [[bookingIds.asGuest, 'guest']],
    );
    assert.equal(mine.data[0].other_party, 'Sophie Turner');
    const guests = (await guest.client.get('/api/user/bookings?as=guest')).json();
    assert.equal(guests.meta.total, 3);
    assert.equal((await guest.client.get('/api/user/bookings?as=host')).json().meta.total, 0);
    assert.equal((await guest.client.get('/api/user/bookings?from=tomorrow')).statusCode, 422);
  });
});

describe('calendar', () => {
  test('closing a day shows in api/bookings-calendar at once; reopening frees it', async () => {
    const closed = await host.client.post('/api/user/calendar-blocks', { property_id: stay, day: isoDay(60) });
    assert.equal(closed.statusCode, 200, closed.body);
    const hours = await host.client.post('/api/user/calendar-blocks', { property_id: stay, day: isoDay(61), hours: [10, 9, 10] });
    assert.deepEqual(hours.json().data.hours, [9, 10]);
    const seen = (await guest.client.post('/api/bookings-calendar', { property_id: stay })).json().data[0];
    assert.deepEqual(seen, { disabled_dates: [isoDay(60)], disabled_hours: { [isoDay(61)]: [9, 10] } });

    const month = isoDay(60).slice(0, 7);
    const view = (await host.client.get(`/api/user/calendar?property_id=${stay}&month=${month}`)).json().data;
    assert.ok(view.blocks.some((b: { day: string; hours: null }) => b.day === isoDay(60) && b.hours === null));

    const reopened = await host.client.request({ method: 'DELETE', url: `/api/user/calendar-blocks/${closed.json().data.id}` });
    assert.equal(reopened.statusCode, 204);
    const after = (await guest.client.post('/api/bookings-calendar', { property_id: stay })).json().data[0];
    assert.deepEqual(after.disabled_dates, []);
  });

  test('the web origin may send DELETE (reopening a day from the browser)', async () => {
    const origin = h.config.frontendOrigins[0] as string;
    const preflight = await h.app.inject({
      method: 'OPTIONS',
      url: '/api/user/calendar-blocks/1',
      headers: { origin, 'access-control-request-method': 'DELETE' },
    });
    assert.match(String(preflight.headers['access-control-allow-methods']), /DELETE/);
  });

  test('another user’s calendar is a 403 to read, close or reopen', async () => {
    const block = (await host.client.post('/api/user/calendar-blocks', { property_id: house, day: isoDay(70) })).json().data;
    assert.equal((await guest.client.get(`/api/user/calendar?property_id=${stay}&month=2026-01`)).statusCode, 403);
    assert.equal((await guest.client.post('/api/user/calendar-blocks', { property_id: stay, day: isoDay(71) })).statusCode, 403);
    assert.equal((await guest.client.post('/api/user/calendar-blocks', { service_id: service, day: isoDay(71) })).statusCode, 403);
    assert.equal((await guest.client.request({ method: 'DELETE', url: `/api/user/calendar-blocks/${block.id}` })).statusCode, 403);
    assert.equal((await host.client.post('/api/user/calendar-blocks', { day: isoDay(71) })).statusCode, 422);
    assert.equal(
      (await host.client.post('/api/user/calendar-blocks', { property_id: stay, day: isoDay(71), hours: [24] })).statusCode,
      422,
    );
  });
});

/** The versions a settings page read (issue 40), as its saves name them. */
const versionsOf = async (client: TestClient) =>
  (await client.get('/api/user/settings')).json<{ data: { versions: { contact: number; visibility: number } } }>().data.versions;

describe('settings', () => {
  test('contact details are saved, and what adverts show follows the visibility settings at once', async () => {
    const saved = await host.client.post('/api/user/settings/contact', {
      name: 'James Whitfield',
      company_name: 'Whitfield Lettings',
      mobile_prefix: '+44',
      mobile: '7700 900123',
      email: 'lettings@example.test',
      version: (await versionsOf(host.client)).contact,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const before = (await guest.client.get(`/api/properties/${stay}`)).json().data.contact;
    assert.equal(before.mobile, null);
    const shown = await host.client.post('/api/user/settings/visibility', {
      settings: { '3': true, '1': false },
      version: (await versionsOf(host.client)).visibility,
    });
    assert.equal(shown.statusCode, 200, shown.body);
    assert.equal(shown.json().data.visibility['3'], true);
    const after = (await guest.client.get(`/api/properties/${stay}`)).json().data.contact;
    assert.equal(after.mobile, '7700 900123');
    assert.equal(after.company_name, null);
    const { contact: atContact, visibility: atVisibility } = await versionsOf(host.client);
    assert.equal(
      (await host.client.post('/api/user/settings/visibility', { settings: { '6': true }, version: atVisibility })).statusCode,
      422,
    );
    assert.equal(
      (await host.client.post('/api/user/settings/contact', { name: 'J', mobile: 'call me', version: atContact })).statusCode,
      422,
    );
  });

  test('changing the password needs the current one and signs out the other sessions', async () => {
    const laptop = new TestClient(h.app);
    await laptop.csrf();
    assert.equal((await laptop.post('/api/login', { email: 'guest@example.test', password: PASSWORD })).statusCode, 200);
    const wrong = await guest.client.post('/api/user/settings/password', {
      current_password: 'nope',
      password: 'a new long password',
      password_confirmation: 'a new long password',
    });
    assert.equal(wrong.statusCode, 422);
    assert.ok(wrong.json().errors.current_password);
    const changed = await guest.client.post('/api/user/settings/password', {
      current_password: PASSWORD,
      password: 'a new long password',
      password_confirmation: 'a new long password',
    });
    assert.equal(changed.statusCode, 204, changed.body);
    assert.equal((await laptop.get('/api/user')).statusCode, 401);
    assert.equal((await guest.client.get('/api/user')).statusCode, 200);
  });

  test('a photo upload becomes the user’s picture; anything but an image is a 422', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#7a3' } })
      .png()
      .toBuffer();
    const form = (name: string, body: Buffer, type: string) => {
      const boundary = 'roofline-boundary';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
        body,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return {
        method: 'POST' as const,
        url: '/api/user/settings/photo',
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      };
    };
    const uploaded = await other.client.request(form('me.png', png, 'image/png'));
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    const key = uploaded.json().data.photo as string;
    assert.match(key, /^user-images\/\d+-\w+\.webp$/);
    assert.equal((await other.client.get('/api/user/settings')).json().data.photo, key);
    assert.equal((await other.client.get(`/storage/${key}`)).statusCode, 200);
    const script = await other.client.request(form('me.png', Buffer.from('<script>alert(1)</script>'), 'image/png'));
    assert.equal(script.statusCode, 422);
    assert.deepEqual(script.json().errors.photo, ['The photo must be a JPEG, PNG or WebP image.']);
  });

  test('becoming a host', async () => {
    const res = await other.client.post('/api/user/settings/host');
    assert.equal(res.json().data.is_host, true);
  });

  test('deleting the account unpublishes adverts and keeps reviews as Anonymous', async () => {
    const leaving = await register(h, 'Leaving User', 'leaving@example.test');
    const advert = await forSale(h.handle.db, leaving.id);
    await h.handle.db
      .insertInto('host_reviews')
      .values({
        // One review per booking: any booking not yet reviewed will do for this fixture.
        booking_id: bookingIds.pending as number,
        property_id: stay,
        user_id: leaving.id,
        host_id: host.id,
        review_communication: 1,
        review_cleanliness: 1,
        review_location: 1,
        review_value: 1,
        review_text: 'Meh',
      })
      .execute();
    assert.equal((await leaving.client.post('/api/user/settings/delete', { password: 'wrong' })).statusCode, 422);
    assert.equal((await leaving.client.post('/api/user/settings/delete', { password: PASSWORD })).statusCode, 204);
    const row = await h.handle.db.selectFrom('properties').select('is_published').where('id', '=', advert).executeTakeFirstOrThrow();
    assert.equal(row.is_published, false);
    const review = await h.handle.db
      .selectFrom('host_reviews')
      .select('user_id')
      .where('review_text', '=', 'Meh')
      .executeTakeFirstOrThrow();
    assert.equal(review.user_id, null);
    assert.equal((await leaving.client.get('/api/user')).statusCode, 401);
    const again = new TestClient(h.app);
    await again.csrf();
    assert.equal((await again.post('/api/login', { email: 'leaving@example.test', password: PASSWORD })).statusCode, 422);
  });

  test('signed out, every settings call is a 401', async () => {
    const anonymous = new TestClient(h.app);
    await anonymous.csrf();
    assert.equal((await anonymous.get('/api/user/settings')).statusCode, 401);
    assert.equal((await anonymous.post('/api/user/settings/visibility', { settings: {} })).statusCode, 401);
    assert.equal((await anonymous.post('/api/user/settings/password', {})).statusCode, 401);
    assert.equal((await anonymous.get('/api/user/adverts')).statusCode, 401);
    assert.equal((await anonymous.get('/api/user/bookings')).statusCode, 401);
  });
});

describe('owners only', () => {
  // Sophie (other) tries each dashboard call on James's (host) rows: refused, or answered with her own rows only.
  const publishedOf = async (table: 'properties' | 'services', id: number) =>
    (await h.handle.db.selectFrom(table).select('is_published').where('id', '=', id).executeTakeFirst())?.is_published;

  test('another user’s advert or service cannot be read for editing, published, unpublished or deleted: 403 and nothing changes', async () => {
    const calls: Array<[string, string]> = [
      ['GET', `/api/user/adverts/${stay}`],
      ['POST', `/api/user/adverts/${stay}/unpublish`],
      ['POST', `/api/user/adverts/${studio}/publish`],
      ['DELETE', `/api/user/adverts/${house}`],
      ['GET', `/api/user/services/${service}`],
      ['POST', `/api/user/services/${service}/unpublish`],
      ['DELETE', `/api/user/services/${service}`],
    ];
    for (const [method, url] of calls) {
      const res = await other.client.request({
        method: method,
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      assert.equal(res.statusCode, 403, `${method} ${url}: ${res.body}`);
    }
    assert.equal(await publishedOf('properties', stay), true);
    assert.equal(await publishedOf('properties', studio), false);
    assert.equal(await publishedOf('properties', house), true);
    assert.equal(await publishedOf('services', service), true);
  });

  test('lists and figures are the caller’s own whatever user id the query names', async () => {
    const named = `user_id=${host.id}&host_id=${host.id}`;
    const adverts = (await other.client.get(`/api/user/adverts?${named}`)).json();
    assert.deepEqual(
      adverts.data.map((a: { id: number }) => a.id),
      [othersAdvert],
    );
    assert.equal((await other.client.get(`/api/user/services?${named}`)).json().meta.total, 0);
    const asHost = (await other.client.get(`/api/user/bookings?as=host&${named}`)).json().data as Array<{ id: number }>;
    assert.deepEqual(
      asHost.map((b) => b.id),
      [bookingIds.asGuest],
    );
    const mine = (await other.client.get(`/api/user/statistics?days=7&${named}`)).json().data;
    assert.deepEqual(mine.adverts, { published: 1, unpublished: 0 });
    assert.equal(mine.earnings, 0);
    assert.equal(mine.unread_notifications, 0);
    assert.deepEqual((await other.client.get(`/api/user/unread?${named}`)).json().data, { messages: 0, notifications: 0 });
    const settings = (await other.client.get(`/api/user/settings?${named}`)).json().data;
    assert.equal(settings.email, 'other@example.test');
  });

  test('settings writes touch the caller’s own account, whatever user id the body names', async () => {
    const before = (await host.client.get('/api/user/settings')).json().data;
    const contact = await other.client.post('/api/user/settings/contact', {
      user_id: host.id,
      name: 'Not James',
      company_name: 'Impostors Ltd',
      version: (await versionsOf(other.client)).contact,
    });
    assert.equal(contact.statusCode, 200, contact.body);
    assert.equal(contact.json().data.contact.name, 'Not James');
    const shown = await other.client.post('/api/user/settings/visibility', {
      user_id: host.id,
      settings: { '1': !before.visibility['1'] },
      version: (await versionsOf(other.client)).visibility,
    });
    assert.equal(shown.statusCode, 200, shown.body);
    assert.equal((await other.client.post('/api/user/settings/host', { user_id: host.id })).statusCode, 200);
    const wrong = await other.client.post('/api/user/settings/delete', { user_id: host.id, password: 'not the password' });
    assert.equal(wrong.statusCode, 422);
    assert.deepEqual((await host.client.get('/api/user/settings')).json().data, before);
    assert.equal((await host.client.get('/api/user')).statusCode, 200);
  });

  test('another user’s booking cannot be accepted, declined or cancelled, and its status stays', async () => {
    for (const action of ['accept', 'decline', 'cancel']) {
      const res = await other.client.post(`/api/bookings/${bookingIds.pending}/status`, { action });
      assert.equal(res.statusCode, 403, res.body);
    }
    const row = await h.handle.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', bookingIds.pending as number)
      .executeTakeFirstOrThrow();
    assert.equal(row.status, 'pending');
    const hosted = (await host.client.get('/api/user/bookings?as=host&status=pending')).json().data as Array<{ id: number }>;
    assert.ok(hosted.some((b) => b.id === bookingIds.pending));
  });

  test('another user’s calendar refusals leave the host’s closed days as they were', async () => {
    const month = isoDay(90).slice(0, 7);
    const read = async () => (await host.client.get(`/api/user/calendar?property_id=${house}&month=${month}`)).json().data.blocks;
    const block = (await host.client.post('/api/user/calendar-blocks', { property_id: house, day: isoDay(90) })).json().data;
    const before = await read();
    assert.equal(
      (await other.client.post('/api/user/calendar-blocks', { property_id: house, day: isoDay(90), hours: [9] })).statusCode,
      403,
    );
    assert.equal((await other.client.request({ method: 'DELETE', url: `/api/user/calendar-blocks/${block.id}` })).statusCode, 403);
    assert.deepEqual(await read(), before);
  });

  test('signed out, every dashboard read is a 401', async () => {
    const anonymous = new TestClient(h.app);
    for (const url of [
      '/api/user/statistics',
      '/api/user/unread',
      '/api/user/services',
      '/api/user/reviews-given',
      `/api/user/calendar?property_id=${stay}&month=2026-01`,
    ]) {
      assert.equal((await anonymous.get(url)).statusCode, 401, url);
    }
  });
});

describe('enquiries from chat rooms', () => {
  test('a room someone opens about the host’s advert or service is an enquiry; a room the host opens about another’s advert is not', async () => {
    const figures = async () => {
      const s = (await host.client.get('/api/user/statistics?days=7')).json().data;
      const portfolio = (await host.client.get('/api/user/adverts')).json().data as Array<{ id: number; enquiries: number }>;
      const services = (await host.client.get('/api/user/services')).json().data as Array<{ id: number; enquiries: number }>;
      return {
        total: s.enquiries as number,
        today: (s.series as Array<{ enquiries: number }>).at(-1)?.enquiries,
        house: portfolio.find((a) => a.id === house)?.enquiries,
        service: services.find((a) => a.id === service)?.enquiries,
      };
    };
    const sophiesEnquiries = async () =>
      ((await other.client.get('/api/user/adverts')).json().data as Array<{ id: number; enquiries: number }>).find(
        (a) => a.id === othersAdvert,
      )?.enquiries ?? 0;
    const before = await figures();
    const sophiesBefore = await sophiesEnquiries();
    const pair = (a: number, b: number) => ({ first_user_id: Math.min(a, b), second_user_id: Math.max(a, b) });
    await h.handle.db
      .insertInto('chat_rooms')
      .values([
        { ...pair(host.id, guest.id), property_id: house, service_id: null },
        { ...pair(host.id, other.id), property_id: null, service_id: service },
        // The host asking about Sophie's studio: her enquiry, not his.
        { ...pair(host.id, other.id), property_id: othersAdvert, service_id: null },
      ])
      .execute();
    const after = await figures();
    assert.deepEqual(after, {
      total: before.total + 2,
      today: (before.today ?? 0) + 2,
      house: (before.house ?? 0) + 1,
      service: (before.service ?? 0) + 1,
    });
    assert.equal(await sophiesEnquiries(), sophiesBefore + 1);
  });
});

describe('home', () => {
  test("a guest's home: what is still to come, the soonest first, and the completed stays they have still to review", async () => {
    // A stay of the guest's that ended ten days ago and that they have not reviewed.
    const past = await booking(othersAdvert, other.id, guest.id, 'accepted', -10, 20);
    const home = (await guest.client.get('/api/user/home')).json().data;
    assert.deepEqual(
      home.upcoming.map((b: { id: number }) => b.id),
      [bookingIds.pending, bookingIds.accepted],
      'the request and the accepted stay, soonest first; the declined one is not to come',
    );
    assert.equal(home.upcoming_count, 2);
    assert.deepEqual(
      home.to_review.map((b: { id: number }) => b.id),
      [past],
    );
    assert.equal(home.to_review_count, 1);
    // The host's own home holds their trip elsewhere only, never the requests they received.
    const hosts = (await host.client.get('/api/user/home')).json().data;
    assert.deepEqual(
      hosts.upcoming.map((b: { id: number }) => b.id),
      [bookingIds.asGuest],
    );
    assert.equal((await new TestClient(h.app).get('/api/user/home')).statusCode, 401);
  });
});
